import type { Db } from '../db/connect';
import type { Closure, ClosureInput, TimeOff } from '#shared/schemas/days-off';

type ClosureRow = { id: number; start_date: string; end_date: string; reason: string };
type TimeOffRow = ClosureRow & { barber_id: number };

const presentClosure = (r: ClosureRow): Closure => ({
  id: r.id,
  startDate: String(r.start_date),
  endDate: String(r.end_date),
  reason: r.reason,
});
const presentTimeOff = (r: TimeOffRow): TimeOff => ({ ...presentClosure(r), barberId: r.barber_id });

/** The shop's closures (whole days, start to end inclusive). */
export function closuresRepository(db: Db) {
  return {
    /** Those not over by `today` (shop date), by start. */
    async listFrom(today: string): Promise<Closure[]> {
      const rows: ClosureRow[] = await db('closures')
        .where('end_date', '>=', today)
        .orderBy([{ column: 'start_date' }, { column: 'id' }]);
      return rows.map(presentClosure);
    },
    async find(id: number): Promise<Closure | undefined> {
      const row: ClosureRow | undefined = await db('closures').where({ id }).first();
      return row && presentClosure(row);
    },
    async insert(c: Required<Omit<ClosureInput, 'cancelAppointments'>>, now: Date): Promise<Closure> {
      const [row] = await db('closures')
        .insert({ start_date: c.startDate, end_date: c.endDate, reason: c.reason, created_at: now })
        .returning('*');
      return presentClosure(row as ClosureRow);
    },
    async remove(id: number): Promise<boolean> {
      return (await db('closures').where({ id }).delete()) > 0;
    },
  };
}

/** Barbers' time off (whole days, start to end inclusive). */
export function timeOffRepository(db: Db) {
  return {
    /** One barber's time off not over by `today`, by start. */
    async listFrom(barberId: number, today: string): Promise<TimeOff[]> {
      const rows: TimeOffRow[] = await db('barber_time_off')
        .where({ barber_id: barberId })
        .andWhere('end_date', '>=', today)
        .orderBy([{ column: 'start_date' }, { column: 'id' }]);
      return rows.map(presentTimeOff);
    },
    async find(barberId: number, id: number): Promise<TimeOff | undefined> {
      const row: TimeOffRow | undefined = await db('barber_time_off').where({ id, barber_id: barberId }).first();
      return row && presentTimeOff(row);
    },
    async insert(barberId: number, t: Required<Omit<ClosureInput, 'cancelAppointments'>>, now: Date): Promise<TimeOff> {
      const [row] = await db('barber_time_off')
        .insert({ barber_id: barberId, start_date: t.startDate, end_date: t.endDate, reason: t.reason, created_at: now })
        .returning('*');
      return presentTimeOff(row as TimeOffRow);
    },
    async remove(barberId: number, id: number): Promise<boolean> {
      return (await db('barber_time_off').where({ id, barber_id: barberId }).delete()) > 0;
    },
  };
}
