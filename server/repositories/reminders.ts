import type { Db } from '../db/connect';
import type { PushReminderChannel, ReminderStatus } from '#shared/schemas/reminder';
import { LAST_VISIT_SQL, REMINDED_RECENTLY_SQL } from './admin-clients';

export type NewReminder = {
  clientId: number; appointmentId: number | null; staffUserId: number | null; kind: 'manual' | 'bulk' | 'before-appointment';
  channel: PushReminderChannel; status: ReminderStatus; detail: string; createdAt: Date;
};

export function remindersRepository(db: Db) {
  return {
    async insert(r: NewReminder): Promise<void> {
      await db('reminders').insert({
        client_id: r.clientId, appointment_id: r.appointmentId, staff_user_id: r.staffUserId, kind: r.kind,
        channel: r.channel, status: r.status, detail: r.detail, created_at: r.createdAt,
      });
    },

    /**
     * Records a 'bulk' reminder for every client whose last visit (the latest appointment started by
     * `now`, not cancelled) was before `visitedBefore` and who has no reminder (other than a failed
     * one) since `quietSince`: the rule the Clients tab's cards show Send Reminder by.
     * Serialised across processes by an advisory lock, so two clicks never remind anyone twice.
     * Answers the reminders recorded (their ids and client ids).
     */
    async recordBulk(p: { visitedBefore: string; quietSince: Date; now: Date; staffUserId: number | null; channel: PushReminderChannel; status: ReminderStatus }): Promise<{ id: number; clientId: number }[]> {
      await db.raw(`select pg_advisory_xact_lock(hashtext('barbershop:bulk-reminders'))`);
      const { rows } = await db.raw(
        `insert into reminders (client_id, appointment_id, staff_user_id, kind, channel, status, detail, created_at)
         select c.id, last.id, :staffUserId, 'bulk', :channel, :status, 'Last visit ' || last.appointment_date::text, :now
         from clients c
         join lateral (${LAST_VISIT_SQL}) last on true
         where last.appointment_date < cast(:visitedBefore as date)
           and not ${REMINDED_RECENTLY_SQL}
         order by c.id
         returning id, client_id`,
        { ...p, now: p.now.toISOString(), quietSince: p.quietSince.toISOString() },
      );
      return rows.map((r: { id: number; client_id: number }) => ({ id: Number(r.id), clientId: r.client_id }));
    },
  };
}
