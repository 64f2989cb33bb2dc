import type { Db } from '../db/connect';
import type { Lang } from '#shared/i18n/lang';
import { REMINDER_THRESHOLD_DAYS } from '#shared/schemas/reminder';
import { addDays, shopDate } from '#shared/domain/shop-time';
import { emailBelongsTo } from '#shared/schemas/walk-in';
import { ErrorCode } from '#shared/errors';
import { conflict } from '../errors';

export type ClientRow = {
  id: number; first_name: string; last_name: string; email: string | null; phone: string; notes: string | null; created_at: Date;
  reminders_off_at: Date | null; lang: Lang;
};
export type ClientWithLastVisit = ClientRow & {
  last_id: number | null; last_date: string | null;
  /** When the last lapsed-client reminder went (null: never); whether that is within the quiet period. */
  last_reminder_at: Date | null; reminded_recently: boolean;
  /** The date of the client's next appointment (not cancelled, not started yet); null: none. */
  next_date: string | null;
  /** The lapsed-client reminder rule, as the bulk reminders apply it (REMINDER_DUE_SQL). */
  reminder_due: boolean;
};

type NamedClient = { id: number; first_name: string; last_name: string };
const fullName = (c: NamedClient) => `${c.first_name} ${c.last_name}`.trim();
/** Names compare trimmed, with single spaces, case-insensitively and with one Unicode form. */
const normaliseName = (s: string) => s.normalize('NFC').trim().split(/\s+/).join(' ').toLocaleLowerCase('es');
const sameName = (c: NamedClient, typed: string) => normaliseName(fullName(c)) === normaliseName(typed);

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The client's last visit: their most recent appointment that has started by `:now` and was not
 * cancelled (one later today has not happened yet). The bulk reminders use the same rule.
 */
export const LAST_VISIT_SQL = `
    select a.id, a.appointment_date from appointments a
    where a.client_id = c.id and a.status <> 'cancelled' and lower(a.during) <= cast(:now as timestamptz)
    order by a.appointment_date desc, a.appointment_time desc, a.id desc
    limit 1`;
const LAST_VISIT = `left join lateral (${LAST_VISIT_SQL}) last on true`;

/**
 * When the client's last lapsed-client reminder went: the latest reminder (not a failed one) or "we
 * miss you" email or SMS owed (not failed or skipped); null if none.
 */
const LAST_REMINDER_SQL = `greatest(
  (select max(r.created_at) from reminders r where r.client_id = c.id and r.status <> 'failed'),
  (select max(n.created_at) from notifications n where n.client_id = c.id and n.kind = 'lapsed' and n.state not in ('failed', 'skipped')))`;

/** A lapsed-client reminder since `:quietSince`: the client is not due another yet (one every N days, the owner's setting). */
export const REMINDED_RECENTLY_SQL = `coalesce(${LAST_REMINDER_SQL} > cast(:quietSince as timestamptz), false)`;

/** The date of the client's next appointment: not cancelled and not started by `:now`. */
const NEXT_DATE_SQL = `(select min(u.appointment_date)::text from appointments u
  where u.client_id = c.id and u.status <> 'cancelled' and lower(u.during) > cast(:now as timestamptz))`;

/**
 * The lapsed-client reminder rule, written once for the bulk reminders, their count and the cards'
 * Send Reminder (with `last`, the client's last visit, joined): last visit before `:visitedBefore`
 * (more than 14 days ago), no upcoming appointment, and not reminded since `:quietSince`.
 */
export const REMINDER_DUE_SQL = `(coalesce(last.appointment_date < cast(:visitedBefore as date), false)
  and ${NEXT_DATE_SQL} is null and not ${REMINDED_RECENTLY_SQL})`;

/** The values REMINDER_DUE_SQL and the client queries take: `now`, and a quiet period of `everyDays` days. */
export const reminderParams = (now: Date, everyDays: number) => ({
  now: now.toISOString(),
  quietSince: new Date(now.getTime() - everyDays * 86_400_000).toISOString(),
  visitedBefore: addDays(shopDate(now), -REMINDER_THRESHOLD_DAYS),
});
const SELECT = `select c.*, last.id as last_id, last.appointment_date::text as last_date, ${LAST_REMINDER_SQL} as last_reminder_at,
         ${REMINDED_RECENTLY_SQL} as reminded_recently, ${NEXT_DATE_SQL} as next_date, ${REMINDER_DUE_SQL} as reminder_due
         from clients c ${LAST_VISIT}`;

/** Client queries and writes of the admin area. */
export function adminClientsRepository(db: Db) {
  return {
    /**
     * Clients matching `search` (name, "first last", email or phone, case-insensitive, anywhere; a
     * search of digits and phone punctuation also matches the phone's digits), with their last visit.
     */
    async search(now: Date, search: string | undefined, everyDays: number): Promise<ClientWithLastVisit[]> {
      const where: string[] = [];
      const values: Record<string, unknown> = reminderParams(now, everyDays);
      if (search) {
        values.pattern = `%${escapeLike(search.toLowerCase())}%`;
        where.push(`lower(c.first_name || ' ' || c.last_name) like :pattern`, `lower(coalesce(c.email, '')) like :pattern`, `lower(c.phone) like :pattern`);
        const digits = search.replace(/\D/g, '');
        if (digits && /^[0-9\s()+.-]+$/.test(search)) {
          values.digits = `%${digits}%`;
          where.push(`regexp_replace(c.phone, '[^0-9]', '', 'g') like :digits`);
        }
      }
      const { rows } = await db.raw(
        `${SELECT}
         ${where.length ? `where ${where.join(' or ')}` : ''}
         order by lower(c.first_name), lower(c.last_name), c.id`,
        values,
      );
      return rows;
    },

    /** One client as `search` answers it; `everyDays`: the quiet period between lapsed-client reminders. */
    async withLastVisit(id: number, now: Date, everyDays: number): Promise<ClientWithLastVisit | undefined> {
      const { rows } = await db.raw(`${SELECT} where c.id = :id`, { id, ...reminderParams(now, everyDays) });
      return rows[0];
    },

    /**
     * A walk-in's client, never renaming anyone (docs/decisions/008-walk-in-clients.md):
     * - with an email: the client on file with it (any case, trimmed) when the typed name is theirs;
     *   the email on file under another name is refused (409, naming whose it is); else a new client
     *   (race-safe via the unique index);
     * - without one: the client with the same phone digits and the same name, else a new client.
     * First word of the name = first name, the rest = last name.
     */
    async forWalkIn(w: { name: string; phone: string; email: string | null }, now: Date): Promise<{ id: number }> {
      const [firstName = '', ...rest] = w.name.trim().split(/\s+/);
      const row = { first_name: firstName, last_name: rest.join(' '), email: w.email?.trim() || null, phone: w.phone, created_at: now };
      if (row.email === null) {
        const digits = w.phone.replace(/\D/g, '');
        // One walk-in at a time per phone number, so two quick saves of a new client make one client.
        await db.raw('select pg_advisory_xact_lock(hashtext(?))', [`walk-in-phone:${digits}`]);
        const samePhone: NamedClient[] = await db('clients')
          .whereRaw(`regexp_replace(phone, '[^0-9]', '', 'g') = ?`, [digits])
          .orderBy('id')
          .select('id', 'first_name', 'last_name');
        const found = samePhone.find((c) => sameName(c, w.name));
        if (found) return { id: found.id };
        const [made] = await db('clients').insert(row).returning('id');
        return made;
      }
      const [inserted] = await db('clients').insert(row).onConflict(db.raw('((lower(trim(email))))')).ignore().returning('id');
      if (inserted) return inserted;
      const found: NamedClient | undefined = await db('clients').whereRaw('lower(trim(email)) = lower(trim(?))', [row.email]).first('id', 'first_name', 'last_name');
      if (!found) throw new Error('client vanished between insert and select');
      if (!sameName(found, w.name)) throw conflict(emailBelongsTo(fullName(found)), ErrorCode.conflict, { clientName: fullName(found) });
      return { id: found.id };
    },
  };
}
