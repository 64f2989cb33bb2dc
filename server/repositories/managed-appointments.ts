import type { Db } from '../db/connect';
import { clockTime } from '#shared/domain/shop-time';
import type { Lang } from '#shared/i18n/lang';
import { slotTaken } from './appointments';

/** An appointment as its manage link sees it (docs/decisions/042-notifications.md#the-manage-page). */
export type ManagedRow = {
  id: number;
  status: string;
  clientId: number;
  clientFirstName: string;
  clientEmail: string | null;
  /** The client's language (the calendar file's text). */
  clientLang: Lang;
  serviceId: number;
  serviceName: string;
  barberId: number;
  barberName: string;
  date: string;
  time: string;
  /** Start of the service; end of the service and its clean-up (the row's `during`). */
  startsAt: Date;
  busyUntil: Date;
  durationMin: number;
  cleanupMin: number;
  priceCents: number;
  sequence: number;
};

/** The client's own changes through the manage link. */
export function managedAppointmentsRepository(db: Db) {
  return {
    /** The appointment whose manage token hashes to `hash`; `lock`: row-locked until the transaction ends. */
    async findByTokenHash(hash: string, opts: { lock?: boolean } = {}): Promise<ManagedRow | undefined> {
      const q = db('appointments as a')
        .join('clients as c', 'c.id', 'a.client_id')
        .join('services as s', 's.id', 'a.service_id')
        .join('barbers as b', 'b.id', 'a.barber_id')
        .where('a.manage_token_hash', hash)
        .first(
          'a.id',
          'a.status',
          'a.client_id',
          'c.first_name',
          'c.email',
          'c.lang',
          'a.service_id',
          's.name as service_name',
          'a.barber_id',
          'b.name as barber_name',
          'a.appointment_date',
          'a.appointment_time',
          db.raw('lower(a.during) as starts_at'),
          db.raw('upper(a.during) as busy_until'),
          'a.duration_min',
          'a.cleanup_min',
          'a.total_price_cents',
          'a.ics_sequence',
        );
      if (opts.lock) q.forUpdate('a');
      const r = await q;
      if (!r) return undefined;
      return {
        id: r.id,
        status: r.status,
        clientId: r.client_id,
        clientFirstName: r.first_name,
        clientEmail: r.email,
        clientLang: r.lang,
        serviceId: r.service_id,
        serviceName: r.service_name,
        barberId: r.barber_id,
        barberName: r.barber_name,
        date: r.appointment_date,
        time: clockTime(String(r.appointment_time)),
        startsAt: new Date(r.starts_at),
        busyUntil: new Date(r.busy_until),
        durationMin: r.duration_min,
        cleanupMin: r.cleanup_min,
        priceCents: r.total_price_cents,
        sequence: r.ics_sequence,
      };
    },

    /**
     * Moves the appointment (its length and clean-up kept) at the given price. The exclusion
     * constraint refuses an overlap with another live appointment: the `slot_taken` 409.
     */
    async reschedule(id: number, to: { barberId: number; date: string; time: string; startsAt: Date; priceCents: number }): Promise<void> {
      try {
        await db('appointments')
          .where({ id })
          .update({
            barber_id: to.barberId,
            appointment_date: to.date,
            appointment_time: to.time,
            total_price_cents: to.priceCents,
            during: db.raw(`tstzrange(?::timestamptz, ?::timestamptz + (duration_min + cleanup_min) * interval '1 minute', '[)')`, [
              to.startsAt.toISOString(),
              to.startsAt.toISOString(),
            ]),
          });
      } catch (err) {
        if ((err as { code?: string }).code === '23P01') throw slotTaken();
        throw err;
      }
    },
  };
}
