import type { Db } from '../db/connect';
import type { BarberDay, Block, Interval } from '#shared/domain/slots';
import { addDays, shopInstant, weekday } from '#shared/domain/shop-time';

export type BookableService = { id: number; name: string; priceCents: number | null; durationMin: number };
export type ScheduleDay = { service: BookableService | undefined; barbers: BarberDay[]; blocks: Block[] };

type DayRow = {
  service: { id: number; name: string; price_cents: number | null; duration_min: number } | null;
  barbers: { id: number; name: string }[];
  hours: ({ barberId: number } & Interval)[];
  appointments: ({ barberId: number } & Interval)[];
  blocks: Block[];
};

const minuteOfDay = (col: string) => `(extract(hour from ${col}) * 60 + extract(minute from ${col}))::int`;

/**
 * Everything the slot rules need about one day, in one round trip: the service, every active
 * barber with that weekday's hours and the day's live appointments (minutes from the shop-local
 * midnight of the date), and the blocks covering the date. An appointment lasts at most 8 hours,
 * so one touching the date starts on it or the day before (which lets the date index serve).
 * The availability cache trusts migration 007's triggers to announce every change to what this reads:
 * reading another table or appointments column needs a trigger for it (docs/decisions/003-availability-cache.md).
 */
const DAY_SQL = `
select
  (select row_to_json(s) from (select id, name, price_cents, duration_min from services where id = :serviceId) s) as service,
  coalesce((select json_agg(json_build_object('id', id, 'name', name) order by id) from barbers where active), '[]') as barbers,
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
            from blocked_slots where start_date <= cast(:date as date) and end_date >= cast(:date as date)), '[]') as blocks`;

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
        service: s ? { id: s.id, name: s.name, priceCents: s.price_cents, durationMin: s.duration_min } : undefined,
        barbers: r.barbers.map((b) => ({ id: b.id, name: b.name, hours: of(b.id, r.hours), appointments: of(b.id, r.appointments) })),
        blocks: r.blocks,
      };
    },
  };
}
