import type { Db } from '../db/connect';
import type { BarberDay, Block, Interval } from '#shared/domain/slots';
import { addDays, shopInstant, weekday } from '#shared/domain/shop-time';

export type BookableService = {
  id: number;
  name: string;
  priceCents: number | null;
  durationMin: number;
  /** Minutes after the service the barber stays busy (stored on each appointment booked). */
  cleanupMin: number;
  /** Retired: kept for past appointments, never booked again. */
  retired: boolean;
  /** false: staff-only (walk-ins), refused by public booking. */
  bookableOnline: boolean;
};
/** A barber who performs the service, with their own price for it (null: the service's). */
export type ScheduleBarber = BarberDay & { priceCents: number | null };
/** The shop's booking rules as stored (app_settings 'shop'); `horizonDays` null: the server's default. */
export type StoredBookingRules = { minNoticeMinutes: number; slotStepMinutes: number; horizonDays: number | null };
export type ScheduleDay = {
  service: BookableService | undefined;
  /** The active barbers who perform the service (service_barbers), time off marked. */
  barbers: ScheduleBarber[];
  blocks: Block[];
  /** The shop's closure covering the date, if any. */
  closure: { reason: string } | null;
  rules: StoredBookingRules;
};

type DayRow = {
  service: {
    id: number;
    name: string;
    price_cents: number | null;
    duration_min: number;
    cleanup_min: number;
    retired: boolean;
    bookable_online: boolean;
  } | null;
  barbers: { id: number; name: string; price_cents: number | null; time_off: boolean }[];
  hours: ({ barberId: number } & Interval)[];
  appointments: ({ barberId: number } & Interval)[];
  blocks: Block[];
  closure: { reason: string } | null;
  rules: { minNoticeMinutes?: unknown; slotStepMinutes?: unknown; horizonDays?: unknown } | null;
};

const minuteOfDay = (col: string) => `(extract(hour from ${col}) * 60 + extract(minute from ${col}))::int`;

/**
 * Everything the slot rules need about one day, in one round trip: the service (with its clean-up,
 * retired and staff-only flags), the active barbers who perform it (service_barbers, with their own
 * price and whether they are on time off that day) with that weekday's hours and the day's live
 * appointments (service and clean-up, minutes from the shop-local midnight of the date), the blocks
 * covering the date, the closure covering it, and the shop's booking rules (app_settings 'shop').
 * An appointment lasts at most 8 hours plus 2 of clean-up, so one touching the date starts on it or
 * the day before (which lets the date index serve).
 * The availability cache trusts migration 007's and 011's triggers to announce every change to what this
 * reads: reading another table or appointments column needs a trigger for it (docs/decisions/003-availability-cache.md).
 */
const DAY_SQL = `
select
  (select row_to_json(s) from (select id, name, price_cents, duration_min, cleanup_min, retired_at is not null as retired, bookable_online
                                 from services where id = :serviceId) s) as service,
  coalesce((select json_agg(json_build_object(
              'id', b.id, 'name', b.name, 'price_cents', sb.price_cents,
              'time_off', exists (select 1 from barber_time_off t
                                   where t.barber_id = b.id and t.start_date <= cast(:date as date) and t.end_date >= cast(:date as date)))
              order by b.id)
            from barbers b join service_barbers sb on sb.barber_id = b.id and sb.service_id = :serviceId
            where b.active), '[]') as barbers,
  coalesce((select json_agg(json_build_object('barberId', barber_id, 'start', ${minuteOfDay('start_time')}, 'end', ${minuteOfDay('end_time')}))
            from barber_hours where weekday = :weekday), '[]') as hours,
  coalesce((select json_agg(json_build_object(
              'barberId', barber_id,
              'start', extract(epoch from lower(during) - cast(:dayStart as timestamptz)) / 60,
              'end', extract(epoch from upper(during) - cast(:dayStart as timestamptz)) / 60))
            from appointments
            where appointment_date in (cast(:dayBefore as date), cast(:date as date)) and status <> 'cancelled'
              and during && tstzrange(cast(:dayStart as timestamptz), cast(:dayEnd as timestamptz))), '[]') as appointments,
  coalesce((select json_agg(json_build_object(
              'barberId', barber_id, 'startDate', start_date::text, 'endDate', end_date::text,
              'startTime', to_char(start_time, 'HH24:MI'), 'endTime', to_char(end_time, 'HH24:MI')))
            from blocked_slots where start_date <= cast(:date as date) and end_date >= cast(:date as date)), '[]') as blocks,
  (select json_build_object('reason', reason) from closures
    where start_date <= cast(:date as date) and end_date >= cast(:date as date) order by start_date, id limit 1) as closure,
  (select value -> 'bookingRules' from app_settings where key = 'shop') as rules`;

const intOr = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : fallback);

/** The booking rules from the stored shop details (absent or damaged fields: the defaults). */
export function storedBookingRules(r: DayRow['rules']): StoredBookingRules {
  const step = intOr(r?.slotStepMinutes, 30);
  const horizon = intOr(r?.horizonDays, 0);
  return {
    minNoticeMinutes: intOr(r?.minNoticeMinutes, 0),
    slotStepMinutes: step > 0 ? step : 30,
    horizonDays: horizon > 0 ? horizon : null,
  };
}

export function scheduleRepository(db: Db) {
  return {
    async loadDay(date: string, serviceId: number): Promise<ScheduleDay> {
      const { rows } = await db.raw(DAY_SQL, {
        serviceId,
        weekday: weekday(date),
        date,
        dayBefore: addDays(date, -1),
        dayStart: shopInstant(date).toISOString(),
        dayEnd: shopInstant(addDays(date, 1)).toISOString(),
      });
      const r = rows[0] as DayRow;
      const s = r.service;
      const of = (id: number, list: ({ barberId: number } & Interval)[]) =>
        list.filter((x) => x.barberId === id).map(({ start, end }) => ({ start: Number(start), end: Number(end) }));
      return {
        service: s
          ? {
              id: s.id,
              name: s.name,
              priceCents: s.price_cents,
              durationMin: s.duration_min,
              cleanupMin: s.cleanup_min,
              retired: s.retired,
              bookableOnline: s.bookable_online,
            }
          : undefined,
        barbers: r.barbers.map((b) => ({
          id: b.id,
          name: b.name,
          priceCents: b.price_cents,
          timeOff: b.time_off,
          hours: of(b.id, r.hours),
          appointments: of(b.id, r.appointments),
        })),
        blocks: r.blocks,
        closure: r.closure,
        rules: storedBookingRules(r.rules),
      };
    },
  };
}
