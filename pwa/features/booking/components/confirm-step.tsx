import { Button, DataList, Heading, Text } from '@radix-ui/themes';
import { CheckIcon } from '@radix-ui/react-icons';
import type { BookedAppointment } from '#shared/schemas/appointment';
import { to12Hour } from '#shared/domain/shop-time';
import { useBarbers, useServices } from '../../../lib/catalogue';
import { useBook } from '../hooks/use-book';
import { useOnline } from '../../../offline/online-status';
import type { BookingDraft } from '../lib/draft';
import { formatLongDate } from '../lib/format';
import { servicePrice } from '../../../lib/service-prices';
import { WizardNav } from './wizard-nav';

type Props = {
  draft: BookingDraft;
  onBack: () => void;
  onBooked: (appointment: BookedAppointment) => void;
  onSlotTaken: () => void;
};

/** Step 5: the summary, then Confirm & Book. */
export function ConfirmStep({ draft, onBack, onBooked, onSlotTaken }: Props) {
  const online = useOnline();
  const services = useServices();
  const barbers = useBarbers();
  const service = services.data?.find((s) => s.id === draft.serviceId);
  const barber = barbers.data?.find((b) => b.id === draft.barberId);
  const { book, booking } = useBook(draft, service, { onBooked, onSlotTaken });

  const rows: Array<[string, string]> = [
    ['Barber', draft.barberId == null ? 'No preference (any available barber)' : barber?.name ?? `Barber #${draft.barberId}`],
    ['Service', service?.name ?? '—'],
    ['Date', draft.date ? formatLongDate(draft.date) : '—'],
    ['Time', draft.time ? to12Hour(draft.time) : '—'],
    ['Duration', service ? `${service.duration} minutes` : '—'],
    ['Total', servicePrice(service, draft.barberId)],
    ['Name', draft.clientName ?? '—'],
    ['Email', draft.clientEmail ?? '—'],
    ['Phone', draft.clientPhone ?? '—'],
    ...(draft.notes ? ([['Notes', draft.notes]] as Array<[string, string]>) : []),
  ];

  return (
    <section aria-labelledby="booking-step-title">
      <Heading as="h2" size="6" id="booking-step-title" tabIndex={-1} mb="1">Confirm your booking</Heading>
      <Text as="p" size="2" color="gray" mb="4">Check the details, then confirm. You pay at the shop.</Text>
      <DataList.Root orientation="horizontal" size={{ initial: '2', sm: '3' }} className="booking-summary" data-testid="booking-summary">
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.Label minWidth={{ initial: '84px', sm: '110px' }}>{label}</DataList.Label>
            <DataList.Value>
              <Text weight={label === 'Total' ? 'bold' : 'regular'} color={label === 'Total' ? 'amber' : undefined} className="booking-break">
                {value}
              </Text>
            </DataList.Value>
          </DataList.Item>
        ))}
      </DataList.Root>
      <WizardNav
        step={5}
        onBack={onBack}
        primary={
          <Button type="button" size="3" onClick={book} disabled={booking || !online}>
            <CheckIcon aria-hidden /> {booking ? 'Booking...' : 'Confirm & Book'}
          </Button>
        }
      />
    </section>
  );
}
