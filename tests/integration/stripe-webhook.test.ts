import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductList } from '#shared/schemas/catalogue';
import { PaymentIntentAnswer } from '#shared/schemas/checkout';
import { ordersRepository } from '../../server/repositories/orders';
import { startFakeStripe } from './helpers/fake-stripe';
import { startTestApp, testClock, type TestApp } from './helpers/test-app';

const SECRET = 'whsec_test_secret_for_webhooks';
const ENV = { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_PUBLISHABLE_KEY: 'pk_test_fake', STRIPE_WEBHOOK_SECRET: SECRET };

let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let t: TestApp;
const clock = testClock('2026-11-20T15:00:00Z');

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await startTestApp({ clock, env: { ...ENV, ...fake.env } });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** A pending order with its PaymentIntent, made through the real checkout endpoint. */
async function pendingOrder() {
  const [p] = ProductList.parse((await t.get('/api/products')).body);
  const answer = PaymentIntentAnswer.parse(
    (
      await t.post('/api/create-payment-intent', {
        items: [{ productId: p!.id, quantity: 2 }],
        customer: { name: 'Ana Ruiz', email: 'ana@example.com', phone: '787-555-0101' },
      })
    ).body,
  );
  return { ...answer, paymentIntentId: fake.seen.at(-1)!.id };
}

/** Pretty-printed with non-ASCII text: any re-serialising of the body would break the signature. */
function eventPayload(id: string, type: string, intent: { id: string; orderId: number; amount: number }) {
  const object = {
    id: intent.id,
    object: 'payment_intent',
    amount: intent.amount,
    amount_received: intent.amount,
    status: 'succeeded',
    metadata: { order_id: String(intent.orderId) },
    description: 'Peluquería — pomada',
  };
  return JSON.stringify({ id, object: 'event', type, api_version: '2026-01-01', data: { object } }, null, 2);
}

const sign = (payload: string, secret = SECRET) => Stripe.webhooks.generateTestHeaderString({ payload, secret });
const post = (payload: string, headers: Record<string, string>) =>
  t.request('POST', '/api/stripe/webhook', payload, { 'content-type': 'application/json; charset=utf-8', ...headers });

describe('POST /api/stripe/webhook', () => {
  it('refuses a missing, forged or stale signature, or a tampered body, and changes nothing', async () => {
    const o = await pendingOrder();
    const payload = eventPayload('evt_bad_1', 'payment_intent.succeeded', {
      id: o.paymentIntentId,
      orderId: o.orderId,
      amount: o.amountCents,
    });
    const old = Math.floor(Date.now() / 1000) - 3600;
    const cases: [string, Record<string, string>, string][] = [
      ['no signature', {}, payload],
      ['garbage signature', { 'stripe-signature': 't=1,v1=deadbeef' }, payload],
      ['wrong secret', { 'stripe-signature': sign(payload, 'whsec_someone_else') }, payload],
      ['tampered body', { 'stripe-signature': sign(payload) }, payload.replace('"succeeded"', '"succeeded" ')],
      [
        'stale timestamp',
        { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp: old }) },
        payload,
      ],
    ];
    for (const [label, headers, body] of cases) {
      const res = await post(body, headers);
      expect(res.status, label).toBe(400);
      expect(res.body.message, label).toMatch(/Stripe-Signature|Invalid Stripe signature/);
    }
    expect((await ordersRepository(t.db).find(o.orderId))!.status).toBe('pending');
    expect(await t.db('stripe_events').where({ id: 'evt_bad_1' }).first()).toBeUndefined();
  });

  it('marks the order paid on payment_intent.succeeded with a good signature, once for a repeated event', async () => {
    const o = await pendingOrder();
    const payload = eventPayload('evt_ok_1', 'payment_intent.succeeded', {
      id: o.paymentIntentId,
      orderId: o.orderId,
      amount: o.amountCents,
    });
    const first = await post(payload, { 'stripe-signature': sign(payload) });
    expect(first.status, first.text).toBe(200);
    expect(first.body).toEqual({ received: true, outcome: 'order_paid' });
    const paid = await ordersRepository(t.db).find(o.orderId);
    expect(paid).toMatchObject({ status: 'paid', paidAt: '2026-11-20T15:00:00.000Z' });

    clock.advance(60_000);
    await t.db('orders').where({ id: o.orderId }).update({ status: 'pending' }); // would be re-marked if acted on again
    const again = await post(payload, { 'stripe-signature': sign(payload) });
    expect(again.status).toBe(200);
    expect(again.body.outcome).toBe('duplicate');
    expect((await ordersRepository(t.db).find(o.orderId))!.status).toBe('pending');
    expect(await t.db('stripe_events').where({ id: 'evt_ok_1' })).toHaveLength(1);
    await t.db('orders').where({ id: o.orderId }).update({ status: 'paid' });
  });

  it('acknowledges other event types and unknown intents without touching orders', async () => {
    const o = await pendingOrder();
    const other = eventPayload('evt_other_1', 'payment_intent.created', {
      id: o.paymentIntentId,
      orderId: o.orderId,
      amount: o.amountCents,
    });
    expect((await post(other, { 'stripe-signature': sign(other) })).body.outcome).toBe('ignored');
    const stranger = eventPayload('evt_stranger_1', 'payment_intent.succeeded', { id: 'pi_not_ours', orderId: o.orderId, amount: 1 });
    expect((await post(stranger, { 'stripe-signature': sign(stranger) })).body.outcome).toBe('no_matching_order');
    expect((await ordersRepository(t.db).find(o.orderId))!.status).toBe('pending');
  });

  it('accepts events larger than the JSON API limit, refuses over 1 MB, and answers 503 without a webhook secret', async () => {
    const o = await pendingOrder();
    const big = JSON.parse(
      eventPayload('evt_big_1', 'payment_intent.succeeded', { id: o.paymentIntentId, orderId: o.orderId, amount: o.amountCents }),
    );
    big.data.object.padding = 'x'.repeat(64 * 1024);
    const payload = JSON.stringify(big);
    expect((await post(payload, { 'stripe-signature': sign(payload) })).body.outcome).toBe('order_paid');

    const huge = JSON.stringify({ ...big, id: 'evt_huge', padding: 'y'.repeat(1024 * 1024) });
    const tooBig = await post(huge, { 'stripe-signature': sign(huge) });
    expect(tooBig.status).toBe(413);

    const noSecret = await startTestApp({ db: t.db });
    try {
      const res = await noSecret.request('POST', '/api/stripe/webhook', payload, {
        'content-type': 'application/json',
        'stripe-signature': sign(payload),
      });
      expect(res.status).toBe(503);
    } finally {
      await noSecret.close();
    }
  });
});
