import { useQuery } from '@tanstack/react-query';
import { sendJson } from '../../../lib/api';
import { PaymentIntentAnswer, type CheckoutLine } from '#shared/schemas/checkout';
import type { CartRow } from '../../../offline/db';
import { cartSignature, cartTotalCents, checkoutLines } from '../lib/cart-math';

/**
 * `POST /api/create-payment-intent`: the cart's product ids and quantities. The `amount`
 * (the cart total) is sent too, but only as information: the server prices the cart itself.
 */
export function createPaymentIntent(items: CheckoutLine[], amount: number): Promise<PaymentIntentAnswer> {
  return sendJson('POST', '/api/create-payment-intent', { items, amount }, PaymentIntentAnswer);
}

export const paymentIntentKey = (signature: string) => ['/api/create-payment-intent', signature] as const;

/**
 * One payment session per exact cart: the query key holds the cart's signature, so a remount
 * (or React's double effects) never makes a second order, and a changed cart makes a new one.
 */
export function usePaymentIntent(cart: CartRow[]) {
  const signature = cartSignature(cart);
  return useQuery({
    queryKey: paymentIntentKey(signature),
    queryFn: () => createPaymentIntent(checkoutLines(cart), cartTotalCents(cart) / 100),
    enabled: cart.length > 0,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}
