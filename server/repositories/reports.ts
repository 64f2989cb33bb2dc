import type { Db } from '../db/connect';

/** Counted: every visit but a cancelled one or a no-show (it earned nothing). */
const LIVE = `a.status not in ('cancelled', 'no_show')`;
const IN_WINDOW = 'a.appointment_date between cast(:from as date) and cast(:to as date)';

export type DayTally = { date: string; count: number; revenue_cents: number };
export type ServiceTallyRow = { service_id: number; name: string; count: number; revenue_cents: number };
export type BarberTallyRow = { barber_id: number; name: string; rating: string | number | null; count: number; revenue_cents: number };

/** Read-only counts and sums for the stat cards and the Analytics tab (live = not cancelled). */
export function reportsRepository(db: Db) {
  return {
    /** Live appointments and their revenue on `today`, and live appointments from `weekStart` to `weekEnd`. */
    async appointmentCounts(p: { today: string; weekStart: string; weekEnd: string }) {
      const { rows } = await db.raw(
        `select
           count(*) filter (where a.appointment_date = cast(:today as date)) as today_count,
           coalesce(sum(a.total_price_cents) filter (where a.appointment_date = cast(:today as date)), 0) as today_cents,
           count(*) filter (where a.appointment_date between cast(:weekStart as date) and cast(:weekEnd as date)) as week_count
         from appointments a
         where ${LIVE} and a.appointment_date between least(cast(:today as date), cast(:weekStart as date)) and greatest(cast(:today as date), cast(:weekEnd as date))`,
        p,
      );
      const r = rows[0];
      return { todayCount: Number(r.today_count), todayCents: Number(r.today_cents), weekCount: Number(r.week_count) };
    },

    /** Clients created in `[from, to)` (instants). */
    async clientsCreated(from: Date, to: Date): Promise<number> {
      const r = await db('clients').where('created_at', '>=', from).andWhere('created_at', '<', to).count({ n: '*' }).first();
      return Number(r?.n ?? 0);
    },

    async byDay(w: { from: string; to: string }): Promise<DayTally[]> {
      const { rows } = await db.raw(
        `select a.appointment_date::text as date, count(*) as count, coalesce(sum(a.total_price_cents), 0) as revenue_cents
         from appointments a where ${LIVE} and ${IN_WINDOW} group by a.appointment_date order by a.appointment_date`,
        w,
      );
      return rows.map((r: DayTally) => ({ date: r.date, count: Number(r.count), revenue_cents: Number(r.revenue_cents) }));
    },

    async windowTotals(w: { from: string; to: string }) {
      const { rows } = await db.raw(
        `select count(*) filter (where ${LIVE} and a.is_walk_in) as walk_ins,
                count(*) filter (where not (${LIVE})) as cancelled
         from appointments a where ${IN_WINDOW}`,
        w,
      );
      return { walkIns: Number(rows[0].walk_ins), cancelled: Number(rows[0].cancelled) };
    },

    async byService(w: { from: string; to: string }): Promise<ServiceTallyRow[]> {
      const { rows } = await db.raw(
        `select s.id as service_id, s.name, count(*) as count, coalesce(sum(a.total_price_cents), 0) as revenue_cents
         from appointments a join services s on s.id = a.service_id
         where ${LIVE} and ${IN_WINDOW} group by s.id, s.name`,
        w,
      );
      return rows.map((r: ServiceTallyRow) => ({ ...r, count: Number(r.count), revenue_cents: Number(r.revenue_cents) }));
    },

    /** Every active barber, and any other with appointments in the window. */
    async byBarber(w: { from: string; to: string }): Promise<BarberTallyRow[]> {
      const { rows } = await db.raw(
        `select b.id as barber_id, b.name, b.rating, count(a.id) as count, coalesce(sum(a.total_price_cents), 0) as revenue_cents
         from barbers b left join appointments a on a.barber_id = b.id and ${LIVE} and ${IN_WINDOW}
         group by b.id, b.name, b.rating
         having b.active or count(a.id) > 0`,
        w,
      );
      return rows.map((r: BarberTallyRow) => ({ ...r, count: Number(r.count), revenue_cents: Number(r.revenue_cents) }));
    },
  };
}
