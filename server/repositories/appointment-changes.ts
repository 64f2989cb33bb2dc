import type { Db } from '../db/connect';
import { slotTaken } from './appointments';
import { clockTime } from '#shared/domain/shop-time';

export type AppointmentCore = {
  id: number;
  barberId: number;
  serviceId: number;
  date: string;
  time: string;
  durationMin: number;
  cleanupMin: number;
  status: string;
};

/** Staff changes to existing appointments: cancel and move. */
export function appointmentChangesRepository(db: Db) {
  return {
    /** The appointment's essentials, row-locked until the transaction ends. */
    async lock(id: number): Promise<AppointmentCore | undefined> {
      const r = await db('appointments').where({ id }).forUpdate().first();
      if (!r) return undefined;
      return {
        id: r.id,
        barberId: r.barber_id,
        serviceId: r.service_id,
        date: r.appointment_date,
        time: clockTime(String(r.appointment_time)),
        durationMin: r.duration_min,
        cleanupMin: r.cleanup_min,
        status: r.status,
      };
    },

    /** Cancels a live appointment (frees its slot); a cancelled one is left as it is. */
    async cancel(id: number, now: Date): Promise<void> {
      await db('appointments').where({ id }).whereNot('status', 'cancelled').update({ status: 'cancelled', cancelled_at: now });
    },

    /** A visit that has begun, corrected to Done or No-show (its place is kept). */
    async setStatus(id: number, status: 'completed' | 'no_show'): Promise<void> {
      await db('appointments').where({ id }).whereNot('status', 'cancelled').update({ status });
    },

    /**
     * Moves an appointment to another barber, date and time (same duration). The exclusion
     * constraint refuses an overlap with another live appointment: the `slot_taken` 409.
     */
    /** Moves the appointment; it keeps its length and its clean-up (`during` covers both). */
    async move(id: number, to: { barberId: number; date: string; time: string; startsAt: Date }): Promise<void> {
      try {
        await db('appointments')
          .where({ id })
          .update({
            barber_id: to.barberId,
            appointment_date: to.date,
            appointment_time: to.time,
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
