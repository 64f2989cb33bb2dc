import type { Db } from '../db/connect';

export type ClientRow = {
  id: number; first_name: string; last_name: string; email: string | null; phone: string; notes: string | null; created_at: Date;
};
export type ClientWithLastVisit = ClientRow & { last_id: number | null; last_date: string | null };

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The client's most recent live appointment on or before `:today` (shop-local date). */
const LAST_VISIT = `
  left join lateral (
    select a.id, a.appointment_date from appointments a
    where a.client_id = c.id and a.status <> 'cancelled' and a.appointment_date <= cast(:today as date)
    order by a.appointment_date desc, a.appointment_time desc, a.id desc
    limit 1
  ) last on true`;

/** Client queries and writes of the admin area. */
export function adminClientsRepository(db: Db) {
  return {
    /**
     * Clients matching `search` (name, "first last", email or phone, case-insensitive, anywhere; a
     * search of digits and phone punctuation also matches the phone's digits), with their last visit.
     */
    async search(today: string, search: string | undefined): Promise<ClientWithLastVisit[]> {
      const where: string[] = [];
      const params: Record<string, unknown> = { today };
      if (search) {
        params.pattern = `%${escapeLike(search.toLowerCase())}%`;
        where.push(`lower(c.first_name || ' ' || c.last_name) like :pattern`, `lower(coalesce(c.email, '')) like :pattern`, `lower(c.phone) like :pattern`);
        const digits = search.replace(/\D/g, '');
        if (digits && /^[0-9\s()+.-]+$/.test(search)) {
          params.digits = `%${digits}%`;
          where.push(`regexp_replace(c.phone, '[^0-9]', '', 'g') like :digits`);
        }
      }
      const { rows } = await db.raw(
        `select c.*, last.id as last_id, last.appointment_date::text as last_date
         from clients c ${LAST_VISIT}
         ${where.length ? `where ${where.join(' or ')}` : ''}
         order by lower(c.first_name), lower(c.last_name), c.id`,
        params,
      );
      return rows;
    },

    async withLastVisit(id: number, today: string): Promise<ClientWithLastVisit | undefined> {
      const { rows } = await db.raw(
        `select c.*, last.id as last_id, last.appointment_date::text as last_date from clients c ${LAST_VISIT} where c.id = :id`,
        { id, today },
      );
      return rows[0];
    },

    /**
     * A walk-in's client: the one with this email (any case, trimmed) when given, made if missing
     * (race-safe via the unique index); without an email always a new client. First word of the
     * name = first name, the rest = last name.
     */
    async forWalkIn(w: { name: string; phone: string; email: string | null }, now: Date): Promise<{ id: number }> {
      const [firstName = '', ...rest] = w.name.trim().split(/\s+/);
      const row = { first_name: firstName, last_name: rest.join(' '), email: w.email?.trim() ?? null, phone: w.phone, created_at: now };
      if (row.email === null) {
        const [made] = await db('clients').insert(row).returning('id');
        return made;
      }
      const [inserted] = await db('clients').insert(row).onConflict(db.raw('((lower(trim(email))))')).ignore().returning('id');
      if (inserted) return inserted;
      const found = await db('clients').whereRaw('lower(trim(email)) = lower(trim(?))', [row.email]).first('id');
      if (!found) throw new Error('client vanished between insert and select');
      return found;
    },
  };
}
