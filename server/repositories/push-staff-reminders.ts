import type { Lang } from '#shared/i18n/lang';
import type { Db } from '../db/connect';
import type { PushReminderChannel, ReminderStatus } from '#shared/schemas/reminder';

/** A bulk reminder row just recorded, with what its messages need. */
export type RecordedReminder = {
  id: number;
  clientId: number;
  firstName: string;
  lastVisit: string | null;
  email: string | null;
  phone: string;
  remindersOff: boolean;
  lang: Lang;
};

/** Staff reminders (the `reminders` table of 005-admin) once web push has tried to deliver them. */
export function pushStaffRemindersRepository(db: Db) {
  return {
    /** The client (first name, email, phone, reminders off) and last visit date of each reminder row. */
    async recipients(ids: number[]): Promise<RecordedReminder[]> {
      if (ids.length === 0) return [];
      const rows = await db('reminders as r')
        .join('clients as c', 'c.id', 'r.client_id')
        .leftJoin('appointments as a', 'a.id', 'r.appointment_id')
        .whereIn('r.id', ids)
        .orderBy('r.client_id')
        .select(
          'r.id',
          'r.client_id',
          'c.first_name',
          'c.email',
          'c.phone',
          'c.reminders_off_at',
          'c.lang',
          db.raw('a.appointment_date::text as last_visit'),
        );
      return rows.map((r) => ({
        id: Number(r.id),
        clientId: r.client_id,
        firstName: r.first_name,
        lastVisit: r.last_visit,
        email: r.email,
        phone: r.phone,
        remindersOff: r.reminders_off_at !== null,
        lang: r.lang,
      }));
    },

    /** Writes what sending did: channel and status, and the outcome appended to the detail. */
    async recordOutcome(id: number, o: { channel: PushReminderChannel; status: ReminderStatus; detail: string }): Promise<void> {
      await db('reminders')
        .where({ id })
        .update({
          channel: o.channel,
          status: o.status,
          detail: db.raw(`case when detail = '' then ? else detail || '. ' || ? end`, [o.detail, o.detail]),
        });
    },
  };
}
