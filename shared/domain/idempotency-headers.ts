/**
 * The idempotency headers' names, without zod: the booking wizard sends one with each booking and
 * should not load the schemas to know a header's name (docs/decisions/049-quiet-main-thread.md).
 * shared/schemas/idempotency.ts describes the contract and re-exports them.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
