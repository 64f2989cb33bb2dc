import type { Db } from '../db/connect';
import type { Lang } from '#shared/i18n/lang';
import { REMINDER_THRESHOLD_DAYS } from '#shared/schemas/reminder';
import { addDays, shopDate } from '#shared/domain/shop-time';

export type ClientRow = {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string;
  notes: string | null;
  created_at: Date;
  reminders_off_at: Date | null;
  lang: Lang;
};
export type ClientWithLastVisit = ClientRow & {
  last_id: number | null;
  last_date: string | null;
  /** When the last lapsed-client reminder went (null: never); whether that is within the quiet period. */
  last_reminder_at: Date | null;
  reminded_recently: boolean;
  /** The date of the client's next appointment (not cancelled, not started yet); null: none. */
  next_date: string | null;
  /** The lapsed-client reminder rule, as the bulk reminders apply it (REMINDER_DUE_SQL). */
  reminder_due: boolean;
  /** Appointments marked No-show. */
  no_shows: number;
};

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
         ${REMINDED_RECENTLY_SQL} as reminded_recently, ${NEXT_DATE_SQL} as next_date, ${REMINDER_DUE_SQL} as reminder_due,
         (select count(*)::int from appointments ns where ns.client_id = c.id and ns.status = 'no_show') as no_shows
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
    async search(now: Date, search: string | undefined, everyDays: number): Promise<ClientWithLastVisit[]> {
      const where: string[] = [];
      const values: Record<string, unknown> = reminderParams(now, everyDays);
      const digitsOnly = (s: string) => /^[0-9\s()+.-]+$/.test(s) && /\d/.test(s);
      if (search && digitsOnly(search)) {
        values.digits = `%${search.replace(/\D/g, '')}%`;
        values.pattern = `%${escapeLike(search.toLowerCase())}%`;
        where.push(`(regexp_replace(c.phone, '[^0-9]', '', 'g') like :digits or lower(c.phone) like :pattern)`);
      } else if (search) {
        search
          .split(/\s+/)
          .filter(Boolean)
          .forEach((word, i) => {
            values[`w${i}`] = `%${escapeLike(word.toLowerCase())}%`;
            const anyOf = [
              `unaccent(lower(c.first_name || ' ' || c.last_name)) like unaccent(:w${i})`,
              `unaccent(lower(coalesce(c.email, ''))) like unaccent(:w${i})`,
            ];
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

    /** One client as `search` answers it; `everyDays`: the quiet period between lapsed-client reminders. */
    async withLastVisit(id: number, now: Date, everyDays: number): Promise<ClientWithLastVisit | undefined> {
      const { rows } = await db.raw(`${SELECT} where c.id = :id`, { id, ...reminderParams(now, everyDays) });
      return rows[0];
    },
  };
}
