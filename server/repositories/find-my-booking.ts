import type { Lang } from '#shared/i18n/lang';
import type { Db } from '../db/connect';

export type FindBookingClient = { id: number; first_name: string; lang: Lang };
export type UpcomingForClient = {
  id: number;
  client_id: number;
  manage_token_hash: string | null;
  appointment_date: string;
  appointment_time: string;
  service_name: string;
  barber_name: string;
};

/** What "Find my booking" reads and the manage link it gives an appointment that had none (docs/decisions/069-visitor-never-stuck.md). */
export function findMyBookingRepository(db: Db) {
  return {
    clientsWithEmail(email: string): Promise<FindBookingClient[]> {
      return db('clients').whereRaw('lower(trim(email)) = lower(trim(?))', [email]).select('id', 'first_name', 'lang');
    },
    async clientsWithIds(ids: number[]): Promise<FindBookingClient[]> {
      return ids.length ? db('clients').whereIn('id', ids).orderBy('id').select('id', 'first_name', 'lang') : [];
    },
    /** Their live appointments still to come, soonest first, at most `limit`. */
    upcoming(clientIds: number[], now: Date, limit: number): Promise<UpcomingForClient[]> {
      return db('appointments as a')
        .join('services as s', 's.id', 'a.service_id')
        .join('barbers as b', 'b.id', 'a.barber_id')
        .whereIn('a.client_id', clientIds)
        .whereIn('a.status', ['confirmed', 'pending'])
        .whereRaw('lower(a.during) > ?', [now])
        .orderByRaw('lower(a.during)')
        .limit(limit)
        .select(
          'a.id',
          'a.client_id',
          'a.manage_token_hash',
          'a.appointment_date',
          'a.appointment_time',
          's.name as service_name',
          'b.name as barber_name',
        );
    },
    async setManageTokenHashIfNone(id: number, hash: string): Promise<void> {
      await db('appointments').where({ id }).whereNull('manage_token_hash').update({ manage_token_hash: hash });
    },
  };
}
