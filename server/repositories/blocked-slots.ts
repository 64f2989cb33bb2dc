import type { Db } from '../db/connect';
import { ALL_BARBERS, type BlockBounds, type BlockedSlot, type NewBlockedSlot } from '#shared/schemas/blocked-slot';
import { clockTime } from '#shared/domain/shop-time';
import { blockWindow } from '#shared/domain/block-window';

type Row = {
  id: number;
  barber_id: number | null;
  barber_name: string | null;
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  reason: string;
  created_at: Date;
};

/** The database keeps "all barbers" as NULL; the API says 0 (docs/decisions/002-booking.md). */
const present = (r: Row): BlockedSlot => ({
  id: r.id,
  barberId: r.barber_id ?? ALL_BARBERS,
  barberName: r.barber_id === null ? 'All Barbers' : (r.barber_name ?? ''),
  startDate: r.start_date,
  endDate: r.end_date,
  startTime: clockTime(String(r.start_time)),
  endTime: clockTime(String(r.end_time)),
  reason: r.reason,
  createdAt: new Date(r.created_at).toISOString(),
});

export function blockedSlotsRepository(db: Db) {
  const withBarber = () => db('blocked_slots as k').leftJoin('barbers as b', 'b.id', 'k.barber_id').select('k.*', 'b.name as barber_name');
  return {
    /** Blocks ending on or after `fromDate`, by start date, start time, id. */
    async listFrom(fromDate: string): Promise<BlockedSlot[]> {
      const rows: Row[] = await withBarber()
        .where('k.end_date', '>=', fromDate)
        .orderBy([{ column: 'k.start_date' }, { column: 'k.start_time' }, { column: 'k.id' }]);
      return rows.map(present);
    },

    async find(id: number): Promise<BlockedSlot | undefined> {
      const row: Row | undefined = await withBarber().where('k.id', id).first();
      return row && present(row);
    },

    async insert(b: NewBlockedSlot, now: Date): Promise<number> {
      const [row] = await db('blocked_slots')
        .insert({
          barber_id: b.barberId === ALL_BARBERS ? null : b.barberId,
          start_date: b.startDate,
          end_date: b.endDate,
          start_time: b.startTime,
          end_time: b.endTime,
          reason: b.reason,
          created_at: now,
        })
        .returning('id');
      return row.id;
    },

    async remove(id: number): Promise<boolean> {
      return (await db('blocked_slots').where({ id }).delete()) > 0;
    },
    /** How far each active barber's weekly hours reach (earliest start, latest end), and All Barbers' (shared/domain/block-window.ts). */
    async bounds(): Promise<BlockBounds> {
      const rows: { barber_id: number; start_time: string; end_time: string }[] = await db('barber_hours as h')
        .join('barbers as b', 'b.id', 'h.barber_id')
        .where('b.active', true)
        .groupBy('h.barber_id')
        .orderBy('h.barber_id')
        .select('h.barber_id', db.raw('min(h.start_time) as start_time'), db.raw('max(h.end_time) as end_time'));
      const reach = rows.map((r) => ({
        barberId: Number(r.barber_id),
        start: clockTime(String(r.start_time)),
        end: clockTime(String(r.end_time)),
      }));
      const barbers: { id: number }[] = await db('barbers').where({ active: true }).select('id').orderBy('id');
      return {
        all: blockWindow(reach),
        barbers: barbers.map(({ id }) => ({ barberId: id, ...blockWindow(reach.filter((r) => r.barberId === id)) })),
      };
    },
  };
}
