import type { Db } from '../db/connect';
import type { Lang } from '#shared/i18n/lang';
import { REMINDER_COOLDOWN_DAYS } from '#shared/schemas/reminder';
import { emailBelongsTo } from '#shared/schemas/walk-in';
import { ErrorCode } from '#shared/errors';
import { conflict } from '../errors';

export type ClientRow = {
  id: number; first_name: string; last_name: string; email: string | null; phone: string; notes: string | null; created_at: Date;
  reminders_off_at: Date | null; lang: Lang;
};
export type ClientWithLastVisit = ClientRow & { last_id: number | null; last_date: string | null; reminded_recently: boolean };

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
 * A reminder (not a failed one) since `:quietSince`, or a "we miss you" email or SMS owed since then
 * (not failed): the client is not due another yet.
 */
export const REMINDED_RECENTLY_SQL = `(exists (select 1 from reminders r where r.client_id = c.id and r.status <> 'failed' and r.created_at > cast(:quietSince as timestamptz))
  or exists (select 1 from notifications n where n.client_id = c.id and n.kind = 'lapsed' and n.state not in ('failed', 'skipped')
    and n.created_at > cast(:quietSince as timestamptz)))`;

const params = (now: Date) => ({ now: now.toISOString(), quietSince: new Date(now.getTime() - REMINDER_COOLDOWN_DAYS * 86_400_000).toISOString() });
const SELECT = `select c.*, last.id as last_id, last.appointment_date::text as last_date, ${REMINDED_RECENTLY_SQL} as reminded_recently
         from clients c ${LAST_VISIT}`;

/** Client queries and writes of the admin area. */
export function adminClientsRepository(db: Db) {
  return {
    /**
     * Clients matching `search` (name, "first last", email or phone, case-insensitive, anywhere; a
     * search of digits and phone punctuation also matches the phone's digits), with their last visit.
     */
    async search(now: Date, search: string | undefined): Promise<ClientWithLastVisit[]> {
      const where: string[] = [];
      const values: Record<string, unknown> = params(now);
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

    async withLastVisit(id: number, now: Date): Promise<ClientWithLastVisit | undefined> {
      const { rows } = await db.raw(`${SELECT} where c.id = :id`, { id, ...params(now) });
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
