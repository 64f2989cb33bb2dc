import type { Db } from '../db/connect';
import { shopInstant, addDays } from '#shared/domain/shop-time';

export type LineDayRow = { date: string; served: number; walk_aways: number; avg_wait: number | null; p90_wait: number | null };
export type LineBarberRow = {
  barber_id: number;
  served: number;
  walk_aways: number;
  avg_wait: number | null;
  p90_wait: number | null;
  no_shows: number;
};

const WAIT = `extract(epoch from l.started_at - l.joined_at) / 60`;
const DAY = `(l.joined_at at time zone 'America/Puerto_Rico')::date`;
/** Left without being served, by walking away or being taken off by staff; not an entry closed because its day ended (078). */
const WALKED_AWAY = `l.status = 'left' and l.day_ended_at is null`;

/**
 * The line's figures for Analytics (docs/decisions/067-floor-data-model-and-live-channel.md): waits are joined → in the chair.
 * A barber's walk-aways are those who asked for that barber; a "first available" walk-away counts on its day only.
 */
export function lineReportsRepository(db: Db) {
  return {
    async byDay(w: { from: string; to: string }): Promise<LineDayRow[]> {
      const { rows } = await db.raw(
        `select ${DAY}::text as date,
           count(*) filter (where l.started_at is not null)::int as served,
           count(*) filter (where ${WALKED_AWAY})::int as walk_aways,
           avg(${WAIT}) filter (where l.started_at is not null) as avg_wait,
           percentile_cont(0.9) within group (order by ${WAIT}) filter (where l.started_at is not null) as p90_wait
         from line_entries l where l.joined_at >= :from and l.joined_at < :to group by 1 order by 1`,
        { from: shopInstant(w.from).toISOString(), to: shopInstant(addDays(w.to, 1)).toISOString() },
      );
      return rows;
    },
    async byBarber(w: { from: string; to: string }): Promise<LineBarberRow[]> {
      const { rows } = await db.raw(
        `select b.id as barber_id,
           (select count(*)::int from line_entries l where l.chair_barber_id = b.id and l.started_at is not null and l.joined_at >= :from and l.joined_at < :to) as served,
           (select count(*)::int from line_entries l where l.barber_id = b.id and ${WALKED_AWAY} and l.joined_at >= :from and l.joined_at < :to) as walk_aways,
           (select avg(${WAIT}) from line_entries l where l.chair_barber_id = b.id and l.started_at is not null and l.joined_at >= :from and l.joined_at < :to) as avg_wait,
           (select percentile_cont(0.9) within group (order by ${WAIT}) from line_entries l
             where l.chair_barber_id = b.id and l.started_at is not null and l.joined_at >= :from and l.joined_at < :to) as p90_wait,
           (select count(*)::int from appointments a where a.barber_id = b.id and a.status = 'no_show'
             and a.appointment_date between cast(:fromDate as date) and cast(:toDate as date)) as no_shows
         from barbers b where b.active order by b.id`,
        { from: shopInstant(w.from).toISOString(), to: shopInstant(addDays(w.to, 1)).toISOString(), fromDate: w.from, toDate: w.to },
      );
      return rows;
    },
  };
}
