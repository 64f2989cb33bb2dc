import { Button, DataList, Heading, Text } from '@radix-ui/themes';
import { CheckIcon } from '#pwa/components/icons/check';
import type { BookedAppointment } from '#shared/schemas/appointment';
import { useBarbers, useServices } from '#pwa/lib/catalogue';
import { useBook } from '../hooks/use-book';
import { useOnline } from '#pwa/offline/online-status';
import type { BookingDraft } from '../lib/draft';
import { servicePrice } from '#pwa/lib/service-prices';
import { WizardNav } from './wizard-nav';
import { useT } from '#pwa/i18n/use-t';
import type { MessageId } from '#pwa/i18n/catalogue';

type Props = {
  draft: BookingDraft;
  onBack: () => void;
  onBooked: (appointment: BookedAppointment) => void;
  onSlotTaken: () => void;
};

/** Step 5: the summary, then Confirm & Book. */
export function ConfirmStep({ draft, onBack, onBooked, onSlotTaken }: Props) {
  const online = useOnline();
  const { t, date, time } = useT();
  const services = useServices();
  const barbers = useBarbers();
  const service = services.data?.find((s) => s.id === draft.serviceId);
  const barber = barbers.data?.find((b) => b.id === draft.barberId);
  const { book, booking } = useBook(draft, service, { onBooked, onSlotTaken });

  const rows: Array<[MessageId, string]> = [
    [
      'booking.confirm.barber',
      draft.barberId == null
        ? t('booking.confirm.noPreference')
        : (barber?.name ?? t('booking.confirm.barberNumber', { id: draft.barberId })),
    ],
    ['booking.confirm.service', service?.name ?? '—'],
    ['booking.confirm.date', draft.date ? date(draft.date, 'full') : '—'],
    ['booking.confirm.time', draft.time ? time(draft.time) : '—'],
    ['booking.confirm.duration', service ? t('booking.confirm.minutes', { minutes: service.duration }) : '—'],
    ['booking.confirm.total', servicePrice(service, draft.barberId)],
    ['booking.confirm.name', draft.clientName ?? '—'],
    ['booking.confirm.email', draft.clientEmail ?? '—'],
    ['booking.confirm.phone', draft.clientPhone ?? '—'],
    ...(draft.notes ? ([['booking.confirm.notes', draft.notes]] as Array<[MessageId, string]>) : []),
  ];

  return (
    <section aria-labelledby="booking-step-title">
      <Heading as="h2" size="6" id="booking-step-title" tabIndex={-1} mb="1">
        {t('booking.confirm.title')}
      </Heading>
      <Text as="p" size="2" color="gray" mb="4">
        {t('booking.confirm.intro')}
      </Text>
      <DataList.Root orientation="horizontal" size={{ initial: '2', sm: '3' }} className="booking-summary" data-testid="booking-summary">
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.Label minWidth={{ initial: '84px', sm: '110px' }}>{t(label)}</DataList.Label>
            <DataList.Value>
              <Text
                weight={label === 'booking.confirm.total' ? 'bold' : 'regular'}
                color={label === 'booking.confirm.total' ? 'amber' : undefined}
                className="booking-break"
              >
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
            <CheckIcon aria-hidden /> {booking ? t('booking.confirm.booking') : t('booking.confirm.book')}
          </Button>
        }
      />
    </section>
  );
}
