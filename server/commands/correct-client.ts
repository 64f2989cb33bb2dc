import { clientIdentityRepository } from '../repositories/client-identity';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/connect';
import { CORRECTION_EMAIL_TAKEN, CORRECTION_EXPIRED, type Client, type ClientCorrection, type CreatedClient } from '#shared/schemas/client';
import { AppError, conflict, forbidden } from '../errors';
import { ErrorCode } from '#shared/errors';
import { auditLogRepository } from '../repositories/audit-log';
import { presentClient } from '../repositories/clients';
import { fullName } from './resolve-client';
import { say } from '../i18n/say';

/** How long the browser that made a client may correct its details: the wizard's visit, with room to spare. */
export const CORRECTION_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The token `POST /api/clients` answers: an HMAC of the client's id and creation instant (nothing stored). */
export const correctionToken = (key: Buffer, client: { id: number; createdAt: string }) =>
  createHmac('sha256', key).update(`client-correction:${client.id}:${client.createdAt}`).digest('base64url');

/** The created client as its creator gets it: with its correction token. */
export const withCorrectionToken = (key: Buffer, client: Client): CreatedClient => ({
  ...client,
  correctionToken: correctionToken(key, client),
});

const DETAILS = ['firstName', 'lastName', 'phone', 'email'] as const;
const COLUMN = { firstName: 'first_name', lastName: 'last_name', phone: 'phone', email: 'email' } as const;

/**
 * `PATCH /api/clients/:id/correction` (public): the browser that made the client corrects a typo in
 * its name, phone or email, within a day of making it (docs/decisions/069-visitor-never-stuck.md).
 * A wrong or old token, or an unknown id, is 403 (the same answer: nothing tells whose id it is);
 * an email another client has is 409 naming nobody. The change is in the History (`client.update`,
 * no staff member), as a correction by staff is.
 */
export async function correctClient(db: Db, now: Date, key: Buffer, id: number, input: ClientCorrection): Promise<CreatedClient> {
  return db.transaction(async (trx) => {
    const clients = clientIdentityRepository(trx);
    const row = await clients.lockRow(id);
    const client = row ? presentClient(row) : undefined;
    const given = Buffer.from(input.token);
    const expected = client ? Buffer.from(correctionToken(key, client)) : undefined;
    const valid =
      client &&
      expected &&
      expected.length === given.length &&
      timingSafeEqual(expected, given) &&
      now.getTime() - new Date(client.createdAt).getTime() <= CORRECTION_WINDOW_MS;
    if (!valid || !row) throw forbidden(CORRECTION_EXPIRED);
    const next = { firstName: input.firstName, lastName: input.lastName, phone: input.phone, email: input.email.trim() };
    const before = Object.fromEntries(DETAILS.map((k) => [k, row[COLUMN[k]] ?? null]));
    const changes = Object.fromEntries(DETAILS.filter((k) => next[k] !== before[k]).map((k) => [COLUMN[k], next[k]]));
    if (Object.keys(changes).length === 0) return withCorrectionToken(key, client);
    if (changes.email !== undefined) {
      const other = await clients.otherWithEmail(next.email, id);
      if (other) throw conflict(CORRECTION_EMAIL_TAKEN);
    }
    let updated;
    try {
      updated = await clients.update(id, changes);
    } catch (err) {
      if ((err as { code?: string }).code === '23505') throw new AppError(409, ErrorCode.conflict, CORRECTION_EMAIL_TAKEN);
      throw err;
    }
    await auditLogRepository(trx).record({
      actor: null,
      at: now,
      action: 'client.update',
      entity: 'client',
      entityId: id,
      summary: say('history.client.correctedByClient', { client: fullName(updated) }),
      before,
      after: next,
    });
    return withCorrectionToken(key, presentClient(updated));
  });
}
