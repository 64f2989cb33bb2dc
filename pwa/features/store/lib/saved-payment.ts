import { PaymentIntentAnswer } from '#shared/schemas/checkout';

const KEY = 'barbershop-checkout-payment';
/** Under the server's 30-minute hold (docs/decisions/044-store-operations.md), so a kept payment still has its stock. */
export const KEEP_PAYMENT_MS = 25 * 60_000;

/**
 * The payment a buyer started (its stock held for them), kept for this browser tab with the cart it was
 * for: after a reload, or a trip back to the store and again to checkout with the same cart, checkout
 * opens that payment instead of asking again, when the server would say their own item is sold out.
 */
export function savePayment(signature: string, session: PaymentIntentAnswer, now = Date.now()): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ signature, session, at: now }));
  } catch {
    /* storage full or off: checkout asks again, as before */
  }
}

export function savedPayment(signature: string, now = Date.now()): PaymentIntentAnswer | undefined {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { signature?: unknown; session?: unknown; at?: unknown } | null;
    if (!kept || kept.signature !== signature || typeof kept.at !== 'number' || now - kept.at > KEEP_PAYMENT_MS) return undefined;
    const session = PaymentIntentAnswer.safeParse(kept.session);
    return session.success ? session.data : undefined;
  } catch {
    return undefined;
  }
}

export function forgetPayment(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    /* nothing kept */
  }
}
