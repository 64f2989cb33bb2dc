import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, sendJson } from '#pwa/lib/api';
import { PaymentIntentAnswer, SoldOutLine, type CheckoutLine } from '#shared/schemas/checkout';
import type { Customer } from '#shared/schemas/store';
import { db, type CartRow } from '#pwa/offline/db';
import { cartSignature, cartTotalCents, checkoutLines } from '../lib/cart-math';
import { savePayment } from '../lib/saved-payment';

/**
 * `POST /api/create-payment-intent`: the cart's product ids and quantities, and the buyer. The
 * `amount` (the cart total) is sent too, but only as information: the server prices the cart itself.
 */
export function createPaymentIntent(items: CheckoutLine[], amount: number, customer?: Customer): Promise<PaymentIntentAnswer> {
  return sendJson('POST', '/api/create-payment-intent', { items, amount, ...(customer ? { customer } : {}) }, PaymentIntentAnswer);
}

export const paymentIntentKey = (signature: string) => ['/api/create-payment-intent', signature] as const;

/** What a refusal means for checkout. */
export const isBuyerMissing = (e: unknown) =>
  e instanceof ApiError && e.status === 400 && Boolean((e.body as { fields?: { customer?: string } } | null)?.fields?.customer);
export const isSoldOut = (e: unknown) => e instanceof ApiError && e.status === 409;

/** A 409 says what is left of each product: the cart's lines learn it, so the order summary marks them. */
async function noteSoldOut(e: unknown): Promise<void> {
  if (!isSoldOut(e)) return;
  const lines = SoldOutLine.array().safeParse((e as ApiError & { body: { soldOut?: unknown } }).body?.soldOut);
  if (lines.success) await Promise.all(lines.data.map((l) => db.cart.update(l.productId, { stock: l.available })));
}

/**
 * First, the cart without the buyer: the server answers whether it takes payments (503: the spec's
 * "not configured" screen) and whether the cart is in stock (409), else asks for the buyer (400).
 * One question per exact cart: the query key holds the cart's signature, so a remount never asks twice.
 */
export function useCheckoutProbe(cart: CartRow[], enabled = true) {
  const signature = cartSignature(cart);
  return useQuery({
    queryKey: paymentIntentKey(signature),
    queryFn: async () => {
      try {
        return await createPaymentIntent(checkoutLines(cart), cartTotalCents(cart) / 100);
      } catch (e) {
        await noteSoldOut(e);
        throw e;
      }
    },
    enabled: enabled && cart.length > 0,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

/**
 * Then, with the buyer: the order is made and its stock reserved; the answer opens the Payment Element,
 * and is kept for this tab (lib/saved-payment.ts) so a reload opens the same payment again.
 */
export function useStartPayment(cart: CartRow[]) {
  return useMutation({
    mutationFn: async (customer: Customer) => {
      try {
        const session = await createPaymentIntent(checkoutLines(cart), cartTotalCents(cart) / 100, customer);
        savePayment(cartSignature(cart), session);
        return session;
      } catch (e) {
        await noteSoldOut(e);
        throw e;
      }
    },
  });
}
