/**
 * The cart's limits, without zod: the store page reads them while it starts, and loading the
 * schemas for two numbers cost a phone 100 ms of main thread (docs/decisions/049-quiet-main-thread.md).
 * shared/schemas/checkout.ts re-exports them for the server's and the forms' checks.
 */

/** Most of one product a cart line may hold; the + button stops here and the server refuses more. */
export const MAX_QUANTITY = 99;
/** Most distinct products one checkout may carry. */
export const MAX_CART_LINES = 50;
