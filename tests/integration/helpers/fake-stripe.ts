import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One `POST /v1/payment_intents` as the fake saw it. */
export type SeenIntent = { idempotencyKey: string | undefined; authorization: string | undefined; params: URLSearchParams; id: string };

/** One `POST /v1/refunds` as the fake saw it. */
export type SeenRefund = { idempotencyKey: string | undefined; params: URLSearchParams; id: string };

/**
 * A local stand-in for api.stripe.com: form-encoded `POST /v1/payment_intents` answers a
 * PaymentIntent with a client_secret, records each request (Idempotency-Key, amount, metadata),
 * and replays the same intent for a repeated Idempotency-Key as Stripe does. `failNext` makes
 * the next create answer a Stripe API error. `POST /v1/refunds` answers a succeeded refund of the
 * PaymentIntent (replayed for a repeated key too); `failNextRefund` makes the next one an error;
 * `refundedElsewhere` plays a refund made in Stripe's dashboard (`GET /v1/refunds` lists it).
 */
export async function startFakeStripe() {
  const seen: SeenIntent[] = [];
  const refunds: SeenRefund[] = [];
  const byKey = new Map<string, object>();
  let failures = 0;
  let refundFailures = 0;
  /** Refunds made outside the app (the Stripe dashboard), by PaymentIntent. */
  const elsewhere = new Map<string, object>();
  let n = 0;

  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => {
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_fake_${n}` });
        res.end(JSON.stringify(json));
      };
      if (req.method === 'GET' && req.url?.startsWith('/v1/refunds?')) {
        const pi = new URL(req.url, 'http://x').searchParams.get('payment_intent') ?? '';
        const made = [...byKey.entries()]
          .filter(([k, r]) => k.startsWith('refund:') && (r as { payment_intent?: string }).payment_intent === pi)
          .map(([, r]) => r);
        return send(200, {
          object: 'list',
          data: [...(elsewhere.has(pi) ? [elsewhere.get(pi)] : []), ...made],
          has_more: false,
          url: '/v1/refunds',
        });
      }
      if (req.method === 'POST' && req.url === '/v1/refunds') {
        const key = req.headers['idempotency-key'] as string | undefined;
        const params = new URLSearchParams(body);
        if (elsewhere.has(params.get('payment_intent') ?? '')) {
          return send(400, {
            error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'Charge ch_fake has already been refunded.' },
          });
        }
        if (refundFailures > 0) {
          refundFailures -= 1;
          return send(400, { error: { type: 'invalid_request_error', message: 'This PaymentIntent has no successful charge to refund.' } });
        }
        const replay = key ? byKey.get(`refund:${key}`) : undefined;
        if (replay) return send(200, replay);
        n += 1;
        const refund = { id: `re_fake_${n}`, object: 'refund', payment_intent: params.get('payment_intent'), status: 'succeeded' };
        refunds.push({ idempotencyKey: key, params, id: refund.id });
        if (key) byKey.set(`refund:${key}`, refund);
        return send(200, refund);
      }
      if (req.method !== 'POST' || req.url !== '/v1/payment_intents') {
        return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${req.url})` } });
      }
      const key = req.headers['idempotency-key'] as string | undefined;
      const params = new URLSearchParams(body);
      if (failures > 0) {
        failures -= 1;
        return send(402, { error: { type: 'card_error', message: 'Your account cannot currently make live charges.' } });
      }
      const replay = key ? byKey.get(key) : undefined;
      if (replay) return send(200, replay);
      n += 1;
      const id = `pi_fake_${n}`;
      seen.push({ idempotencyKey: key, authorization: req.headers.authorization, params, id });
      const intent = {
        id,
        object: 'payment_intent',
        amount: Number(params.get('amount')),
        currency: params.get('currency'),
        status: 'requires_payment_method',
        client_secret: `${id}_secret_fake${n}`,
        metadata: Object.fromEntries([...params].filter(([k]) => k.startsWith('metadata[')).map(([k, v]) => [k.slice(9, -1), v])),
      };
      if (key) byKey.set(key, intent);
      send(200, intent);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;

  return {
    port,
    seen,
    refunds,
    /** The env that points the app's Stripe client here. */
    env: { STRIPE_API_HOST: '127.0.0.1', STRIPE_API_PORT: String(port), STRIPE_API_PROTOCOL: 'http' },
    failNext: (times = 1) => {
      failures = times;
    },
    failNextRefund: (times = 1) => {
      refundFailures = times;
    },
    /** The shop refunded this payment in Stripe's dashboard: a new refund is refused as already made, and listed. */
    refundedElsewhere: (paymentIntentId: string) => {
      elsewhere.set(paymentIntentId, {
        id: `re_dashboard_${paymentIntentId}`,
        object: 'refund',
        payment_intent: paymentIntentId,
        status: 'succeeded',
      });
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}
