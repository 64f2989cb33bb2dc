import { useEffect, useRef, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Box, Button, Callout, Flex, Grid, Heading, Select, Skeleton, Text } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '#pwa/components/icons/exclamation-triangle';
import { addDays, isSunday, shopDate } from '#shared/domain/shop-time';
import { DEFAULT_BOOKING_HORIZON_DAYS } from '#shared/schemas/booking-rules';
import type { ManagedAppointment } from '#shared/schemas/notifications';
import { ApiError } from '#pwa/lib/api';
import { LoadProblem, isLoading } from '#pwa/components/load-problem';
import { rescheduleAppointment, useBookingHorizon, useManagedAvailability } from '../api/manage-api';
import { barberForMove, firstName, manageSlots, type ManageSlot } from '../lib/slots';
import { useT } from '#pwa/i18n/use-t';
import { useCalendarText } from '#pwa/lib/use-calendar-text';
import { calendarDate, calendarDay } from '#pwa/lib/calendar-day';

type Props = {
  token: string;
  appointment: ManagedAppointment;
  online: boolean;
  onMoved: (a: ManagedAppointment) => void;
  onClose: () => void;
};

const ANY = 'any';

/**
 * Another day and time for the same service: the wizard's calendar and time slots (its look), the
 * appointment's own place counting as free, then the barber (its own by default) and Confirm.
 * A lost race says so and shows the day's fresh times.
 */
export function ReschedulePanel({ token, appointment, online, onMoved, onClose }: Props) {
  const { t, time, known } = useT();
  const calendarText = useCalendarText();
  const offlineMessage = t('manage.offline.message');
  const [today] = useState(() => shopDate(new Date()));
  const horizon = useBookingHorizon();
  const lastDay = addDays(today, horizon.data?.horizonDays ?? DEFAULT_BOOKING_HORIZON_DAYS);
  const [date, setDate] = useState<string>(appointment.date);
  const [slot, setSlot] = useState<ManageSlot>();
  const [barber, setBarber] = useState<string>(ANY);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string>();
  const availability = useManagedAvailability(token, date);
  const queryClient = useQueryClient();
  const section = useRef<HTMLElement>(null);
  // Opened below the details: bring it into view (a phone shows only the details otherwise).
  // (A block body: newer browsers' scrollIntoView answers a promise, which React would take for a clean-up.)
  useEffect(() => {
    section.current?.scrollIntoView({ block: 'start' });
  }, []);

  const pick = (s: ManageSlot) => {
    setSlot(s);
    setProblem(undefined);
    const keep = barberForMove(s, null, appointment.barberId);
    setBarber(keep === null ? ANY : String(keep));
  };

  const confirm = async () => {
    if (!slot) return;
    setSaving(true);
    setProblem(undefined);
    try {
      const moved = await rescheduleAppointment(token, { date, time: slot.time, barberId: barber === ANY ? null : Number(barber) });
      onMoved(moved);
    } catch (err) {
      const message =
        err instanceof ApiError ? (err.serverMessage ? known(err.serverMessage) : t('manage.reschedule.failed')) : offlineMessage;
      setProblem(message);
      if (err instanceof ApiError && err.status === 409) {
        // Taken meanwhile: fresh times for the day.
        setSlot(undefined);
        await queryClient.invalidateQueries({ queryKey: ['/api/manage', token] });
      }
    } finally {
      setSaving(false);
    }
  };

  // The shop's dates as floating days (pwa/lib/calendar-day.ts).
  const selected = calendarDay(date);
  return (
    <section aria-labelledby="manage-reschedule-title" className="manage-reschedule" ref={section}>
      <Heading as="h2" size="5" id="manage-reschedule-title" mb="1">
        {t('manage.reschedule.title')}
      </Heading>
      <Text as="p" size="2" color="gray" mb="4">
        {t('manage.reschedule.intro', { service: appointment.serviceName })}
      </Text>
      <Grid columns={{ initial: '1', md: 'auto 1fr' }} gap="5" align="start">
        <Flex justify="center" className="manage-calendar-box">
          <DayPicker
            {...calendarText}
            className="manage-calendar"
            mode="single"
            required
            today={calendarDay(today)}
            selected={selected}
            onSelect={(day) => {
              setDate(calendarDate(day));
              setSlot(undefined);
              setProblem(undefined);
            }}
            disabled={(day: Date) => {
              const d = calendarDate(day);
              return d < today || d > lastDay || isSunday(d);
            }}
            startMonth={calendarDay(today)}
            endMonth={calendarDay(lastDay)}
            defaultMonth={selected}
          />
        </Flex>
        <Box>
          <Heading as="h3" size="3" mb="3">
            {t('manage.reschedule.available')}
          </Heading>
          {isLoading(availability) && !availability.data ? (
            <Grid columns={{ initial: '2', sm: '3' }} gap="2" aria-busy="true" aria-label={t('manage.reschedule.loading')}>
              {Array.from({ length: 9 }, (_, i) => (
                <Skeleton key={i} height="64px" />
              ))}
            </Grid>
          ) : availability.data ? (
            <Slots
              slots={manageSlots(availability.data)}
              current={date === appointment.date ? appointment.time : undefined}
              chosen={slot?.time}
              onPick={pick}
            />
          ) : (
            <LoadProblem what={t('manage.load.times')} query={availability} offlineMessage={offlineMessage} />
          )}
        </Box>
      </Grid>
      {problem && (
        <Callout.Root color="red" role="alert" mt="4" data-testid="manage-reschedule-problem">
          <Callout.Icon>
            <ExclamationTriangleIcon />
          </Callout.Icon>
          <Callout.Text>{problem}</Callout.Text>
        </Callout.Root>
      )}
      <Flex gap="3" mt="5" align="end" justify="between" wrap="wrap">
        <Flex direction="column" gap="1">
          <Text as="label" size="2" weight="medium" htmlFor="manage-barber">
            {t('manage.reschedule.barber')}
          </Text>
          <Select.Root value={barber} onValueChange={setBarber} disabled={!slot} size="3">
            <Select.Trigger id="manage-barber" placeholder={t('manage.reschedule.pickTimeFirst')} className="manage-barber-select" />
            <Select.Content position="popper">
              <Select.Item value={ANY}>{t('manage.reschedule.noPreference')}</Select.Item>
              {slot?.barbers.map((b) => (
                <Select.Item key={b.id} value={String(b.id)}>
                  {b.name}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </Flex>
        <Flex gap="3" wrap="wrap">
          <Button size="3" variant="soft" color="gray" onClick={onClose}>
            {t('manage.reschedule.keep')}
          </Button>
          <Button size="3" onClick={() => void confirm()} disabled={!slot || !online} loading={saving}>
            {slot ? t('manage.reschedule.moveTo', { time: time(slot.time) }) : t('manage.reschedule.choose')}
          </Button>
        </Flex>
      </Flex>
    </section>
  );
}

function Slots({
  slots,
  current,
  chosen,
  onPick,
}: {
  slots: ManageSlot[];
  current?: string;
  chosen?: string;
  onPick: (s: ManageSlot) => void;
}) {
  const { t, time } = useT();
  if (!slots.some((s) => s.barbers.length > 0)) {
    return (
      <Flex className="manage-notice" align="center" justify="center" p="5">
        <Text size="2" color="gray" align="center">
          {t('manage.slots.none')}
        </Text>
      </Flex>
    );
  }
  return (
    <Grid columns={{ initial: '2', sm: '3' }} gap="2" role="group" aria-label={t('manage.slots.group')}>
      {slots.map((s) => {
        const free = s.barbers.length > 0;
        return (
          <button
            key={s.time}
            type="button"
            className="manage-slot"
            data-time={s.time}
            aria-pressed={s.time === chosen}
            disabled={!free}
            onClick={() => onPick(s)}
          >
            <Flex justify="between" align="center" gap="2" wrap="wrap">
              <Text weight="bold" size="3">
                {time(s.time)}
              </Text>
              <Badge color={free ? (s.time === current ? 'amber' : 'green') : 'gray'} variant="soft" radius="full">
                {!free ? t('manage.slots.booked') : s.time === current ? t('manage.slots.yours') : t('manage.slots.available')}
              </Badge>
            </Flex>
            {free && (
              <Text as="div" size="1" color="gray">
                {s.barbers.map((b) => firstName(b.name)).join(', ')}
              </Text>
            )}
          </button>
        );
      })}
    </Grid>
  );
}
