import type { Db } from '../db/connect';
import type { NotificationChannel, NotificationKind } from '#shared/schemas/notifications';
import { clockTime } from '#shared/domain/shop-time';
import { isLang, type Lang } from '#shared/i18n/lang';

/** An appointment as its messages describe it (docs/decisions/042-notifications.md). */
export type AppointmentForMessage = {
  id: number;
  status: string;
  clientId: number;
  clientFirstName: string;
  clientEmail: string | null;
  clientPhone: string;
  remindersOff: boolean;
  serviceName: string;
  barberName: string;
  date: string;
  time: string;
  startsAt: Date;
  durationMin: number;
  priceCents: number;
  sequence: number;
  hasToken: boolean;
};

export type NewNotification = {
  clientId: number | null;
  appointmentId: number | null;
  /** A line entry's "two ahead" / "your turn" (docs/decisions/067-floor-data-model-and-live-channel.md). */
  lineEntryId?: number | null;
  kind: NotificationKind;
  channel: NotificationChannel;
  recipient: string;
  payload: unknown;
  dueAt: Date;
  staffUserId?: number | null;
};

/** A claimable outbox row with what deciding and sending it needs (read under its row lock). */
export type ClaimableNotification = {
  id: number;
  kind: NotificationKind;
  channel: NotificationChannel;
  recipient: string;
  payload: unknown;
  state: string;
  attempts: number;
  clientId: number | null;
  appointmentId: number | null;
  /** null: no appointment (lapsed), or it is gone. */
  appointmentStatus: string | null;
  startsAt: Date | null;
  remindersOff: boolean;
  /** The client's language as it is when the row is sent (a line entry's own; English without either). */
  lang: Lang;
  /** A line entry's status when the row is claimed (null: not a line message). */
  lineStatus?: string | null;
  /** The line entry a line message is about (a push row is sent to its devices). */
  lineEntryId?: number | null;
};

/** What the job writes on a row it claimed or finished. */
export type NotificationUpdate = Partial<{
  state: string;
  attempts: number;
  next_attempt_at: Date;
  locked_at: Date | null;
  last_error: string;
  provider_id: string | null;
  sent_at: Date | null;
}>;

const REMINDER_KINDS = ['reminder-24h', 'reminder-2h'] as const;

/** The outbox's writes made by the changes that owe messages; the job's claims live beside them. */
export function notificationsRepository(db: Db) {
  return {
    /** The appointment with its client, service and barber, row-locked (its token and sequence may be written). */
    async appointmentForMessage(id: number): Promise<AppointmentForMessage | undefined> {
      const r = await db('appointments as a')
        .join('clients as c', 'c.id', 'a.client_id')
        .join('services as s', 's.id', 'a.service_id')
        .join('barbers as b', 'b.id', 'a.barber_id')
        .where('a.id', id)
        .forUpdate('a')
        .first(
          'a.id',
          'a.status',
          'a.client_id',
          'c.first_name',
          'c.email',
          'c.phone',
          'c.reminders_off_at',
          's.name as service_name',
          'b.name as barber_name',
          'a.appointment_date',
          'a.appointment_time',
          db.raw('lower(a.during) as starts_at'),
          'a.duration_min',
          'a.total_price_cents',
          'a.ics_sequence',
          'a.manage_token_hash',
        );
      if (!r) return undefined;
      return {
        id: r.id,
        status: r.status,
        clientId: r.client_id,
        clientFirstName: r.first_name,
        clientEmail: r.email,
        clientPhone: r.phone,
        remindersOff: r.reminders_off_at !== null,
        serviceName: r.service_name,
        barberName: r.barber_name,
        date: r.appointment_date,
        time: clockTime(String(r.appointment_time)),
        startsAt: new Date(r.starts_at),
        durationMin: r.duration_min,
        priceCents: r.total_price_cents,
        sequence: r.ics_sequence,
        hasToken: r.manage_token_hash !== null,
      };
    },

    async setManageTokenHash(appointmentId: number, hash: string): Promise<void> {
      await db('appointments').where({ id: appointmentId }).update({ manage_token_hash: hash });
    },

    /** Raises the appointment's iCalendar SEQUENCE (a change or the cancellation); answers the new one. */
    async bumpSequence(appointmentId: number): Promise<number> {
      const [r] = await db('appointments').where({ id: appointmentId }).increment('ics_sequence', 1).returning('ics_sequence');
      return r.ics_sequence as number;
    },

    /** Adds messages owed (one NOTIFY notifications_due per statement wakes the job); answers their ids, in order. */
    async insert(rows: NewNotification[], now: Date): Promise<number[]> {
      if (rows.length === 0) return [];
      const inserted: { id: string | number }[] = await db('notifications')
        .insert(
          rows.map((r) => ({
            client_id: r.clientId,
            appointment_id: r.appointmentId,
            kind: r.kind,
            channel: r.channel,
            recipient: r.recipient,
            payload: JSON.stringify(r.payload),
            due_at: r.dueAt,
            next_attempt_at: r.dueAt,
            staff_user_id: r.staffUserId ?? null,
            ...(r.lineEntryId ? { line_entry_id: r.lineEntryId } : {}),
            created_at: now,
            updated_at: now,
          })),
        )
        .returning('id');
      return inserted.map((r) => Number(r.id));
    },

    /**
     * The appointment's reminders, written or re-dated: a move gives each one its new time and text and
     * makes it owed again (even if the old time's one went out); one being sent is left to finish.
     */
    async upsertReminders(rows: NewNotification[], now: Date): Promise<void> {
      if (rows.length === 0) return;
      await db.raw(
        `insert into notifications (client_id, appointment_id, kind, channel, recipient, payload, due_at, next_attempt_at, created_at, updated_at)
         select * from jsonb_to_recordset(?::jsonb) as x(client_id int, appointment_id int, kind text, channel text, recipient text, payload jsonb,
           due_at timestamptz, next_attempt_at timestamptz, created_at timestamptz, updated_at timestamptz)
         on conflict (appointment_id, kind, channel) where kind in ('reminder-24h', 'reminder-2h')
         do update set recipient = excluded.recipient, payload = excluded.payload, due_at = excluded.due_at,
           next_attempt_at = excluded.next_attempt_at, updated_at = excluded.updated_at, state = 'pending', attempts = 0,
           last_error = '', sent_at = null, provider_id = null
         where notifications.state <> 'sending'`,
        [
          JSON.stringify(
            rows.map((r) => ({
              client_id: r.clientId,
              appointment_id: r.appointmentId,
              kind: r.kind,
              channel: r.channel,
              recipient: r.recipient,
              payload: r.payload,
              due_at: r.dueAt.toISOString(),
              next_attempt_at: r.dueAt.toISOString(),
              created_at: now.toISOString(),
              updated_at: now.toISOString(),
            })),
          ),
        ],
      );
    },

    /** Pending reminders of the appointment that are no longer owed (cancelled, or moved too close to remind). */
    async skipReminders(appointmentId: number, reason: string, now: Date, kinds: readonly string[] = REMINDER_KINDS): Promise<void> {
      await db('notifications')
        .where({ appointment_id: appointmentId, state: 'pending' })
        .whereIn('kind', kinds)
        .update({ state: 'skipped', last_error: reason, updated_at: now });
    },

    // The notification job's claims (server/jobs/notifications.ts), mirroring the push reminders'.

    /**
     * Locks up to `limit` claimable rows, skipping rows another process holds: pending ones whose
     * next attempt is due, and 'sending' ones whose claim is older than `staleBefore` (that sender
     * died). Call inside a transaction; the locks last until it ends.
     */
    async lockClaimable(now: Date, staleBefore: Date, limit: number): Promise<ClaimableNotification[]> {
      const ids: number[] = (
        await db('notifications')
          .select('id')
          .where((w) => w.where({ state: 'pending' }).andWhere('next_attempt_at', '<=', now))
          .orWhere((w) => w.where({ state: 'sending' }).andWhere('locked_at', '<', staleBefore))
          .orderBy([{ column: 'next_attempt_at' }, { column: 'id' }])
          .limit(limit)
          .forUpdate()
          .skipLocked()
      ).map((r: { id: string | number }) => Number(r.id));
      if (ids.length === 0) return [];
      const rows = await db('notifications as n')
        .leftJoin('appointments as a', 'a.id', 'n.appointment_id')
        .leftJoin('clients as c', 'c.id', 'n.client_id')
        .leftJoin('line_entries as le', 'le.id', 'n.line_entry_id')
        .whereIn('n.id', ids)
        .orderBy([{ column: 'n.next_attempt_at' }, { column: 'n.id' }])
        .select(
          'n.id',
          'n.kind',
          'n.channel',
          'n.recipient',
          'n.payload',
          'n.state',
          'n.attempts',
          'n.client_id',
          'n.appointment_id',
          'a.status',
          db.raw('lower(a.during) as starts_at'),
          'c.reminders_off_at',
          db.raw('coalesce(c.lang, le.lang) as lang'),
          'le.status as line_status',
          'n.line_entry_id',
        );
      return rows.map((r) => ({
        id: Number(r.id),
        kind: r.kind,
        channel: r.channel,
        recipient: r.recipient,
        payload: r.payload,
        state: r.state,
        attempts: r.attempts,
        clientId: r.client_id,
        appointmentId: r.appointment_id,
        appointmentStatus: r.status ?? null,
        startsAt: r.starts_at ? new Date(r.starts_at) : null,
        remindersOff: r.reminders_off_at !== null && r.reminders_off_at !== undefined,
        lang: isLang(r.lang) ? r.lang : 'en',
        lineStatus: r.line_status ?? null,
        lineEntryId: r.line_entry_id ?? null,
      }));
    },

    async update(id: number, patch: NotificationUpdate, now: Date): Promise<void> {
      await db('notifications')
        .where({ id })
        .update({ ...patch, updated_at: now });
    },

    /** Finishes a row this sender still holds ('sending' with its own claim stamp); false if it lost it. */
    async finishClaimed(id: number, lockedAt: Date, patch: NotificationUpdate, now: Date): Promise<boolean> {
      const n = await db('notifications')
        .where({ id, state: 'sending', locked_at: lockedAt })
        .update({ ...patch, locked_at: null, updated_at: now });
      return n > 0;
    },

    /**
     * The client turned reminders off (the emails' footer link, or a mail client's one-click): kept the
     * first time; their pending reminders and "we miss you" messages are skipped at once. False: no such client.
     */
    async turnRemindersOff(clientId: number, now: Date): Promise<boolean> {
      const n = await db('clients')
        .where({ id: clientId })
        .update({ reminders_off_at: db.raw('coalesce(reminders_off_at, ?)', [now]) });
      if (n === 0) return false;
      await db('notifications')
        .where({ client_id: clientId, state: 'pending' })
        .whereIn('kind', [...REMINDER_KINDS, 'lapsed'])
        .update({ state: 'skipped', last_error: 'reminders turned off by the client', updated_at: now });
      return true;
    },
  };
}
