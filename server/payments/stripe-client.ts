import Stripe from 'stripe';
import type { StripeConfig } from '../config';

/**
 * The Stripe API client, or null when no secret key is configured (payments off). Host, port and
 * protocol come from config so tests can point it at a local fake Stripe server. No automatic
 * network retries: each create carries its own idempotency key, and the browser may simply retry.
 */
export function createStripeClient(config: StripeConfig): Stripe | null {
  if (!config.secretKey) return null;
  const { host, port, protocol } = config.api;
  return new Stripe(config.secretKey, {
    ...(host ? { host } : {}),
    ...(port ? { port } : {}),
    ...(protocol ? { protocol } : {}),
    maxNetworkRetries: 0,
    telemetry: false,
    timeout: 20_000,
  });
}

/** Checks a webhook's `Stripe-Signature` over the raw bytes and parses the event; throws when it does not match. */
export function verifyStripeEvent(rawBody: Buffer, signature: string, webhookSecret: string): Stripe.Event {
  return Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
}
