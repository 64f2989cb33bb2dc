import { Callout, Flex, Heading, RadioCards, Skeleton, Text } from '@radix-ui/themes';
import { InfoCircledIcon } from '@radix-ui/react-icons';
import { to12Hour } from '#shared/domain/shop-time';
import { useAvailabilityDetail } from '../api/get-availability';
import { useBarbers } from '../../../lib/catalogue';
import type { BookingDraft, WizardAction } from '../lib/draft';
import { barbersForTime } from '../lib/slots';
import { LoadProblem, isLoading } from '../../../components/load-problem';
import { OFFLINE_MESSAGE } from '../lib/network';
import { WizardNav } from './wizard-nav';

type Props = { draft: BookingDraft; dispatch: (a: WizardAction) => void; preselectedName?: string };

const NO_PREFERENCE = 'any';

/** Step 3: a barber free at the chosen time, or no preference. */
export function BarberStep({ draft, dispatch, preselectedName }: Props) {
  const availability = useAvailabilityDetail(draft.serviceId, draft.date);
  const barbers = useBarbers();
  const free = availability.data ? barbersForTime(availability.data, draft.time) : [];
  const { barberId } = draft;
  const chosenIsFree = barberId === null || free.some((b) => b.id === barberId);
  const value = barberId === undefined || !chosenIsFree ? '' : barberId === null ? NO_PREFERENCE : String(barberId);
  const titleOf = (id: number) => barbers.data?.find((b) => b.id === id)?.title;
  const chosenName = barbers.data?.find((b) => b.id === barberId)?.name ?? preselectedName ?? 'The barber you chose';

  return (
    <section aria-labelledby="booking-step-title">
      <Heading as="h2" size="6" id="booking-step-title" tabIndex={-1} mb="1">Choose your barber</Heading>
      <Text as="p" size="2" color="gray" mb="4">
        {draft.time ? `Barbers free at ${to12Hour(draft.time)}.` : 'Pick a barber, or let us choose.'}
      </Text>

      {isLoading(availability) && <Skeleton height="120px" />}
      <LoadProblem what="barbers" query={availability} offlineMessage={OFFLINE_MESSAGE} />

      {availability.isSuccess && free.length === 0 && (
        <Flex className="booking-notice" direction="column" align="center" gap="1" p="5" role="status">
          <Text size="3" weight="bold" align="center">No barbers are available for the selected time.</Text>
          <Text size="2" color="gray" align="center">Please go back and select a different time slot.</Text>
        </Flex>
      )}

      {availability.isSuccess && free.length > 0 && (
        <Flex direction="column" gap="3">
          {typeof barberId === 'number' && !chosenIsFree && (
            <Callout.Root color="amber" role="status" data-testid="preselected-busy">
              <Callout.Icon><InfoCircledIcon /></Callout.Icon>
              <Callout.Text>
                {chosenName} is not available
                {draft.time ? ` at ${to12Hour(draft.time)}` : ''}. Choose another barber or No preference, or go back
                and pick another time.
              </Callout.Text>
            </Callout.Root>
          )}
          <RadioCards.Root
            value={value}
            onValueChange={(v) => dispatch({ type: 'barber', barberId: v === NO_PREFERENCE ? null : Number(v) })}
            columns={{ initial: '1', sm: '2' }}
            size="3"
            aria-label="Barber"
          >
            <RadioCards.Item value={NO_PREFERENCE} className="booking-choice">
              <Flex direction="column" gap="1" width="100%">
                <Text weight="bold" size="4">No preference</Text>
                <Text size="2" color="gray">Any available barber</Text>
              </Flex>
            </RadioCards.Item>
            {free.map((b) => (
              <RadioCards.Item key={b.id} value={String(b.id)} className="booking-choice">
                <Flex direction="column" gap="1" width="100%">
                  <Text weight="bold" size="4">{b.name}</Text>
                  {titleOf(b.id) && <Text size="2" color="gray">{titleOf(b.id)}</Text>}
                </Flex>
              </RadioCards.Item>
            ))}
          </RadioCards.Root>
        </Flex>
      )}

      <WizardNav
        step={3}
        onBack={() => dispatch({ type: 'back' })}
        onContinue={() => dispatch({ type: 'next' })}
        continueDisabled={barberId === undefined || free.length === 0 || !chosenIsFree}
      />
    </section>
  );
}
