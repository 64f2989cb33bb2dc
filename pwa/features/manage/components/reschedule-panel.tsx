import { useEffect, useRef, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Box, Button, Callout, Flex, Grid, Heading, Select, Skeleton, Text } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { SHOP_TZ, addDays, isSunday, shopDate, shopInstant, to12Hour } from '#shared/domain/shop-time';
import { DEFAULT_BOOKING_HORIZON_DAYS } from '#shared/schemas/booking-rules';
import type { ManagedAppointment } from '#shared/schemas/notifications';
import { ApiError } from '../../../lib/api';
import { LoadProblem, isLoading } from '../../../components/load-problem';
import { rescheduleAppointment, useBookingHorizon, useManagedAvailability } from '../api/manage-api';
import { barberForMove, firstName, manageSlots, type ManageSlot } from '../lib/slots';
import { MANAGE_OFFLINE_MESSAGE } from '../lib/messages';

type Props = { token: string; appointment: ManagedAppointment; online: boolean; onMoved: (a: ManagedAppointment) => void; onClose: () => void };

const ANY = 'any';

/**
 * Another day and time for the same service: the wizard's calendar and time slots (its look), the
 * appointment's own place counting as free, then the barber (its own by default) and Confirm.
 * A lost race says so and shows the day's fresh times.
 */
export function ReschedulePanel({ token, appointment, online, onMoved, onClose }: Props) {
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
      const message = err instanceof ApiError ? (err.serverMessage ?? 'Could not move your appointment. Please try again.') : MANAGE_OFFLINE_MESSAGE;
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

  const selected = shopInstant(date, '12:00');
  return (
    <section aria-labelledby="manage-reschedule-title" className="manage-reschedule" ref={section}>
      <Heading as="h2" size="5" id="manage-reschedule-title" mb="1">Pick a new date and time</Heading>
      <Text as="p" size="2" color="gray" mb="4">Same service: {appointment.serviceName}. Times are shop time in San Juan.</Text>
      <Grid columns={{ initial: '1', md: 'auto 1fr' }} gap="5" align="start">
        <Flex justify="center" className="manage-calendar-box">
          <DayPicker
            className="manage-calendar"
            mode="single"
            required
            timeZone={SHOP_TZ}
            noonSafe
            selected={selected}
            onSelect={(day) => {
              setDate(shopDate(day));
              setSlot(undefined);
              setProblem(undefined);
            }}
            disabled={(day: Date) => {
              const d = shopDate(day);
              return d < today || d > lastDay || isSunday(d);
            }}
            startMonth={shopInstant(today, '12:00')}
            endMonth={shopInstant(lastDay, '12:00')}
            defaultMonth={selected}
          />
        </Flex>
        <Box>
          <Heading as="h3" size="3" mb="3">Available times</Heading>
          {isLoading(availability) && !availability.data ? (
            <Grid columns={{ initial: '2', sm: '3' }} gap="2" aria-busy="true" aria-label="Loading times">
              {Array.from({ length: 9 }, (_, i) => <Skeleton key={i} height="64px" />)}
            </Grid>
          ) : availability.data ? (
            <Slots slots={manageSlots(availability.data)} current={date === appointment.date ? appointment.time : undefined} chosen={slot?.time} onPick={pick} />
          ) : (
            <LoadProblem what="available times" query={availability} offlineMessage={MANAGE_OFFLINE_MESSAGE} />
          )}
        </Box>
      </Grid>
      {problem && (
        <Callout.Root color="red" role="alert" mt="4" data-testid="manage-reschedule-problem">
          <Callout.Icon><ExclamationTriangleIcon /></Callout.Icon>
          <Callout.Text>{problem}</Callout.Text>
        </Callout.Root>
      )}
      <Flex gap="3" mt="5" align="end" justify="between" wrap="wrap">
        <Flex direction="column" gap="1">
          <Text as="label" size="2" weight="medium" htmlFor="manage-barber">Barber</Text>
          <Select.Root value={barber} onValueChange={setBarber} disabled={!slot} size="3">
            <Select.Trigger id="manage-barber" placeholder="Pick a time first" className="manage-barber-select" />
            <Select.Content position="popper">
              <Select.Item value={ANY}>No preference</Select.Item>
              {slot?.barbers.map((b) => <Select.Item key={b.id} value={String(b.id)}>{b.name}</Select.Item>)}
            </Select.Content>
          </Select.Root>
        </Flex>
        <Flex gap="3" wrap="wrap">
          <Button size="3" variant="soft" color="gray" onClick={onClose}>Keep current time</Button>
          <Button size="3" onClick={() => void confirm()} disabled={!slot || !online} loading={saving}>
            {slot ? `Move to ${to12Hour(slot.time)}` : 'Choose a time'}
          </Button>
        </Flex>
      </Flex>
    </section>
  );
}

function Slots({ slots, current, chosen, onPick }: { slots: ManageSlot[]; current?: string; chosen?: string; onPick: (s: ManageSlot) => void }) {
  if (!slots.some((s) => s.barbers.length > 0)) {
    return (
      <Flex className="manage-notice" align="center" justify="center" p="5">
        <Text size="2" color="gray" align="center">No available slots for this date</Text>
      </Flex>
    );
  }
  return (
    <Grid columns={{ initial: '2', sm: '3' }} gap="2" role="group" aria-label="Times">
      {slots.map((s) => {
        const free = s.barbers.length > 0;
        return (
          <button key={s.time} type="button" className="manage-slot" data-time={s.time} aria-pressed={s.time === chosen} disabled={!free} onClick={() => onPick(s)}>
            <Flex justify="between" align="center" gap="2" wrap="wrap">
              <Text weight="bold" size="3">{to12Hour(s.time)}</Text>
              <Badge color={free ? (s.time === current ? 'amber' : 'green') : 'gray'} variant="soft" radius="full">
                {!free ? 'Booked' : s.time === current ? 'Your time' : 'Available'}
              </Badge>
            </Flex>
            {free && <Text as="div" size="1" color="gray">{s.barbers.map((b) => firstName(b.name)).join(', ')}</Text>}
          </button>
        );
      })}
    </Grid>
  );
}
