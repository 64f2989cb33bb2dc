/**
 * A fresh Idempotency-Key: a uuid, or, where the browser has no crypto.randomUUID (plain http on
 * the shop's network), 128 random bits in hex from crypto.getRandomValues (available there too);
 * none only without Web Crypto at all.
 */
export function newIdempotencyKey(): string | undefined {
  if (typeof crypto === 'undefined') return undefined;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  if (typeof crypto.getRandomValues !== 'function') return undefined;
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
