import type { z } from 'zod';
import { IDEMPOTENCY_HEADER } from '#shared/schemas/idempotency';
import { apiRequest } from '#pwa/lib/api';
import { touchSession } from '#pwa/offline/session-memory';

export { newIdempotencyKey } from '#pwa/lib/idempotency-key';

/**
 * Sends a staff change and parses the answer with the shared schema. With `idempotencyKey`, a repeat
 * of the same request (a retry, or the offline outbox replaying it) never acts twice on the server.
 */
export async function sendChange<S extends z.ZodType>(
  method: string,
  url: string,
  body: unknown,
  schema: S,
  idempotencyKey?: string,
): Promise<z.infer<S>> {
  const headers: Record<string, string> = idempotencyKey ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : {};
  const res = await apiRequest(method, url, body, headers);
  touchSession(Date.now()); // a staff-only change went through: the session is confirmed (offline use)
  return schema.parse(await res.json());
}
