import type { Db } from '../db/connect';
import { ErrorCode } from '#shared/errors';
import { SLOT_TAKEN_MESSAGE, type AppointmentStatus, type BookedAppointment, type PaymentStatus } from '#shared/schemas/appointment';
import { clockTime, shopTime } from '#shared/domain/shop-time';
import { conflict } from '../errors';

export type NewAppointment = {
  clientId: number;
  barberId: number;
  serviceId: number;
  date: string;
  time: string;
  startsAt: Date;
  durationMin: number;
  /** Clean-up after the service (the service's when booked): `during` covers both. */
  cleanupMin?: number;
  priceCents: number;
  status: AppointmentStatus;
  paymentStatus: PaymentStatus;
  notes: string | null;
  isWalkIn: boolean;
  /** Made through public booking (counted by the per-client cap); staff-made ones are not. */
  bookedOnline?: boolean;
  createdAt: Date;
  /**
   * The manage link's token hash for the new row's id (docs/decisions/042-notifications.md), written by
   * the INSERT itself: setting it by a later UPDATE would re-check the exclusion constraint against
   * every racing booking still in progress, and wait for each of them.
   */
  manageTokenHash?: (id: number) => string;
};

/** The 409 every overlap ends in, whether found by reading or refused by the exclusion constraint. */
export const slotTaken = () => conflict(SLOT_TAKEN_MESSAGE, ErrorCode.slotTaken);

export function appointmentsRepository(db: Db) {
  return {
    /**
     * Inserts a live appointment. The database refuses an overlap with another live appointment of
     * the same barber (exclusion constraint, SQLSTATE 23P01): that becomes the `slot_taken` 409.
     */
    async insert(a: NewAppointment): Promise<number> {
      const endsAt = new Date(a.startsAt.getTime() + (a.durationMin + (a.cleanupMin ?? 0)) * 60_000);
      const id = a.manageTokenHash
        ? Number((await db.raw(`select nextval(pg_get_serial_sequence('appointments', 'id')) as id`)).rows[0].id)
        : undefined;
      try {
        const [row] = await db('appointments')
          .insert({
            ...(id === undefined ? {} : { id, manage_token_hash: a.manageTokenHash!(id) }),
            client_id: a.clientId,
            barber_id: a.barberId,
            service_id: a.serviceId,
            appointment_date: a.date,
            appointment_time: a.time,
            during: db.raw(`tstzrange(?::timestamptz, ?::timestamptz, '[)')`, [a.startsAt.toISOString(), endsAt.toISOString()]),
            duration_min: a.durationMin,
            cleanup_min: a.cleanupMin ?? 0,
            total_price_cents: a.priceCents,
            status: a.status,
            payment_status: a.paymentStatus,
            notes: a.notes,
            is_walk_in: a.isWalkIn,
            booked_online: a.bookedOnline ?? false,
            created_at: a.createdAt,
          })
          .returning('id');
        return row.id;
      } catch (err) {
        if ((err as { code?: string }).code === '23P01') throw slotTaken();
        throw err;
      }
    },

    /**
     * The barber's first live appointment over `[startsAt, endsAt)` (service and clean-up), leaving out
     * `exceptId` (one being moved): its date, time and length, or undefined.
     */
    async firstLiveOverlap(q: {
      barberId: number;
      startsAt: Date;
      endsAt: Date;
      exceptId?: number;
    }): Promise<{ appointment_date: string; appointment_time: string; duration_min: number } | undefined> {
      return db('appointments')
        .where({ barber_id: q.barberId })
        .whereNot('status', 'cancelled')
        .modify((b) => {
          if (q.exceptId !== undefined) b.whereNot('id', q.exceptId);
        })
        .whereRaw("during && tstzrange(?::timestamptz, ?::timestamptz, '[)')", [q.startsAt.toISOString(), q.endsAt.toISOString()])
        .orderBy('during')
        .first('appointment_date', 'appointment_time', 'duration_min');
    },

    /** The booking answer: no contact details of the client, only the first name. */
    /**
     * Live upcoming appointments (starting after `after`) made through public booking by this client
     * row, or by any client with the same email (trimmed, lower case), or the same phone digits.
     */
    async countLiveOnlineOfClient(c: { clientId: number; email: string; phoneDigits: string | undefined; after: Date }): Promise<number> {
      const row = await db('appointments as a')
        .join('clients as c', 'c.id', 'a.client_id')
        .where('a.booked_online', true)
        .andWhereNot('a.status', 'cancelled')
        .andWhere(db.raw('lower(a.during) > ?', [c.after]))
        .andWhere((w) => {
          w.where('a.client_id', c.clientId).orWhereRaw('lower(trim(c.email)) = ?', [c.email]);
          if (c.phoneDigits) w.orWhereRaw(`regexp_replace(c.phone, '\\D', '', 'g') = ?`, [c.phoneDigits]);
        })
        .count<{ n: string }[]>({ n: '*' })
        .first();
      return Number(row?.n ?? 0);
    },
    async findBooked(id: number): Promise<BookedAppointment | undefined> {
      const r = await db('appointments as a')
        .join('services as s', 's.id', 'a.service_id')
        .join('barbers as b', 'b.id', 'a.barber_id')
        .join('clients as c', 'c.id', 'a.client_id')
        .select(
          'a.*',
          db.raw('lower(a.during) as starts_at'),
          db.raw('upper(a.during) as ends_at'),
          's.name as service_name',
          'b.name as barber_name',
          'c.first_name as client_first_name',
        )
        .where('a.id', id)
        .first();
      if (!r) return undefined;
      return {
        id: r.id,
        clientId: r.client_id,
        clientFirstName: r.client_first_name,
        barberId: r.barber_id,
        barberName: r.barber_name,
        serviceId: r.service_id,
        serviceName: r.service_name,
        appointmentDate: r.appointment_date,
        appointmentTime: clockTime(String(r.appointment_time)),
        endTime: shopTime(r.ends_at),
        duration: r.duration_min,
        startsAt: new Date(r.starts_at).toISOString(),
        endsAt: new Date(r.ends_at).toISOString(),
        totalPrice: (r.total_price_cents / 100).toFixed(2),
        status: r.status,
        paymentStatus: r.payment_status,
        isWalkIn: r.is_walk_in,
        notes: r.notes,
        createdAt: new Date(r.created_at).toISOString(),
      };
    },
  };
}
