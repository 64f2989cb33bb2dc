import type { AppointmentRequest } from '#shared/schemas/appointment';
import type { Lang } from '#shared/i18n/lang';
import type { ClientOnFile } from '#shared/schemas/client-history';
import { emailBelongsTo, phoneBelongsTo } from '#shared/schemas/walk-in';
import { ErrorCode } from '#shared/errors';
import type { Db, Tx } from '../db/connect';
import { conflict } from '../errors';
import { toE164 } from '../notifications/phone';
import { clientsRepository } from '../repositories/clients';
import { clientIdentityRepository, lockPhone, type NamedClient } from '../repositories/client-identity';

const sameEmail = (a: string | null, b: string) => a !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The client a public booking is for, whose messages are from now on in the language the booking
 * was made in (`lang`: a new client's, and an existing client's who booked in the other language). `clientId` counts only when it exists and its email is the
 * one sent (so an id alone books nobody else's name); the stored details then win. Otherwise the
 * client with that email, or a new one made from the sent name (first word = first name) and phone.
 */
export async function resolveClient(trx: Tx, now: Date, req: AppointmentRequest, lang: Lang = 'en'): Promise<{ id: number }> {
  const clients = clientsRepository(trx);
  const speaking = async (c: { id: number; lang: Lang }) => {
    if (c.lang !== lang) await clients.setLang(c.id, lang);
    return { id: c.id };
  };
  if (req.clientId) {
    const known = await clients.findById(req.clientId);
    if (known && sameEmail(known.email, req.clientEmail)) return speaking(known);
  }
  const [firstName = '', ...rest] = req.clientName.split(/\s+/);
  return speaking(
    await clients.findOrCreate(
      { firstName, lastName: rest.join(' '), email: req.clientEmail, phone: req.clientPhone, notes: undefined },
      now,
      lang,
    ),
  );
}

/* ---- Client identity at the front desk: email or phone (docs/decisions/055-client-identity-and-search.md) ---- */

export const fullName = (c: { first_name: string; last_name: string }) => `${c.first_name} ${c.last_name}`.trim();
/** Names compare trimmed, single-spaced, without regard to case or accents ('wilfredo velazquez' is Wilfredo Velázquez). */
const normaliseName = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').trim().split(/\s+/).join(' ').toLocaleLowerCase('es');
const sameName = (c: NamedClient, typed: string) => normaliseName(fullName(c)) === normaliseName(typed);

/**
 * A phone as a key: its E.164 form as libphonenumber-js reads it for SMS ('787-555-0123' and
 * '+1 (787) 555-0123' are one number), or its digits when it is not a valid number.
 */
export const phoneKey = (phone: string) => toE164(phone) ?? phone.replace(/\D/g, '');

/** Clients whose phone is this one (by `phoneKey`), oldest first. */
export async function clientsWithPhone(db: Db, phone: string): Promise<NamedClient[]> {
  const key = phoneKey(phone);
  const tail = phone.replace(/\D/g, '').slice(-7);
  if (tail.length < 7) return [];
  // The last seven digits narrow it in SQL; the key decides.
  const candidates = await clientIdentityRepository(db).withPhoneEnding(tail);
  return candidates.filter((c) => phoneKey(c.phone) === key);
}

async function clientWithEmail(db: Db, email: string): Promise<NamedClient | undefined> {
  return clientIdentityRepository(db).withEmail(email);
}

/**
 * A walk-in's client, never renaming anyone:
 * - an email on file: that client when the typed name is theirs, else 409 `emailBelongsTo`;
 * - else a client with the same phone (`phoneKey`) and name: that client (one who had no email keeps
 *   the one given; one with another email is not him: a new client is made for the email given);
 * - without an email, a phone on file only under other names is 409 `phoneBelongsTo`;
 * - else a new client (first word of the name = first name).
 * Saves for one phone run one at a time (a transaction-scoped advisory lock), so a double tap makes one client.
 */
export async function resolveWalkInClient(
  trx: Tx,
  now: Date,
  w: { name: string; phone: string; email: string | null },
): Promise<{ id: number }> {
  const email = w.email?.trim() || null;
  await lockPhone(trx, phoneKey(w.phone));
  if (email) {
    const owner = await clientWithEmail(trx, email);
    if (owner) {
      if (!sameName(owner, w.name)) throw conflict(emailBelongsTo(fullName(owner)), ErrorCode.conflict, { clientName: fullName(owner) });
      return { id: owner.id };
    }
  }
  const samePhone = await clientsWithPhone(trx, w.phone);
  const found = samePhone.find((c) => sameName(c, w.name) && (email === null || c.email === null));
  if (found) {
    if (email) await clientIdentityRepository(trx).setEmail(found.id, email);
    return { id: found.id };
  }
  if (!email && samePhone[0])
    throw conflict(phoneBelongsTo(fullName(samePhone[0])), ErrorCode.conflict, { clientName: fullName(samePhone[0]) });
  const [firstName = '', ...rest] = w.name.trim().split(/\s+/);
  const row = { first_name: firstName, last_name: rest.join(' '), email, phone: w.phone, created_at: now };
  const inserted = await clientIdentityRepository(trx).insertUnlessEmailTaken(row);
  if (inserted) return inserted;
  if (!email) throw new Error('client insert answered no id');
  // Another save made a client with this email meanwhile: the email rule again.
  const owner = await clientWithEmail(trx, email);
  if (!owner) throw new Error('client vanished between insert and select');
  if (!sameName(owner, w.name)) throw conflict(emailBelongsTo(fullName(owner)), ErrorCode.conflict, { clientName: fullName(owner) });
  return { id: owner.id };
}

/** `GET /api/clients/on-file`: the clients a walk-in with this email or phone would meet, by the rule above; email first. */
export async function clientsOnFile(db: Db, q: { email?: string; phone?: string }): Promise<ClientOnFile[]> {
  const present = (c: NamedClient, matchedBy: ClientOnFile['matchedBy']): ClientOnFile => ({
    id: c.id,
    name: fullName(c),
    firstName: c.first_name,
    lastName: c.last_name,
    phone: c.phone,
    email: c.email,
    matchedBy,
  });
  const byEmail = q.email ? await clientWithEmail(db, q.email) : undefined;
  const byPhone = q.phone ? await clientsWithPhone(db, q.phone) : [];
  return [...(byEmail ? [present(byEmail, 'email')] : []), ...byPhone.filter((c) => c.id !== byEmail?.id).map((c) => present(c, 'phone'))];
}
