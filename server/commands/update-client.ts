import type { Db } from '../db/connect';
import type { Client, ClientPatch } from '#shared/schemas/client';
import { emailTaken, phoneTaken } from '#shared/schemas/client';
import { conflict, notFound } from '../errors';
import { auditLogRepository, type Actor } from '../repositories/audit-log';
import { presentClient } from '../repositories/clients';
import { clientIdentityRepository } from '../repositories/client-identity';
import { clientsWithPhone, fullName, phoneKey } from './resolve-client';

const DETAILS = ['firstName', 'lastName', 'phone', 'email', 'notes'] as const;
const COLUMN = { firstName: 'first_name', lastName: 'last_name', phone: 'phone', email: 'email', notes: 'notes' } as const;

/**
 * `PATCH /api/clients/:id`: staff correct a client's details and/or language, in one transaction. A
 * change of details writes a History row (`client.update`, the details before and after). An email
 * (any case) or phone (`phoneKey`) that is another client's is refused: 409 `{ message }`; a phone
 * left as it was is not checked (people who already share one keep it).
 * docs/decisions/055-client-identity-and-search.md.
 */
export async function updateClient(db: Db, now: Date, id: number, patch: ClientPatch, actor: Actor): Promise<Client> {
  return db.transaction(async (trx) => {
    const clients = clientIdentityRepository(trx);
    const row = await clients.lockRow(id);
    if (!row) throw notFound('Client not found');
    const details = (r: Record<string, unknown>) =>
      Object.fromEntries(DETAILS.map((k) => [k, r[COLUMN[k]] ?? null])) as Record<(typeof DETAILS)[number], string | null>;
    const before = details(row);
    const changes: Record<string, unknown> = {};
    for (const k of DETAILS) if (patch[k] !== undefined && patch[k] !== before[k]) changes[COLUMN[k]] = patch[k];
    if (typeof changes.email === 'string') {
      const other = await clients.otherWithEmail(changes.email, id);
      if (other) throw conflict(emailTaken(fullName(other)));
    }
    if (typeof changes.phone === 'string' && phoneKey(changes.phone) !== phoneKey(row.phone)) {
      const other = (await clientsWithPhone(trx, changes.phone)).find((c) => c.id !== id);
      if (other) throw conflict(phoneTaken(fullName(other)));
    }
    if (patch.lang !== undefined && patch.lang !== row.lang) changes.lang = patch.lang;
    if (Object.keys(changes).length === 0) return presentClient(row);
    const updated = await clients.update(id, changes);
    const after = details(updated);
    if (DETAILS.some((k) => before[k] !== after[k])) {
      await auditLogRepository(trx).record({
        actor,
        at: now,
        action: 'client.update',
        entity: 'client',
        entityId: id,
        summary: `Updated client ${fullName(updated)}`,
        before,
        after,
      });
    }
    return presentClient(updated);
  });
}
