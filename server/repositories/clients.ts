import type { Db } from '../db/connect';
import type { Lang } from '#shared/i18n/lang';
import type { Client, ClientData, ClientLookup } from '#shared/schemas/client';
import { conflict } from '../errors';

export type ClientRow = {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string;
  notes: string | null;
  created_at: Date;
  lang: Lang;
};

export const CLIENT_EMAIL_TAKEN = 'A client with this email already exists.';

/** `•••-•••-••42`: the last two digits only. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `•••-•••-••${digits.slice(-2)}`;
}

export const presentClient = (r: ClientRow): Client => ({
  id: r.id,
  firstName: r.first_name,
  lastName: r.last_name,
  email: r.email,
  phone: r.phone,
  notes: r.notes,
  createdAt: new Date(r.created_at).toISOString(),
  lang: r.lang,
});

/** What the public look-up may show a stranger (docs/product.md#clients-and-privacy): id, first name, masked phone. */
export const presentLookup = (r: ClientRow): ClientLookup => ({ id: r.id, firstName: r.first_name, maskedPhone: maskPhone(r.phone) });

const sameEmail = (email: string) => ['lower(trim(email)) = lower(trim(?))', [email]] as const;

const toRow = (c: ClientData, createdAt: Date, lang: Lang) => ({
  first_name: c.firstName,
  last_name: c.lastName,
  email: c.email.trim(),
  phone: c.phone,
  notes: c.notes ?? null,
  created_at: createdAt,
  lang,
});

export function clientsRepository(db: Db) {
  return {
    async findByEmail(email: string): Promise<ClientRow | undefined> {
      return db('clients')
        .whereRaw(...sameEmail(email))
        .first();
    },

    async findById(id: number): Promise<ClientRow | undefined> {
      return db('clients').where({ id }).first();
    },

    /** Inserts a client (messages to them in `lang`); an email already on file (any case, any spaces around it) is a 409. */
    async create(c: ClientData, createdAt: Date, lang: Lang = 'en'): Promise<ClientRow> {
      try {
        const [row] = await db('clients')
          .insert(toRow(c, createdAt, lang))
          .returning('*');
        return row;
      } catch (err) {
        if ((err as { code?: string }).code === '23505') throw conflict(CLIENT_EMAIL_TAKEN);
        throw err;
      }
    },

    /**
     * The client with this email, made from `c` if there is none. Safe under concurrency: two
     * bookings by the same new email end with one client (the unique index decides).
     */
    async findOrCreate(c: ClientData, createdAt: Date, lang: Lang = 'en'): Promise<ClientRow> {
      const inserted: ClientRow[] = await db('clients')
        .insert(toRow(c, createdAt, lang))
        .onConflict(db.raw('((lower(trim(email))))'))
        .ignore()
        .returning('*');
      if (inserted[0]) return inserted[0];
      const found = await db('clients')
        .whereRaw(...sameEmail(c.email))
        .first();
      if (!found) throw new Error('client vanished between insert and select');
      return found;
    },

    /** The language the client's messages are written in (a booking in another language, or staff); the row, undefined if there is none. */
    async setLang(id: number, lang: Lang): Promise<ClientRow | undefined> {
      const [row] = await db('clients').where({ id }).update({ lang }).returning('*');
      return row;
    },
  };
}
