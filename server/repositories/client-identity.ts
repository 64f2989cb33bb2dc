import type { Db, Tx } from '../db/connect';
import type { ClientRow } from './clients';

/** A client as the identity rules compare them (docs/decisions/055-client-identity-and-search.md). */
export type NamedClient = { id: number; first_name: string; last_name: string; email: string | null; phone: string };

const NAMED = ['id', 'first_name', 'last_name', 'email', 'phone'] as const;

/**
 * The queries behind a client's identity at the front desk and a staff correction of their details
 * (commands/resolve-client.ts, commands/update-client.ts): by email (any case, spaces around it), by
 * the last digits of a phone, and the writes those rules make.
 */
export function clientIdentityRepository(db: Db) {
  return {
    /** Clients whose phone's digits end with `tail` (a narrowing: the caller compares the whole number), oldest first. */
    async withPhoneEnding(tail: string): Promise<NamedClient[]> {
      return db('clients')
        .whereRaw(`regexp_replace(phone, '[^0-9]', '', 'g') like ?`, [`%${tail}`])
        .orderBy('id')
        .select(...NAMED);
    },
    async withEmail(email: string): Promise<NamedClient | undefined> {
      return db('clients')
        .whereRaw('lower(trim(email)) = lower(trim(?))', [email])
        .first(...NAMED);
    },
    /** Another client than `id` with this email. */
    async otherWithEmail(email: string, id: number): Promise<{ first_name: string; last_name: string } | undefined> {
      return db('clients').whereRaw('lower(trim(email)) = lower(trim(?))', [email]).whereNot({ id }).first('first_name', 'last_name');
    },
    async setEmail(id: number, email: string): Promise<void> {
      await db('clients').where({ id }).update({ email });
    },
    /** A new client; with an email another save took meanwhile, nothing (undefined). */
    async insertUnlessEmailTaken(row: {
      first_name: string;
      last_name: string;
      email: string | null;
      phone: string;
      created_at: Date;
    }): Promise<{ id: number } | undefined> {
      if (!row.email) return (await db('clients').insert(row).returning('id'))[0];
      const [inserted] = await db('clients').insert(row).onConflict(db.raw('((lower(trim(email))))')).ignore().returning('id');
      return inserted;
    },
    /** The client's whole row, locked for the rest of the transaction. */
    async lockRow(id: number): Promise<ClientRow | undefined> {
      return db('clients').where({ id }).forUpdate().first();
    },
    /** Sets these columns; answers the whole row after. */
    async update(id: number, changes: Record<string, unknown>): Promise<ClientRow> {
      const [updated] = await db('clients').where({ id }).update(changes).returning('*');
      return updated;
    },
  };
}

/** Saves for one phone run one at a time (a walk-in's double tap makes one client); transaction-scoped. */
export async function lockPhone(trx: Tx, key: string): Promise<void> {
  await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`walk-in-phone:${key}`]);
}
