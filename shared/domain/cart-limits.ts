/**
 * The cart's limits, without zod: the store page reads them while it starts, and loading the
 * schemas for two numbers cost a phone 100 ms of main thread (docs/decisions/049-quiet-main-thread.md).
 * shared/schemas/checkout.ts re-exports them for the server's and the forms' checks.
 */

/** Most of one product a cart line may hold; the + button stops here and the server refuses more. */
export const MAX_QUANTITY = 10;
/**
 * Most units one order may hold, and most units one buyer (same email or phone) or one address may
 * hold at once in orders not yet paid: an unpaid order holds its stock for 30 minutes, and one made-up
 * buyer once held the whole store (157 units) with one request (docs/decisions/085-checkout-holds.md).
 */
export const MAX_ORDER_UNITS = 30;
export const MAX_HELD_UNITS = 30;
/** Most distinct products one checkout may carry. */
export const MAX_CART_LINES = 50;
