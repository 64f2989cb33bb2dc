import { z } from 'zod';
import { Customer } from './store';

import { MAX_CART_LINES, MAX_HELD_UNITS, MAX_ORDER_UNITS, MAX_QUANTITY } from '../domain/cart-limits';

export { MAX_CART_LINES, MAX_HELD_UNITS, MAX_ORDER_UNITS, MAX_QUANTITY };

/** One cart line as the browser sends it: a product id and a quantity; never a price. */
export const CheckoutLine = z.object({
  productId: z
    .number({ message: 'productId must be a number' })
    .int('productId must be a whole number')
    .positive('productId must be positive')
    .max(2_147_483_647, 'productId is too large'),
  quantity: z
    .number({ message: 'quantity must be a number' })
    .int('quantity must be a whole number')
    .min(1, 'quantity must be at least 1')
    .max(MAX_QUANTITY, `quantity must be at most ${MAX_QUANTITY}`),
});
export type CheckoutLine = z.infer<typeof CheckoutLine>;

/**
 * `POST /api/create-payment-intent`. Unknown keys (such as an `amount` the browser computed) are
 * stripped: the server prices the cart from the database. `customer` (name, email, phone: pickup at
 * the shop) is required to pay; without it the server still answers whether it can take payments
 * (503) and whether the cart is in stock (409), so checkout asks for it only when it will be used.
 */
export const CreatePaymentIntentInput = z.object({
  customer: Customer.optional(),
  items: z
    .array(CheckoutLine, { message: 'items must be a list of { productId, quantity }' })
    .min(1, 'The cart is empty')
    .max(MAX_CART_LINES, `A cart may hold at most ${MAX_CART_LINES} different products`)
    .refine((lines) => new Set(lines.map((l) => l.productId)).size === lines.length, 'Each product may appear only once')
    .refine((lines) => lines.reduce((n, l) => n + l.quantity, 0) <= MAX_ORDER_UNITS, `An order may hold at most ${MAX_ORDER_UNITS} items`),
});
export type CreatePaymentIntentInput = z.infer<typeof CreatePaymentIntentInput>;

/** The answer: Stripe's client secret, the key the Payment Element needs, and what the server charged. */
export const PaymentIntentAnswer = z.object({
  clientSecret: z.string().min(1),
  publishableKey: z.string().min(1),
  orderId: z.number().int().positive(),
  amountCents: z.number().int().nonnegative(),
  currency: z.string(),
});
export type PaymentIntentAnswer = z.infer<typeof PaymentIntentAnswer>;

/** The 400 (`code: 'validation_failed'`, `fields.customer`) for a payment asked without the buyer. */
export const CUSTOMER_REQUIRED = 'Enter your name, email and phone so the shop can hand you your order';

/** One line of the 409 (`code: 'sold_out'`) that refuses a cart: what is left of the product. */
export const SoldOutLine = z.object({
  productId: z.number().int().positive(),
  name: z.string(),
  available: z.number().int().nonnegative(),
});
export type SoldOutLine = z.infer<typeof SoldOutLine>;
