import type { Knex } from 'knex';
import type { Db } from '../db/connect';
import type { AdminAppointment, AdminAppointmentPage } from '#shared/schemas/admin-appointment';
import { clockTime, fromMinutes, toMinutes } from '#shared/domain/shop-time';

type Row = {
  id: number;
  appointment_date: string;
  appointment_time: string;
  duration_min: number;
  client_id: number;
  first_name: string;
  last_name: string;
  phone: string;
  email: string | null;
  service_id: number;
  service_name: string;
  barber_id: number;
  barber_name: string;
  is_walk_in: boolean;
  status: AdminAppointment['status'];
  payment_status: AdminAppointment['paymentStatus'];
  total_price_cents: number;
  notes: string | null;
  created_at: Date;
  cancelled_at: Date | null;
};

export const presentAdminAppointment = (r: Row): AdminAppointment => {
  const time = clockTime(String(r.appointment_time));
  return {
    id: r.id,
    appointmentDate: r.appointment_date,
    appointmentTime: time,
    endTime: fromMinutes((toMinutes(time) + r.duration_min) % 1440),
    duration: r.duration_min,
    clientId: r.client_id,
    clientName: `${r.first_name} ${r.last_name}`.trim(),
    clientPhone: r.phone,
    clientEmail: r.email,
    serviceId: r.service_id,
    serviceName: r.service_name,
    barberId: r.barber_id,
    barberName: r.barber_name,
    isWalkIn: r.is_walk_in,
    status: r.status,
    paymentStatus: r.payment_status,
    totalPrice: (r.total_price_cents / 100).toFixed(2),
    notes: r.notes,
    createdAt: new Date(r.created_at).toISOString(),
    cancelledAt: r.cancelled_at ? new Date(r.cancelled_at).toISOString() : null,
  };
};

/** Appointments with their client, service and barber, as staff read them. */
export function adminAppointmentsQuery(db: Db): Knex.QueryBuilder {
  return db('appointments as a')
    .join('clients as c', 'c.id', 'a.client_id')
    .join('services as s', 's.id', 'a.service_id')
    .join('barbers as b', 'b.id', 'a.barber_id')
    .select(
      'a.id',
      'a.appointment_date',
      'a.appointment_time',
      'a.duration_min',
      'a.client_id',
      'c.first_name',
      'c.last_name',
      'c.phone',
      'c.email',
      'a.service_id',
      's.name as service_name',
      'a.barber_id',
      'b.name as barber_name',
      'a.is_walk_in',
      'a.status',
      'a.payment_status',
      'a.total_price_cents',
      'a.notes',
      'a.created_at',
      'a.cancelled_at',
    );
}

/**
 * The list's filters: one shop-local `date`, or a range `from` (on or after) / `before` (strictly
 * before); a barber; `order` by date, time and id ('asc' unless said).
 */
export type ListFilters = { date?: string; from?: string; before?: string; barberId?: number; order?: 'asc' | 'desc' };

function filtered(q: Knex.QueryBuilder, f: ListFilters): Knex.QueryBuilder {
  if (f.date) q.where('a.appointment_date', f.date);
  if (f.from) q.where('a.appointment_date', '>=', f.from);
  if (f.before) q.where('a.appointment_date', '<', f.before);
  if (f.barberId) q.where('a.barber_id', f.barberId);
  return q;
}

export function adminAppointmentsRepository(db: Db) {
  return {
    /** Filtered by shop-local date and barber (either optional), by date, time, id. Cancelled rows included. */
    async list(f: ListFilters): Promise<AdminAppointment[]> {
      const order = f.order ?? 'asc';
      const q = filtered(adminAppointmentsQuery(db), f).orderBy([
        { column: 'a.appointment_date', order },
        { column: 'a.appointment_time', order },
        { column: 'a.id', order },
      ]);
      return ((await q) as Row[]).map(presentAdminAppointment);
    },

    /** One page of `list`: `limit` rows from `offset`, with how many match in all. */
    async page(f: ListFilters & { limit: number; offset: number }): Promise<AdminAppointmentPage> {
      const order = f.order ?? 'asc';
      const [rows, counted] = await Promise.all([
        filtered(adminAppointmentsQuery(db), f)
          .orderBy([
            { column: 'a.appointment_date', order },
            { column: 'a.appointment_time', order },
            { column: 'a.id', order },
          ])
          .limit(f.limit)
          .offset(f.offset) as Promise<Row[]>,
        filtered(db('appointments as a'), f).count({ n: '*' }).first() as Promise<{ n: string | number } | undefined>,
      ]);
      const total = Number(counted?.n ?? 0);
      const next = f.offset + rows.length;
      return { appointments: rows.map(presentAdminAppointment), total, nextOffset: rows.length > 0 && next < total ? next : null };
    },

    async find(id: number): Promise<AdminAppointment | undefined> {
      const r = (await adminAppointmentsQuery(db).where('a.id', id).first()) as Row | undefined;
      return r && presentAdminAppointment(r);
    },

    async findMany(ids: number[]): Promise<Map<number, AdminAppointment>> {
      if (ids.length === 0) return new Map();
      const rows = (await adminAppointmentsQuery(db).whereIn('a.id', ids)) as Row[];
      return new Map(rows.map((r) => [r.id, presentAdminAppointment(r)]));
    },

    /** A client's appointments, newest first (cancelled included). */
    async ofClient(clientId: number): Promise<AdminAppointment[]> {
      const rows = (await adminAppointmentsQuery(db)
        .where('a.client_id', clientId)
        .orderBy([
          { column: 'a.appointment_date', order: 'desc' },
          { column: 'a.appointment_time', order: 'desc' },
          { column: 'a.id', order: 'desc' },
        ])) as Row[];
      return rows.map(presentAdminAppointment);
    },

    /**
     * Live appointments that overlap a daily window on any date of a range, for one barber or all
     * (null): the ones a new block would collide with.
     */
    async overlapping(b: { barberId: number | null; startDate: string; endDate: string; startTime: string; endTime: string }) {
      const q = adminAppointmentsQuery(db)
        .whereBetween('a.appointment_date', [b.startDate, b.endDate])
        .whereNot('a.status', 'cancelled')
        .whereRaw('(extract(epoch from a.appointment_time) / 60)::int < ?', [toMinutes(b.endTime)])
        .whereRaw('(extract(epoch from a.appointment_time) / 60)::int + a.duration_min > ?', [toMinutes(b.startTime)])
        .orderBy([{ column: 'a.appointment_date' }, { column: 'a.appointment_time' }, { column: 'a.id' }]);
      if (b.barberId !== null) q.where('a.barber_id', b.barberId);
      return ((await q) as Row[]).map(presentAdminAppointment);
    },

    /**
     * Live appointments not yet over at `now` on the dates `from`–`to` (inclusive; either open), of one
     * barber or all (null): the ones time off, a closure or a deactivation would strand.
     */
    async liveUpcoming(c: { barberId: number | null; now: Date; from?: string; to?: string }) {
      const q = adminAppointmentsQuery(db)
        .whereNot('a.status', 'cancelled')
        .whereRaw('upper(a.during) > ?', [c.now])
        .orderBy([{ column: 'a.appointment_date' }, { column: 'a.appointment_time' }, { column: 'a.id' }]);
      if (c.from) q.where('a.appointment_date', '>=', c.from);
      if (c.to) q.where('a.appointment_date', '<=', c.to);
      if (c.barberId !== null) q.where('a.barber_id', c.barberId);
      return ((await q) as Row[]).map(presentAdminAppointment);
    },
  };
}
