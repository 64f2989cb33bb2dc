import type { Knex } from 'knex';
import type { AppointmentRequest } from '#shared/schemas/appointment';
import type { Lang } from '#shared/i18n/lang';
import { clientsRepository } from '../repositories/clients';

const sameEmail = (a: string | null, b: string) => a !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The client a public booking is for, whose messages are from now on in the language the booking
 * was made in (`lang`: a new client's, and an existing client's who booked in the other language). `clientId` counts only when it exists and its email is the
 * one sent (so an id alone books nobody else's name); the stored details then win. Otherwise the
 * client with that email, or a new one made from the sent name (first word = first name) and phone.
 */
export async function resolveClient(trx: Knex.Transaction, now: Date, req: AppointmentRequest, lang: Lang = 'en'): Promise<{ id: number }> {
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
  return speaking(await clients.findOrCreate({ firstName, lastName: rest.join(' '), email: req.clientEmail, phone: req.clientPhone, notes: undefined }, now, lang));
}
