import { z } from 'zod';

/**
 * `Idempotency-Key` request header, honoured by `POST /api/appointments/walk-in`,
 * `PATCH /api/appointments/:id` and `DELETE /api/appointments/:id` (staff only), and by public
 * booking, `POST /api/appointments` (the /book wizard sends one per booking, the same on a retry).
 * - 1–200 characters of `A-Z a-z 0-9 _ - : .` (a UUID is fine); anything else answers 400.
 * - No header: the request acts normally, every time.
 * - First request with a key: acts, and its answer (status and body) is kept for 7 days.
 * - Repeat with the same key and the same method, path and body: the kept answer again, with
 *   `Idempotent-Replayed: true`, without acting twice.
 * - Same key, different method/path/body: 422 `{ message, code: 'idempotency_mismatch' }`.
 * - Repeat while the first is still running: 409 `{ message, code: 'idempotency_in_progress' }` with
 *   `Retry-After` (seconds): retry later.
 * - A first request that failed with a 5xx keeps nothing: a retry acts afresh.
 */
export { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '../domain/idempotency-headers';
export const IdempotencyKey = z
  .string()
  .min(1, 'Idempotency-Key must be 1 to 200 characters')
  .max(200, 'Idempotency-Key must be 1 to 200 characters')
  .regex(/^[A-Za-z0-9_\-:.]+$/, 'Idempotency-Key may use letters, digits, _ - : . only');
