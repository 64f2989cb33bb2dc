import { Callout, Flex, Heading, RadioCards, Skeleton, Text } from '@radix-ui/themes';
import { InfoCircledIcon } from '#pwa/components/icons/info-circled';
import { useAvailabilityDetail } from '../api/get-availability';
import { useBarbers, useServices } from '#pwa/lib/catalogue';
import { listPrice, performs, priceWith } from '#pwa/lib/service-prices';
import { BarberPhoto } from '#pwa/components/barber-photo';
import type { BookingDraft, WizardAction } from '../lib/draft';
import { barbersForTime, onlyPerformers } from '../lib/slots';
import { LoadProblem, isLoading } from '#pwa/components/load-problem';
import { useT } from '#pwa/i18n/use-t';
import { WizardNav } from './wizard-nav';

type Props = { draft: BookingDraft; dispatch: (a: WizardAction) => void; preselectedName?: string };

const NO_PREFERENCE = 'any';

/**
 * Step 3: a barber free at the chosen time who performs the service, with their price for it (their
 * photo when there is one), or no preference at the service's price.
 */
export function BarberStep({ draft, dispatch, preselectedName }: Props) {
  const { t, time } = useT();
  const availability = useAvailabilityDetail(draft.serviceId, draft.date);
  const barbers = useBarbers();
  const service = useServices().data?.find((s) => s.id === draft.serviceId);
  const free = availability.data ? barbersForTime(onlyPerformers(availability.data, service), draft.time) : [];
  const { barberId } = draft;
  const chosenIsFree = barberId === null || free.some((b) => b.id === barberId);
  const value = barberId === undefined || !chosenIsFree ? '' : barberId === null ? NO_PREFERENCE : String(barberId);
  const barberOf = (id: number) => barbers.data?.find((b) => b.id === id);
  const titleOf = (id: number) => barberOf(id)?.title;
  const priceOf = (id: number | null) => (service ? listPrice(priceWith(service, id)) : undefined);
  const chosenName = barbers.data?.find((b) => b.id === barberId)?.name ?? preselectedName ?? t('booking.barber.chosenFallback');

  return (
    <section aria-labelledby="booking-step-title">
      <Heading as="h2" size="6" id="booking-step-title" tabIndex={-1} mb="1">
        {t('booking.barber.title')}
      </Heading>
      <Text as="p" size="2" color="gray" mb="4">
        {draft.time ? t('booking.barber.freeAt', { time: time(draft.time) }) : t('booking.barber.intro')}
      </Text>

      {isLoading(availability) && <Skeleton height="120px" />}
      <LoadProblem what={t('booking.load.barbers')} query={availability} offlineMessage={t('booking.offline.message')} />

      {availability.isSuccess && free.length === 0 && (
        <Flex className="booking-notice" direction="column" align="center" gap="1" p="5" role="status">
          <Text size="3" weight="bold" align="center">
            {t('booking.barber.noneTitle')}
          </Text>
          <Text size="2" color="gray" align="center">
            {t('booking.barber.noneHint')}
          </Text>
        </Flex>
      )}

      {availability.isSuccess && free.length > 0 && (
        <Flex direction="column" gap="3">
          {typeof barberId === 'number' && !chosenIsFree && (
            <Callout.Root color="amber" role="status" data-testid="preselected-busy">
              <Callout.Icon>
                <InfoCircledIcon />
              </Callout.Icon>
              <Callout.Text>
                {service && !performs(service, barberId)
                  ? t('booking.barber.doesNotOffer', { name: chosenName, service: service.name })
                  : draft.time
                    ? t('booking.barber.busyAt', { name: chosenName, time: time(draft.time) })
                    : t('booking.barber.busy', { name: chosenName })}
              </Callout.Text>
            </Callout.Root>
          )}
          <RadioCards.Root
            value={value}
            onValueChange={(v) => dispatch({ type: 'barber', barberId: v === NO_PREFERENCE ? null : Number(v) })}
            columns={{ initial: '1', sm: '2' }}
            size="3"
            aria-label={t('booking.barber.label')}
          >
            <RadioCards.Item value={NO_PREFERENCE} className="booking-choice">
              <Flex direction="column" gap="1" width="100%">
                <Flex justify="between" gap="3">
                  <Text weight="bold" size="4">
                    {t('booking.barber.noPreference')}
                  </Text>
                  {priceOf(null) && (
                    <Text weight="bold" size="4" color="amber" data-testid="barber-price">
                      {priceOf(null)}
                    </Text>
                  )}
                </Flex>
                <Text size="2" color="gray">
                  {t('booking.barber.any')}
                </Text>
              </Flex>
            </RadioCards.Item>
            {free.map((b) => {
              const barber = barberOf(b.id);
              return (
                <RadioCards.Item key={b.id} value={String(b.id)} className="booking-choice">
                  <Flex gap="3" align="center" width="100%">
                    {barber && <BarberPhoto barber={barber} alt="" width={48} height={64} className="booking-barber-photo" />}
                    <Flex direction="column" gap="1" flexGrow="1">
                      <Flex justify="between" gap="3">
                        <Text weight="bold" size="4">
                          {b.name}
                        </Text>
                        {priceOf(b.id) && (
                          <Text weight="bold" size="4" color="amber" data-testid="barber-price">
                            {priceOf(b.id)}
                          </Text>
                        )}
                      </Flex>
                      {titleOf(b.id) && (
                        <Text size="2" color="gray">
                          {titleOf(b.id)}
                        </Text>
                      )}
                    </Flex>
                  </Flex>
                </RadioCards.Item>
              );
            })}
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
