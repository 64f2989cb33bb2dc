import type { Lang } from '#shared/i18n/lang';
import type { Knex } from 'knex';
import type { Db } from '../db/connect';
import { shopDate } from '#shared/domain/shop-time';

export type ReminderKind = '24h' | '2h';
export type ReminderState = 'pending' | 'sending' | 'sent' | 'failed' | 'skipped';

/** Hours before the start each reminder is due. */
export const REMINDER_LEAD_HOURS: Record<ReminderKind, number> = { '24h': 24, '2h': 2 };

/** A due reminder with what deciding and sending it needs (read under its row lock). */
export type DueReminder = {
  id: number;
  kind: ReminderKind;
  state: ReminderState;
  attempts: number;
  dueAt: Date;
  appointmentId: number;
  clientId: number;
  appointmentStatus: string;
  startsAt: Date;
  serviceName: string;
  barberName: string;
  /** The client turned reminders off (clients.reminders_off_at, the link in every email). */
  remindersOff: boolean;
  /** The client's language (clients.lang) when the reminder goes. */
  lang: Lang;
};

/** What finishing a claimed reminder writes. */
export type ReminderUpdate = Partial<{
  state: ReminderState;
  attempts: number;
  next_attempt_at: Date;
  due_at: Date;
  locked_at: Date | null;
  last_error: string;
  sent_count: number;
}>;

export function pushRemindersRepository(db: Db | Knex.Transaction) {
  return {
    /**
     * Adds the missing 24 h and 2 h reminders of live future appointments (booked online or as a
     * walk-in, by any process), except those whose time had already passed when the appointment
     * was made. Safe to run anywhere, any time: the unique (appointment_id, kind) keeps one row each.
     */
    async enqueue(now: Date): Promise<number> {
      const res = await db.raw(
        `insert into appointment_reminders (appointment_id, kind, due_at, next_attempt_at, created_at, updated_at)
         select a.id, k.kind, lower(a.during) - k.lead, lower(a.during) - k.lead, :now, :now
           from appointments a
           cross join (values ('24h', interval '24 hours'), ('2h', interval '2 hours')) as k(kind, lead)
          where a.status <> 'cancelled'
            and a.appointment_date >= :today::date
            and lower(a.during) > :now
            and lower(a.during) - k.lead > a.created_at
            and not exists (select 1 from appointment_reminders r where r.appointment_id = a.id and r.kind = k.kind)
         on conflict (appointment_id, kind) do nothing`,
        { now, today: shopDate(new Date(now.getTime() - 86_400_000)) },
      );
      return res.rowCount ?? 0;
    },

    /**
     * Locks up to `limit` claimable reminders, skipping rows another process holds: pending ones
     * that are due, and 'sending' ones whose claim is older than `staleBefore` (that sender died).
     * Call inside a transaction; the locks last until it ends.
     */
    async lockClaimable(now: Date, staleBefore: Date, limit: number): Promise<DueReminder[]> {
      const ids: number[] = (
        await db('appointment_reminders')
          .select('id')
          .where((w) => w.where({ state: 'pending' }).andWhere('next_attempt_at', '<=', now))
          .orWhere((w) => w.where({ state: 'sending' }).andWhere('locked_at', '<', staleBefore))
          .orderBy([{ column: 'next_attempt_at' }, { column: 'id' }])
          .limit(limit)
          .forUpdate()
          .skipLocked()
      ).map((r: { id: number }) => r.id);
      if (ids.length === 0) return [];
      const rows = await db('appointment_reminders as r')
        .join('appointments as a', 'a.id', 'r.appointment_id')
        .join('services as s', 's.id', 'a.service_id')
        .join('barbers as b', 'b.id', 'a.barber_id')
        .join('clients as c', 'c.id', 'a.client_id')
        .whereIn('r.id', ids)
        .orderBy('r.next_attempt_at')
        .select(
          'r.id',
          'r.kind',
          'r.state',
          'r.attempts',
          'r.due_at',
          'a.id as appointment_id',
          'a.client_id',
          'a.status',
          db.raw('lower(a.during) as starts_at'),
          's.name as service_name',
          'b.name as barber_name',
          'c.reminders_off_at',
          'c.lang',
        );
      return rows.map((r) => ({
        id: Number(r.id),
        kind: r.kind,
        state: r.state,
        attempts: r.attempts,
        dueAt: new Date(r.due_at),
        appointmentId: r.appointment_id,
        clientId: r.client_id,
        appointmentStatus: r.status,
        startsAt: new Date(r.starts_at),
        serviceName: r.service_name,
        barberName: r.barber_name,
        remindersOff: r.reminders_off_at !== null,
        lang: r.lang,
      }));
    },

    async update(id: number, patch: ReminderUpdate, now: Date): Promise<void> {
      await db('appointment_reminders')
        .where({ id })
        .update({ ...patch, updated_at: now });
    },

    /** Finishes a reminder this sender still holds (still 'sending' with its own claim stamp); false if it lost it. */
    async finishClaimed(id: number, lockedAt: Date, patch: ReminderUpdate, now: Date): Promise<boolean> {
      const n = await db('appointment_reminders')
        .where({ id, state: 'sending', locked_at: lockedAt })
        .update({ ...patch, locked_at: null, updated_at: now });
      return n > 0;
    },
  };
}
