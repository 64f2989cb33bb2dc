import type { Db } from '../db/connect';
import type { Lang } from '#shared/i18n/lang';
import { REMINDER_COOLDOWN_DAYS } from '#shared/schemas/reminder';

export type ClientRow = {
  id: number; first_name: string; last_name: string; email: string | null; phone: string; notes: string | null; created_at: Date;
  reminders_off_at: Date | null; lang: Lang;
};
export type ClientWithLastVisit = ClientRow & { last_id: number | null; last_date: string | null; reminded_recently: boolean };

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
     * Clients matching `search` (docs/decisions/055-client-identity-and-search.md): a search of digits
     * and phone punctuation matches the phone's digits (or the phone as written); otherwise every word
     * must be found, anywhere, in the name ("first last"), the email or (a word of digits) the phone's
     * digits, in any order, without regard to case or accents (PostgreSQL `unaccent`). With their last visit.
     */
    async search(now: Date, search: string | undefined): Promise<ClientWithLastVisit[]> {
      const where: string[] = [];
      const values: Record<string, unknown> = params(now);
      const digitsOnly = (s: string) => /^[0-9\s()+.-]+$/.test(s) && /\d/.test(s);
      if (search && digitsOnly(search)) {
        values.digits = `%${search.replace(/\D/g, '')}%`;
        values.pattern = `%${escapeLike(search.toLowerCase())}%`;
        where.push(`(regexp_replace(c.phone, '[^0-9]', '', 'g') like :digits or lower(c.phone) like :pattern)`);
      } else if (search) {
        search.split(/\s+/).filter(Boolean).forEach((word, i) => {
          values[`w${i}`] = `%${escapeLike(word.toLowerCase())}%`;
          const anyOf = [`unaccent(lower(c.first_name || ' ' || c.last_name)) like unaccent(:w${i})`, `unaccent(lower(coalesce(c.email, ''))) like unaccent(:w${i})`];
          if (digitsOnly(word)) {
            values[`d${i}`] = `%${word.replace(/\D/g, '')}%`;
            anyOf.push(`regexp_replace(c.phone, '[^0-9]', '', 'g') like :d${i}`);
          }
          where.push(`(${anyOf.join(' or ')})`);
        });
      }
      const { rows } = await db.raw(
        `${SELECT}
         ${where.length ? `where ${where.join(' and ')}` : ''}
         order by lower(c.first_name), lower(c.last_name), c.id`,
        values,
      );
      return rows;
    },

    async withLastVisit(id: number, now: Date): Promise<ClientWithLastVisit | undefined> {
      const { rows } = await db.raw(`${SELECT} where c.id = :id`, { id, ...params(now) });
      return rows[0];
    },
  };
}
