import { memo } from 'react';
import { Badge, Flex, Grid, Skeleton, Text } from '@radix-ui/themes';
import { useAvailabilityDetail } from '../api/get-availability';
import { firstName, onlyPerformers, slotRows, upcomingRows, type SlotRow } from '../lib/slots';
import { shopDate, shopTime } from '#shared/domain/shop-time';
import { useBookingRules } from '../api/get-booking-rules';
import { useServices } from '#pwa/lib/catalogue';
import { LoadProblem, isLoading } from '#pwa/components/load-problem';
import { useT } from '#pwa/i18n/use-t';

type Props = { serviceId?: number; date?: string; time?: string; onPick: (time: string) => void };

/**
 * The chosen day's times with Available/Booked badges and the free barbers; only Available ones click.
 * Above them, when the day's last booking is: the last time of the service's grid (the latest any
 * barber's hours allow it to start, free or not). It renders again only when one of its props changes.
 */
export const SlotList = memo(function SlotList({ serviceId, date, time, onPick }: Props) {
  const { t, time: clock } = useT();
  const availability = useAvailabilityDetail(serviceId, date);
  const service = useServices().data?.find((s) => s.id === serviceId);
  const notice = useBookingRules().data?.minNoticeMinutes ?? 0;

  if (!date) return <Notice>{t('booking.slots.pickDateFirst')}</Notice>;
  if (isLoading(availability)) {
    return (
      <Grid columns={{ initial: '2', sm: '3' }} gap="2" aria-busy="true" aria-label={t('booking.slots.loading')}>
        {Array.from({ length: 9 }, (_, i) => (
          <Skeleton key={i} height="64px" />
        ))}
      </Grid>
    );
  }
  if (!availability.isSuccess)
    return <LoadProblem what={t('booking.load.times')} query={availability} offlineMessage={t('booking.offline.message')} />;

  const now = new Date();
  const rows = upcomingRows(slotRows(onlyPerformers(availability.data, service)), date, shopDate(now), shopTime(now), notice);
  const anyAvailable = rows.some((r) => r.available);
  const last = rows[rows.length - 1];
  return (
    <Flex direction="column" gap="3">
      {!anyAvailable && <Notice>{t('booking.slots.none')}</Notice>}
      {last && (
        <Text as="p" size="2" color="gray" data-testid="last-booking">
          {t('booking.slots.lastBooking', { time: clock(last.time) })}
        </Text>
      )}
      {rows.length > 0 && (
        <Grid columns={{ initial: '2', sm: '3' }} gap="2" role="group" aria-label={t('booking.slots.group')}>
          {rows.map((row) => (
            <SlotButton key={row.time} row={row} selected={row.time === time} onPick={onPick} />
          ))}
        </Grid>
      )}
    </Flex>
  );
});

function SlotButton({ row, selected, onPick }: { row: SlotRow; selected: boolean; onPick: (time: string) => void }) {
  const { t, time } = useT();
  return (
    <button
      type="button"
      className="booking-slot"
      data-time={row.time}
      aria-pressed={selected}
      disabled={!row.available}
      onClick={() => onPick(row.time)}
    >
      <Flex justify="between" align="center" gap="2" wrap="wrap">
        <Text weight="bold" size="3">
          {time(row.time)}
        </Text>
        <Badge color={row.available ? 'green' : 'gray'} variant="soft" radius="full">
          {row.available ? t('booking.slots.available') : t('booking.slots.booked')}
        </Badge>
      </Flex>
      {row.available && (
        <Text as="div" size="1" color="gray" className="booking-slot-barbers">
          {row.barberNames.map(firstName).join(', ')}
        </Text>
      )}
    </button>
  );
}

function Notice({ children }: { children: string }) {
  return (
    <Flex className="booking-notice" align="center" justify="center" p="5">
      <Text size="2" color="gray" align="center">
        {children}
      </Text>
    </Flex>
  );
}
