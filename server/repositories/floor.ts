import type { Db } from '../db/connect';
import { addDays, shopInstant, weekday } from '#shared/domain/shop-time';
import type { LineState, VisitState } from '#shared/schemas/floor';
import { LIVE, lineEntryRow, type LineEntryRow } from './line-entry-row';

/** Minutes from the shop-local midnight: a barber's hours or a block's daily window. */
export type Window = { start: number; end: number };

export type FloorBarberRow = { id: number; name: string; timeOff: boolean; hours: Window[]; services: number[] };
export type FloorAppointmentRow = {
  id: number;
  clientId: number;
  firstName: string;
  lastName: string;
  barberId: number;
  barberName: string;
  serviceId: number;
  serviceName: string;
  start: Date;
  minutes: number;
  visit: VisitState;
  arrivedAt: Date | null;
  startedAt: Date | null;
  finishedAt: Date | null;
  chairBarberId: number | null;
  changedAt: Date | null;
};
export type FloorDay = {
  barbers: FloorBarberRow[];
  blocks: Array<{ barberId: number | null } & Window>;
  closed: boolean;
  services: Array<{ id: number; name: string; durationMin: number }>;
  appointments: FloorAppointmentRow[];
  line: LineEntryRow[];
  /** The last 20 real durations (minutes, oldest first) per `${barberId}:${serviceId}`. */
  durations: Map<string, number[]>;
  /** Line entries that ended in the last `WALK_AWAY_DAYS` days: `left` (walked away or removed) and served. */
  outcomes?: { left: number; served: number };
};

/** How far back the walk-away share looks (docs/decisions/066-the-line-wait-estimate.md). */
export const WALK_AWAY_DAYS = 14;

/** Awaits each query in turn. */
async function inTurn<T extends readonly unknown[]>(queries: readonly [...T]): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const out: unknown[] = [];
  for (const q of queries) out.push(await q);
  return out as { -readonly [K in keyof T]: Awaited<T[K]> };
}

const minuteOfDay = (col: string) => `(extract(hour from ${col}) * 60 + extract(minute from ${col}))::int`;

/**
 * How the line entries that ended in [since, until) ended: `left` (walked away, or staff marked them Left),
 * `served` (sat down). Entries closed because their shop day ended (`left_reason` 'day_ended') are neither.
 */
async function lineOutcomes(db: Db, since: Date, until: Date): Promise<{ left: number; served: number }> {
  const r = await db('line_entries')
    .whereNotNull('started_at')
    .andWhere('started_at', '>=', since)
    .andWhere('started_at', '<', until)
    .count({ n: '*' })
    .first();
  const l = await db('line_entries')
    .where({ status: 'left' })
    .whereNull('started_at')
    .whereNull('day_ended_at')
    .andWhere('left_at', '>=', since)
    .andWhere('left_at', '<', until)
    .count({ n: '*' })
    .first();
  return { left: Number(l?.n ?? 0), served: Number(r?.n ?? 0) };
}

/** What the board reads about one shop-local day (docs/decisions/067-floor-data-model-and-live-channel.md). */
export function floorRepository(db: Db) {
  return {
    /** The live entries with what their notices need (oweLineNotices). */
    async liveNoticeState(): Promise<
      Array<{
        id: number;
        status: LineState;
        token: string;
        firstName: string;
        phone: string | null;
        email: string | null;
        lang: 'en' | 'es';
        twoAhead: boolean;
        up: boolean;
      }>
    > {
      const rows = await db('line_entries')
        .whereIn('status', LIVE)
        .orderBy('id')
        .select('id', 'status', 'token', 'first_name', 'phone', 'email', 'lang', 'notified_two_ahead_at', 'notified_up_at');
      return rows.map((r: any) => ({
        id: r.id,
        status: r.status,
        token: r.token,
        firstName: r.first_name,
        phone: r.phone,
        email: r.email,
        lang: r.lang,
        twoAhead: r.notified_two_ahead_at !== null,
        up: r.notified_up_at !== null,
      }));
    },
    lineOutcomes: (since: Date, until: Date) => lineOutcomes(db, since, until),
    async loadDay(date: string): Promise<FloorDay> {
      const dayStart = shopInstant(date);
      const dayEnd = shopInstant(addDays(date, 1));
      // One after another (a query builder runs when awaited): in a command's transaction there is one connection.
      const [barbers, hours, offs, blocks, closure, services, serviceBarbers, appointments, line, durations, outcomes] = await inTurn([
        db('barbers').where({ active: true }).orderBy('id').select('id', 'name'),
        db('barber_hours')
          .where({ weekday: weekday(date) })
          .select('barber_id', db.raw(`${minuteOfDay('start_time')} as start`), db.raw(`${minuteOfDay('end_time')} as "end"`)),
        db('barber_time_off').where('start_date', '<=', date).andWhere('end_date', '>=', date).select('barber_id'),
        db('blocked_slots')
          .where('start_date', '<=', date)
          .andWhere('end_date', '>=', date)
          .select('barber_id', db.raw(`${minuteOfDay('start_time')} as start`), db.raw(`${minuteOfDay('end_time')} as "end"`)),
        db('closures').where('start_date', '<=', date).andWhere('end_date', '>=', date).first('id'),
        db('services').select('id', 'name', 'duration_min'),
        db('service_barbers').select('barber_id', 'service_id'),
        db('appointments as a')
          .join('clients as c', 'c.id', 'a.client_id')
          .join('services as s', 's.id', 'a.service_id')
          .join('barbers as b', 'b.id', 'a.barber_id')
          .whereNot('a.status', 'cancelled')
          .whereRaw('a.during && tstzrange(?::timestamptz, ?::timestamptz)', [dayStart.toISOString(), dayEnd.toISOString()])
          .orderByRaw('lower(a.during), a.id')
          .select(
            'a.id',
            'a.client_id',
            'c.first_name',
            'c.last_name',
            'a.barber_id',
            'b.name as barber_name',
            'a.service_id',
            's.name as service_name',
            db.raw('lower(a.during) as start'),
            'a.duration_min',
            'a.visit',
            'a.arrived_at',
            'a.started_at',
            'a.finished_at',
            'a.chair_barber_id',
            'a.visit_changed_at',
          ),
        db('line_entries as l')
          .join('services as s', 's.id', 'l.service_id')
          .whereIn('l.status', LIVE)
          .andWhere('l.joined_at', '>=', dayStart) // a past day's entries are closed by the next write (closeEndedDays)
          .orderBy([{ column: 'l.joined_at' }, { column: 'l.id' }])
          .select('l.*', 's.name as service_name'),
        db.raw(`
          select barber_id, service_id, array_agg(m order by finished_at) as minutes from (
            select v.*, row_number() over (partition by barber_id, service_id order by finished_at desc) as rn from (
              select chair_barber_id as barber_id, service_id, finished_at, extract(epoch from finished_at - started_at) / 60 as m
                from appointments where finished_at is not null and started_at is not null
              union all
              select chair_barber_id, service_id, finished_at, extract(epoch from finished_at - started_at) / 60
                from line_entries where finished_at is not null and day_ended_at is null) v) x
          where rn <= 20 group by barber_id, service_id`),
        lineOutcomes(db, new Date(dayEnd.getTime() - WALK_AWAY_DAYS * 86_400_000), dayEnd),
      ]);
      const off = new Set(offs.map((o: any) => o.barber_id));
      return {
        barbers: barbers.map((b: any) => ({
          id: b.id,
          name: b.name,
          timeOff: off.has(b.id),
          hours: hours
            .filter((h: any) => h.barber_id === b.id)
            .map((h: any) => ({ start: h.start, end: h.end }))
            .sort((x: Window, y: Window) => x.start - y.start),
          services: serviceBarbers.filter((s: any) => s.barber_id === b.id).map((s: any) => s.service_id),
        })),
        blocks: blocks.map((b: any) => ({ barberId: b.barber_id, start: b.start, end: b.end })),
        closed: closure !== undefined,
        services: services.map((s: any) => ({ id: s.id, name: s.name, durationMin: s.duration_min })),
        appointments: appointments.map((a: any) => ({
          id: a.id,
          clientId: a.client_id,
          firstName: a.first_name,
          lastName: a.last_name,
          barberId: a.barber_id,
          barberName: a.barber_name,
          serviceId: a.service_id,
          serviceName: a.service_name,
          start: new Date(a.start),
          minutes: a.duration_min,
          visit: a.visit,
          arrivedAt: a.arrived_at,
          startedAt: a.started_at,
          finishedAt: a.finished_at,
          chairBarberId: a.chair_barber_id,
          changedAt: a.visit_changed_at,
        })),
        line: line.map(lineEntryRow),
        outcomes,
        durations: new Map(durations.rows.map((r: any) => [`${r.barber_id}:${r.service_id}`, r.minutes.map(Number)])),
      };
    },
  };
}
