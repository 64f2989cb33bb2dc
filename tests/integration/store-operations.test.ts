import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentIntentAnswer } from '#shared/schemas/checkout';
import { AdminProduct, AdminProductList, LowStockList, StaffOrder, StaffOrderList } from '#shared/schemas/store';
import { ProductList } from '#shared/schemas/catalogue';
import { shopDate } from '#shared/domain/shop-time';
import { loadConfig } from '../../server/config';
import { createNotificationJob } from '../../server/jobs/notifications';
import { startFakeStripe } from './helpers/fake-stripe';
import { photoWithGps } from './helpers/images';
import { signedInStaff } from './helpers/staff-session';
import { startSmtpTestServer, type SmtpTestServer } from './helpers/smtp-test-server';
import { startTestApp, testClock, type TestApp } from './helpers/test-app';

const SECRET = 'whsec_store_operations';
const KEYS = { STRIPE_SECRET_KEY: 'sk_test_store', STRIPE_PUBLISHABLE_KEY: 'pk_test_store', STRIPE_WEBHOOK_SECRET: SECRET };
const BUYER = { name: 'Ana Ruiz', email: 'ana.store@example.com', phone: '787-555-0101' };
const MINUTE = 60_000;

let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let smtp: SmtpTestServer;
let t: TestApp;
let owner: { cookie: string };
let staff: { cookie: string };
const clock = testClock('2026-11-20T15:00:00Z');

beforeAll(async () => {
  fake = await startFakeStripe();
  smtp = await startSmtpTestServer();
  t = await startTestApp({
    clock,
    env: { ...KEYS, ...fake.env, SMTP_URL: smtp.url, PUBLIC_URL: 'https://shop.example', RATE_LIMITS: 'off' },
  });
  owner = { cookie: (await signedInStaff(t)).cookie };
  staff = { cookie: (await signedInStaff(t, { role: 'staff' })).cookie };
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await fake?.close();
});

const patch = (path: string, body: unknown, who: { cookie: string }) => t.request('PATCH', path, body, who);
const stockOf = async (id: number) => (await t.db('products').where({ id }).first()).stock as number;

let made = 0;
/** A new product through the API, as the owner adds it. */
async function newProduct(fields: Record<string, unknown> = {}): Promise<AdminProduct> {
  const res = await t.post(
    '/api/products',
    { name: `Clay Pomade ${++made}`, price: 24, category: 'styling', size: '100 g', stock: 1, ...fields },
    owner,
  );
  expect(res.status, res.text).toBe(201);
  return AdminProduct.parse(res.body);
}

const checkout = (productId: number, quantity = 1, customer: unknown = BUYER) =>
  t.post('/api/create-payment-intent', { items: [{ productId, quantity }], customer });

/** A signed webhook event about the PaymentIntent of `orderId`. */
async function webhook(eventId: string, type: string, orderId: number) {
  const order = await t.db('orders').where({ id: orderId }).first();
  const object = {
    id: order.payment_intent_id,
    object: 'payment_intent',
    amount: order.amount_cents,
    status: 'succeeded',
    metadata: { order_id: String(orderId) },
  };
  const payload = JSON.stringify({ id: eventId, object: 'event', type, data: { object } });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
  return t.request('POST', '/api/stripe/webhook', payload, { 'content-type': 'application/json', 'stripe-signature': signature });
}

/** A paid order for one of `productId`, through checkout and the webhook. */
async function paidOrder(productId: number, quantity = 1): Promise<number> {
  const answer = PaymentIntentAnswer.parse((await checkout(productId, quantity)).body);
  expect((await webhook(`evt_paid_${answer.orderId}`, 'payment_intent.succeeded', answer.orderId)).body.outcome).toBe('order_paid');
  return answer.orderId;
}

const audit = (action: string, entityId: number) => t.db('audit_log').where({ action, entity_id: String(entityId) });

describe('products and stock (owner)', () => {
  it('adds, edits and retires a product; the store lists live ones with their stock; each change is audited', async () => {
    const p = await newProduct({ stock: 5, lowStockThreshold: 2, description: 'Matte, firm hold.' });
    expect(p).toMatchObject({ price: 24, category: 'styling', size: '100 g', stock: 5, lowStockThreshold: 2, retired: false });
    const store = ProductList.parse((await t.get('/api/products')).body);
    expect(store.find((x) => x.id === p.id)).toMatchObject({ stock: 5, name: p.name });

    const edited = AdminProduct.parse((await patch(`/api/products/${p.id}`, { price: '26.50', stock: 0 }, owner)).body);
    expect(edited).toMatchObject({ price: 26.5, stock: 0 });
    expect((await audit('product.update', p.id).first()).summary).toContain('stock 5 → 0');

    const retired = await t.del(`/api/products/${p.id}`, owner);
    expect(retired.status).toBe(200);
    expect(retired.body.retired).toBe(true);
    expect(ProductList.parse((await t.get('/api/products')).body).some((x) => x.id === p.id)).toBe(false);
    const admin = AdminProductList.parse((await t.get('/api/products?view=admin', owner)).body);
    expect(admin.find((x) => x.id === p.id)?.retired).toBe(true);
    // The name is free again for a new product.
    expect((await t.post('/api/products', { name: p.name, price: 10, category: 'styling' }, owner)).status).toBe(201);
    expect(await audit('product.create', p.id)).toHaveLength(1);
    expect(await audit('product.retire', p.id)).toHaveLength(1);
  });

  it('refuses bad input with 400 { message }, a live duplicate name as a field error, and an unknown id with 404', async () => {
    const p = await newProduct();
    const bad: unknown[] = [
      {},
      { name: 'X', price: -1, category: 'styling' },
      { name: 'X', price: 1, category: 'hats' },
      { name: 'X', price: 1.234, category: 'styling' },
      { name: 'X', price: 1, category: 'styling', stock: -1 },
      { name: 'X', price: 1, category: 'styling', stock: 1.5 },
      { name: 'X', price: 1, category: 'styling', extra: 1 },
    ];
    for (const body of bad) {
      const res = await t.post('/api/products', body, owner);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    const dup = await t.post('/api/products', { name: p.name.toUpperCase(), price: 1, category: 'styling' }, owner);
    expect(dup.status).toBe(400);
    expect(dup.body.fields.name).toMatch(/already has this name/);
    expect((await patch(`/api/products/${p.id}`, {}, owner)).status).toBe(400);
    expect((await patch('/api/products/999999', { stock: 1 }, owner)).status).toBe(404);
    expect((await t.del('/api/products/999999', owner)).status).toBe(404);
  });

  it('takes a photo through the image pipeline and answers it as the product image', async () => {
    const p = await newProduct();
    const put = await fetch(`${t.base}/api/products/${p.id}/image`, {
      method: 'PUT',
      headers: { ...owner, 'content-type': 'image/jpeg' },
      body: new Uint8Array(await photoWithGps()),
    });
    const res = { status: put.status, text: await put.text() };
    expect(res.status, res.text).toBe(200);
    const body = AdminProduct.parse(JSON.parse(res.text));
    expect(body.image).toMatch(/^\/images\/[0-9a-f]{64}\.webp$/);
    const img = await fetch(t.base + body.image!);
    expect(ProductList.parse((await t.get('/api/products')).body).find((x) => x.id === p.id)?.image).toBe(body.image);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/webp');
    expect((await audit('product.image', p.id)).length).toBe(1);
    const text = await t.request('PUT', `/api/products/${p.id}/image`, 'hello', { ...owner, 'content-type': 'text/plain' });
    expect(text.status).toBe(400);
  });

  it('staff read what is low; only the owner writes products (403), nobody signed out (401)', async () => {
    const low = await newProduct({ stock: 1, lowStockThreshold: 2 });
    const list = LowStockList.parse((await t.get('/api/products/low-stock', staff)).body);
    expect(list.find((x) => x.id === low.id)).toEqual({ id: low.id, name: low.name, stock: 1, lowStockThreshold: 2 });
    expect(list.some((x) => x.stock > x.lowStockThreshold)).toBe(false);

    const writes: [string, string, unknown][] = [
      ['POST', '/api/products', { name: 'Nope', price: 1, category: 'styling' }],
      ['PATCH', `/api/products/${low.id}`, { stock: 9 }],
      ['DELETE', `/api/products/${low.id}`, undefined],
      ['GET', '/api/products?view=admin', undefined],
    ];
    for (const [method, path, body] of writes) {
      expect((await t.request(method, path, body, staff)).status, `${method} ${path} as staff`).toBe(403);
    }
    expect((await t.request('PUT', `/api/products/${low.id}/image`, 'x', { ...staff, 'content-type': 'image/jpeg' })).status).toBe(403);
    for (const [method, path, body] of [
      ...writes.slice(0, 3),
      ['GET', '/api/products/low-stock', undefined],
      ['GET', '/api/orders', undefined],
      ['PATCH', '/api/orders/1', { status: 'ready' }],
    ] as const) {
      expect((await t.request(method, path, body)).status, `${method} ${path} signed out`).toBe(401);
    }
  });
});

describe('stock at checkout', () => {
  it('two buyers of the last one: one starts paying, the other is told it is sold out (409, naming it)', async () => {
    const p = await newProduct({ stock: 1 });
    const answers = await Promise.all([checkout(p.id), checkout(p.id), checkout(p.id)]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body.code).toBe('sold_out');
      expect(refused.body.message).toContain(`${p.name} is sold out`);
      expect(refused.body.soldOut).toEqual([{ productId: p.id, name: p.name, available: 0 }]);
    }
    expect(await stockOf(p.id)).toBe(0);
    expect(await t.db('orders').join('order_items', 'orders.id', 'order_items.order_id').where({ product_id: p.id })).toHaveLength(1);
    expect(ProductList.parse((await t.get('/api/products')).body).find((x) => x.id === p.id)?.stock).toBe(0);
  });

  it('many concurrent carts never take more than there is', async () => {
    const p = await newProduct({ stock: 3 });
    const answers = await Promise.all(Array.from({ length: 8 }, () => checkout(p.id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(5);
    expect(await stockOf(p.id)).toBe(0);
  });

  it('refuses more than is left, naming how many are, and the database itself refuses a negative stock', async () => {
    const p = await newProduct({ stock: 2 });
    const res = await checkout(p.id, 3);
    expect(res.status).toBe(409);
    expect(res.body.message).toContain(`only 2 ${p.name} left`);
    // The probe without a buyer says so too, before asking for the buyer.
    expect((await t.post('/api/create-payment-intent', { items: [{ productId: p.id, quantity: 3 }] })).status).toBe(409);
    await expect(t.db('products').where({ id: p.id }).update({ stock: -1 })).rejects.toThrow(/products_stock_nonnegative/);
  });

  it('a retired product cannot be bought', async () => {
    const p = await newProduct({ stock: 4 });
    await t.del(`/api/products/${p.id}`, owner);
    const res = await checkout(p.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toContain(`${p.name} is sold out`);
  });

  it('a payment abandoned for 30 minutes gives its stock back (injected clock); the order is cancelled', async () => {
    const p = await newProduct({ stock: 1 });
    const first = PaymentIntentAnswer.parse((await checkout(p.id)).body);
    clock.advance(29 * MINUTE);
    expect((await checkout(p.id)).status, 'still held at 29 minutes').toBe(409);
    clock.advance(2 * MINUTE);
    expect(ProductList.parse((await t.get('/api/products')).body).find((x) => x.id === p.id)?.stock, 'back at 31 minutes').toBe(1);
    expect((await t.db('orders').where({ id: first.orderId }).first()).status).toBe('canceled');
    expect(await audit('order.abandon', first.orderId)).toHaveLength(1);
    const second = await checkout(p.id);
    expect(second.status).toBe(200);
    expect(await stockOf(p.id)).toBe(0);
  });

  it('a declined card (payment_failed) keeps the order waiting with its stock: the buyer may pay with another card', async () => {
    const p = await newProduct({ stock: 2 });
    const answer = PaymentIntentAnswer.parse((await checkout(p.id, 2)).body);
    expect(await stockOf(p.id)).toBe(0);
    // Stripe's Payment Element lets the buyer try again on the same payment: nothing is given back yet.
    expect((await webhook(`evt_fail_${answer.orderId}`, 'payment_intent.payment_failed', answer.orderId)).body.outcome).toBe(
      'payment_attempt_failed',
    );
    expect(await stockOf(p.id)).toBe(0);
    expect((await t.db('orders').where({ id: answer.orderId }).first()).status).toBe('pending');
    expect(await audit('order.payment_attempt_failed', answer.orderId)).toHaveLength(1);
    // The second card works: paid from the stock it held, never sold twice.
    expect((await webhook(`evt_retry_${answer.orderId}`, 'payment_intent.succeeded', answer.orderId)).body.outcome).toBe('order_paid');
    expect(await stockOf(p.id)).toBe(0);
    expect((await t.db('orders').where({ id: answer.orderId }).first()).status).toBe('paid');
  });

  it('a declined card left alone is given back with the abandoned ones, at 30 minutes', async () => {
    const p = await newProduct({ stock: 1 });
    const answer = PaymentIntentAnswer.parse((await checkout(p.id)).body);
    await webhook(`evt_fail_alone_${answer.orderId}`, 'payment_intent.payment_failed', answer.orderId);
    expect(await stockOf(p.id)).toBe(0);
    clock.advance(31 * MINUTE);
    await t.get('/api/products');
    expect(await stockOf(p.id)).toBe(1);
    expect((await t.db('orders').where({ id: answer.orderId }).first()).status).toBe('canceled');
  });

  it('the paid webhook delivered twice takes the stock once', async () => {
    const p = await newProduct({ stock: 3 });
    const answer = PaymentIntentAnswer.parse((await checkout(p.id, 2)).body);
    expect(await stockOf(p.id)).toBe(1);
    expect((await webhook(`evt_twice_${answer.orderId}`, 'payment_intent.succeeded', answer.orderId)).body.outcome).toBe('order_paid');
    expect((await webhook(`evt_twice_${answer.orderId}`, 'payment_intent.succeeded', answer.orderId)).body.outcome).toBe('duplicate');
    // Stripe may also send a second event for the same payment: the order is already paid.
    expect((await webhook(`evt_again_${answer.orderId}`, 'payment_intent.succeeded', answer.orderId)).body.outcome).toBe('ignored');
    expect(await stockOf(p.id)).toBe(1);
    expect(await audit('order.paid', answer.orderId)).toHaveLength(1);
  });

  it('a payment that succeeds after its reservation was given back takes the stock again', async () => {
    const p = await newProduct({ stock: 2 });
    const answer = PaymentIntentAnswer.parse((await checkout(p.id)).body);
    clock.advance(31 * MINUTE);
    await t.get('/api/products');
    expect(await stockOf(p.id)).toBe(2);
    expect((await webhook(`evt_late_${answer.orderId}`, 'payment_intent.succeeded', answer.orderId)).body.outcome).toBe('order_paid');
    expect(await stockOf(p.id)).toBe(1);
    expect((await t.db('orders').where({ id: answer.orderId }).first()).status).toBe('paid');
  });
});

describe('orders at the front desk', () => {
  it('lists orders newest first with buyer, items and total, filtered by status and day', async () => {
    const p = await newProduct({ stock: 5, price: 12.5 });
    const paid = await paidOrder(p.id, 2);
    clock.advance(MINUTE);
    const pending = PaymentIntentAnswer.parse((await checkout(p.id)).body).orderId;
    const all = StaffOrderList.parse((await t.get('/api/orders', staff)).body).orders;
    expect(all[0]!.id).toBe(pending);
    const one = all.find((o) => o.id === paid)!;
    expect(one).toMatchObject({
      status: 'paid',
      amountCents: 2500,
      customer: BUYER,
      items: [{ productId: p.id, name: p.name, unitPriceCents: 1250, quantity: 2 }],
    });
    const onlyPaid = StaffOrderList.parse((await t.get('/api/orders?status=paid', staff)).body).orders;
    expect(onlyPaid.every((o) => o.status === 'paid')).toBe(true);
    expect(onlyPaid.some((o) => o.id === paid)).toBe(true);
    const today = shopDate(clock.now());
    expect(StaffOrderList.parse((await t.get(`/api/orders?date=${today}`, staff)).body).orders.some((o) => o.id === paid)).toBe(true);
    expect(StaffOrderList.parse((await t.get('/api/orders?date=2026-01-01', staff)).body).orders).toEqual([]);
    for (const q of ['status=shipped', 'date=2026-02-30', 'date=tomorrow'])
      expect((await t.get(`/api/orders?${q}`, staff)).status, q).toBe(400);
  });

  it('staff mark a paid order ready (the buyer is emailed through the outbox) and picked up; each audited', async () => {
    const p = await newProduct({ stock: 2, price: 24 });
    const id = await paidOrder(p.id);
    const ready = await patch(`/api/orders/${id}`, { status: 'ready' }, staff);
    expect(ready.status, ready.text).toBe(200);
    expect(StaffOrder.parse(ready.body).status).toBe('ready');
    const owed = await t
      .db('notifications')
      .where({ kind: 'order-ready' })
      .andWhereRaw("payload->>'orderId' = ?", [String(id)]);
    expect(owed.map((r) => [r.channel, r.recipient])).toEqual([['email', BUYER.email]]);

    const job = createNotificationJob({
      db: t.db,
      config: loadConfig({ NODE_ENV: 'test', SMTP_URL: smtp.url, PUBLIC_URL: 'https://shop.example', NOTIFY_INTERVAL_MS: '600000' }),
      now: t.clock.now,
    });
    await job.tick();
    const [mail] = smtp.to(BUYER.email);
    expect(mail?.parsed.subject).toBe(`Ready for pickup: order #${id}`);
    expect(mail?.parsed.text).toContain(p.name);

    expect((await patch(`/api/orders/${id}`, { status: 'ready' }, staff)).status, 'ready twice').toBe(409);
    const picked = await patch(`/api/orders/${id}`, { status: 'picked_up' }, staff);
    expect(picked.body.status).toBe('picked_up');
    expect(await audit('order.ready', id)).toHaveLength(1);
    expect(await audit('order.picked-up', id)).toHaveLength(1);
  });

  it('only the webhook makes an order paid; a pending order cannot be marked ready', async () => {
    const p = await newProduct({ stock: 2 });
    const pending = PaymentIntentAnswer.parse((await checkout(p.id)).body).orderId;
    expect((await patch(`/api/orders/${pending}`, { status: 'ready' }, staff)).status).toBe(409);
    expect((await patch(`/api/orders/${pending}`, { status: 'paid' }, owner)).status).toBe(400);
    expect((await patch('/api/orders/999999', { status: 'ready' }, staff)).status).toBe(404);
  });

  it('the owner refunds through Stripe and the stock comes back; staff may not (403); a refund is made once', async () => {
    const p = await newProduct({ stock: 3 });
    const id = await paidOrder(p.id, 2);
    expect(await stockOf(p.id)).toBe(1);
    expect((await patch(`/api/orders/${id}`, { status: 'refunded' }, staff)).status).toBe(403);

    fake.failNextRefund();
    const failed = await patch(`/api/orders/${id}`, { status: 'refunded' }, owner);
    expect(failed.status).toBe(502);
    expect((await t.db('orders').where({ id }).first()).status).toBe('paid');

    const res = await patch(`/api/orders/${id}`, { status: 'refunded' }, owner);
    expect(res.status, res.text).toBe(200);
    expect(res.body.status).toBe('refunded');
    const sent = fake.refunds.at(-1)!;
    expect(sent.params.get('payment_intent')).toBe((await t.db('orders').where({ id }).first()).payment_intent_id);
    expect(sent.idempotencyKey).toBe(`store-order-${id}-refund`);
    expect(await stockOf(p.id)).toBe(3);
    expect((await patch(`/api/orders/${id}`, { status: 'refunded' }, owner)).status, 'refunded twice').toBe(409);
    expect(await stockOf(p.id)).toBe(3);
    expect((await audit('order.refund', id).first()).summary).toMatch(/Refunded order #\d+ \(\$48\.00\); its stock is back/);
  });

  it('an order already refunded in Stripe’s dashboard is marked refunded with that refund, its stock back, not stuck on an error', async () => {
    const p = await newProduct({ stock: 2 });
    const id = await paidOrder(p.id, 1);
    const intent = (await t.db('orders').where({ id }).first()).payment_intent_id as string;
    fake.refundedElsewhere(intent);
    const res = await patch(`/api/orders/${id}`, { status: 'refunded' }, owner);
    expect(res.status, res.text).toBe(200);
    expect(res.body.status).toBe('refunded');
    expect((await t.db('orders').where({ id }).first()).refund_id).toBe(`re_dashboard_${intent}`);
    expect(await stockOf(p.id)).toBe(2);
  });
});
