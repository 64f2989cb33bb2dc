import type { Db } from '../db/connect';
import type { Client, ClientData } from '#shared/schemas/client';
import { clientsRepository, presentClient } from '../repositories/clients';

/** `POST /api/clients`: a new client; 409 when the email (any case, trimmed) is already on file. */
export async function createClient(db: Db, now: Date, input: ClientData): Promise<Client> {
  return presentClient(await clientsRepository(db).create(input, now));
}
