/** Stable error codes the API answers with (`{ message, code }`). Both sides may switch on them. */
export const ErrorCode = {
  badRequest: 'bad_request',
  validation: 'validation_failed',
  notFound: 'not_found',
  conflict: 'conflict',
  soldOut: 'sold_out',
  slotTaken: 'slot_taken',
  /** A change made on what the appointment was: it has changed since (docs/decisions/054-history-and-seen-changes.md). */
  changedSince: 'changed_since',
  bookingLimit: 'booking_limit',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  tooMany: 'too_many_requests',
  idempotencyMismatch: 'idempotency_mismatch',
  idempotencyInProgress: 'idempotency_in_progress',
  tooLarge: 'payload_too_large',
  unavailable: 'service_unavailable',
  internal: 'internal_error',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
