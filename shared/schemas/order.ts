import { z } from 'zod';

/**
 * An order's life: pending until Stripe says the payment succeeded (webhook), or failed; then the front
 * desk's ready and picked up, or refunded (shared/schemas/store.ts#FulfilmentStatus says each).
 */
export const OrderStatus = z.enum(['pending', 'paid', 'ready', 'picked_up', 'refunded', 'failed', 'canceled']);
export type OrderStatus = z.infer<typeof OrderStatus>;

export const OrderLine = z.object({
  productId: z.number().int().positive(),
  name: z.string(),
  unitPriceCents: z.number().int().nonnegative(),
  quantity: z.number().int().positive(),
});
export type OrderLine = z.infer<typeof OrderLine>;

/** An order as the server keeps it; amounts are integer cents. */
export const Order = z.object({
  id: z.number().int().positive(),
  status: OrderStatus,
  amountCents: z.number().int().nonnegative(),
  currency: z.string(),
  paymentIntentId: z.string().nullable(),
  paidAt: z.string().nullable(),
  items: z.array(OrderLine),
});
export type Order = z.infer<typeof Order>;
