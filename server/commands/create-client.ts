import type { Db } from '../db/connect';
import type { Client, ClientData } from '#shared/schemas/client';
import type { Lang } from '#shared/i18n/lang';
import { clientsRepository, presentClient } from '../repositories/clients';

/** `POST /api/clients`: a new client, written to in `lang`; 409 when the email (any case, trimmed) is already on file. */
export async function createClient(db: Db, now: Date, input: ClientData, lang: Lang = 'en'): Promise<Client> {
  return presentClient(await clientsRepository(db).create(input, now, lang));
}
