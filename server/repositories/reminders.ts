import type { Db } from '../db/connect';
import type { PushReminderChannel, ReminderStatus } from '#shared/schemas/reminder';
import { LAST_VISIT_SQL, REMINDER_DUE_SQL, reminderParams } from './admin-clients';

/** The clients a lapsed-client reminder is due to now (REMINDER_DUE_SQL), with their last visit (`last`). */
const DUE = `from clients c
         join lateral (${LAST_VISIT_SQL}) last on true
         where ${REMINDER_DUE_SQL}`;

/** One lapsed-client reminder at a time, by hand or in bulk, across processes: nobody is reminded twice. */
export const REMINDERS_LOCK_SQL = `select pg_advisory_xact_lock(hashtext('barbershop:bulk-reminders'))`;

export type NewReminder = {
  clientId: number;
  appointmentId: number | null;
  staffUserId: number | null;
  kind: 'manual' | 'bulk' | 'before-appointment';
  channel: PushReminderChannel;
  status: ReminderStatus;
  detail: string;
  createdAt: Date;
};

export function remindersRepository(db: Db) {
  return {
    async insert(r: NewReminder): Promise<number> {
      const [row] = await db('reminders')
        .insert({
          client_id: r.clientId,
          appointment_id: r.appointmentId,
          staff_user_id: r.staffUserId,
          kind: r.kind,
          channel: r.channel,
          status: r.status,
          detail: r.detail,
          created_at: r.createdAt,
        })
        .returning('id');
      return Number(row.id);
    },

    /** Waits for any other reminder being recorded (REMINDERS_LOCK_SQL), until the transaction ends. */
    async lock(): Promise<void> {
      await db.raw(REMINDERS_LOCK_SQL);
    },

    /** How many clients `recordBulk` would remind now (`GET /api/clients/reminders-due`). */
    async countDue(now: Date, everyDays: number): Promise<number> {
      const { rows } = await db.raw(`select count(*)::int as n ${DUE}`, reminderParams(now, everyDays));
      return rows[0].n;
    },

    /**
     * Records a 'bulk' reminder for every client a lapsed-client reminder is due to (REMINDER_DUE_SQL:
     * last visit more than 14 days ago, no upcoming appointment, none reminded in the last `everyDays`
     * days): the rule the Clients tab's cards show Send Reminder by. Serialised across processes by an
     * advisory lock, so two clicks never remind anyone twice. Answers the reminders recorded (their ids
     * and client ids).
     */
    async recordBulk(p: {
      now: Date;
      everyDays: number;
      staffUserId: number | null;
      channel: PushReminderChannel;
      status: ReminderStatus;
    }): Promise<{ id: number; clientId: number }[]> {
      await db.raw(REMINDERS_LOCK_SQL);
      const { rows } = await db.raw(
        `insert into reminders (client_id, appointment_id, staff_user_id, kind, channel, status, detail, created_at)
         select c.id, last.id, :staffUserId, 'bulk', :channel, :status, 'Last visit ' || last.appointment_date::text, :now
         ${DUE}
         order by c.id
         returning id, client_id`,
        { staffUserId: p.staffUserId, channel: p.channel, status: p.status, ...reminderParams(p.now, p.everyDays) },
      );
      return rows.map((r: { id: number; client_id: number }) => ({ id: Number(r.id), clientId: r.client_id }));
    },
  };
}
