import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductList, type Product } from '#shared/schemas/catalogue';
import { MAX_HELD_UNITS, MAX_ORDER_UNITS, MAX_QUANTITY, PaymentIntentAnswer } from '#shared/schemas/checkout';
import { dollarsToCents } from '#shared/domain/money';
import { ordersRepository } from '../../server/repositories/orders';
import { startFakeStripe } from './helpers/fake-stripe';
import { startTestApp, type TestApp } from './helpers/test-app';

/** The buyer checkout asks for (pickup at the shop). */
const CUSTOMER = { name: 'Ana Ruiz', email: 'ana@example.com', phone: '787-555-0101' };
const KEYS = { STRIPE_SECRET_KEY: 'sk_test_fake_123', STRIPE_PUBLISHABLE_KEY: 'pk_test_fake_123' };

let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let t: TestApp;
let noKey: TestApp;
let products: Product[];

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await startTestApp({ env: { ...KEYS, ...fake.env } });
  noKey = await startTestApp({ db: t.db });
  products = ProductList.parse((await t.get('/api/products')).body);
});
afterAll(async () => {
  await noKey?.close();
  await t?.close();
  await fake?.close();
});

const countOrders = async () => Number((await t.db('orders').count<{ c: number }[]>({ c: '*' }).first())?.c ?? 0);

describe('POST /api/create-payment-intent with Stripe configured', () => {
  it('charges the server-side total, whatever amount the browser claims', async () => {
    const [a, b] = [products[0]!, products[6]!];
    const expected = dollarsToCents(a.price) * 2 + dollarsToCents(b.price) * 3;
    const res = await t.post('/api/create-payment-intent', {
      amount: 0.5,
      customer: CUSTOMER,
      items: [
        { productId: a.id, quantity: 2 },
        { productId: b.id, quantity: 3, price: 0.01 },
      ],
    });
    expect(res.status, res.text).toBe(200);
    const answer = PaymentIntentAnswer.parse(res.body);
    expect(answer.amountCents).toBe(expected);
    expect(answer.publishableKey).toBe(KEYS.STRIPE_PUBLISHABLE_KEY);

    const sent = fake.seen.at(-1)!;
    expect(sent.params.get('amount')).toBe(String(expected));
    expect(sent.params.get('currency')).toBe('usd');
    expect(sent.params.get('metadata[order_id]')).toBe(String(answer.orderId));
    expect(sent.authorization).toBe(`Bearer ${KEYS.STRIPE_SECRET_KEY}`);
    expect(sent.idempotencyKey).toBe(`store-order-${answer.orderId}-payment-intent`);
    expect(answer.clientSecret).toBe(`${sent.id}_secret_fake${fake.seen.length}`);

    const order = await ordersRepository(t.db).find(answer.orderId);
    expect(order).toMatchObject({ status: 'pending', amountCents: expected, currency: 'usd', paymentIntentId: sent.id, paidAt: null });
    expect(order!.items).toEqual([
      { productId: a.id, name: a.name, unitPriceCents: dollarsToCents(a.price), quantity: 2 },
      { productId: b.id, name: b.name, unitPriceCents: dollarsToCents(b.price), quantity: 3 },
    ]);
  });

  it('reads prices from the database at checkout time, and uses a new idempotency key per order', async () => {
    const p = products[1]!;
    await t.db('products').where({ id: p.id }).update({ price_cents: 1234 });
    try {
      const first = PaymentIntentAnswer.parse(
        (await t.post('/api/create-payment-intent', { items: [{ productId: p.id, quantity: 3 }], amount: 1, customer: CUSTOMER })).body,
      );
      const second = PaymentIntentAnswer.parse(
        (await t.post('/api/create-payment-intent', { items: [{ productId: p.id, quantity: 3 }], customer: CUSTOMER })).body,
      );
      expect(first.amountCents).toBe(3702);
      expect(fake.seen.at(-2)!.params.get('amount')).toBe('3702');
      expect(second.orderId).not.toBe(first.orderId);
      expect(fake.seen.at(-1)!.idempotencyKey).not.toBe(fake.seen.at(-2)!.idempotencyKey);
    } finally {
      await t
        .db('products')
        .where({ id: p.id })
        .update({ price_cents: dollarsToCents(p.price) });
    }
  });

  it('answers 400 with a message for carts it cannot price, and asks Stripe for nothing', async () => {
    const id = products[0]!.id;
    const line = (quantity: unknown, productId: unknown = id) => ({ items: [{ productId, quantity }] });
    const bad: [string, unknown][] = [
      ['no body', undefined],
      ['no items', {}],
      ['empty cart', { items: [] }],
      ['items not a list', { items: { productId: id, quantity: 1 } }],
      ['quantity 0', line(0)],
      ['negative quantity', line(-1)],
      ['fractional quantity', line(1.5)],
      ['quantity over 99', line(100)],
      ['quantity as text', line('2')],
      ['huge quantity', line(1e12)],
      ['product id as text', line(1, String(id))],
      ['product id 0', line(1, 0)],
      [
        'duplicate lines',
        {
          items: [
            { productId: id, quantity: 1 },
            { productId: id, quantity: 2 },
          ],
        },
      ],
      ['too many lines', { items: Array.from({ length: 51 }, (_, i) => ({ productId: i + 1, quantity: 1 })) }],
      ['unknown product', line(1, 999_999)],
    ];
    const before = { stripe: fake.seen.length, orders: await countOrders() };
    for (const [label, body] of bad) {
      const res = await t.post('/api/create-payment-intent', body);
      expect(res.status, label).toBe(400);
      expect(typeof res.body.message, label).toBe('string');
    }
    expect((await t.post('/api/create-payment-intent', line(1, 999_999))).body.message).toBe('Unknown product: 999999');
    expect(fake.seen.length).toBe(before.stripe);
    expect(await countOrders()).toBe(before.orders);
  });

  it('answers 502 with a message and marks the order failed when Stripe refuses', async () => {
    fake.failNext();
    const stock = (await t.db('products').where({ id: products[2]!.id }).first()).stock;
    const res = await t.post('/api/create-payment-intent', { items: [{ productId: products[2]!.id, quantity: 1 }], customer: CUSTOMER });
    expect(res.status).toBe(502);
    expect(res.body.message).toBe('Failed to initialize payment. Please try again later.');
    const last = await t.db('orders').orderBy('id', 'desc').first();
    expect(last.status).toBe('failed');
    expect((await t.db('products').where({ id: products[2]!.id }).first()).stock, 'the reservation is given back').toBe(stock);
  });

  it("asks for the buyer's name, email and phone before paying, and keeps them on the order", async () => {
    const before = { stripe: fake.seen.length, orders: await countOrders() };
    const items = [{ productId: products[3]!.id, quantity: 1 }];
    const none = await t.post('/api/create-payment-intent', { items });
    expect(none.status).toBe(400);
    expect(none.body.fields.customer).toMatch(/name, email and phone/);
    for (const customer of [{ ...CUSTOMER, email: 'nope' }, { ...CUSTOMER, name: ' ' }, { ...CUSTOMER, phone: '12' }, { name: 'A' }]) {
      expect((await t.post('/api/create-payment-intent', { items, customer })).status, JSON.stringify(customer)).toBe(400);
    }
    expect(fake.seen.length).toBe(before.stripe);
    expect(await countOrders()).toBe(before.orders);

    const answer = PaymentIntentAnswer.parse((await t.post('/api/create-payment-intent', { items, customer: CUSTOMER })).body);
    const row = await t.db('orders').where({ id: answer.orderId }).first();
    expect(row).toMatchObject({
      customer_name: 'Ana Ruiz',
      customer_email: 'ana@example.com',
      customer_phone: '787-555-0101',
      stock_held: true,
    });
    expect(fake.seen.at(-1)!.params.get('receipt_email')).toBe('ana@example.com');
  });
});

describe('holding stock is rate-limited per address', () => {
  it('ten payments started in ten minutes, then 429 with Retry-After; a cart sent without the buyer is not counted', async () => {
    const own = await startTestApp({ env: { ...KEYS, ...fake.env } }); // its own database: its own counters
    try {
      const items = [{ productId: products[0]!.id, quantity: 1 }];
      for (let i = 0; i < 12; i++) expect((await own.post('/api/create-payment-intent', { items })).status).toBe(400);
      for (let i = 0; i < 10; i++) {
        const res = await own.post('/api/create-payment-intent', { items, customer: CUSTOMER });
        expect(res.status, res.text).toBe(200);
      }
      const refused = await own.post('/api/create-payment-intent', { items, customer: CUSTOMER });
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe('Too many checkouts from this address. Please try again in a few minutes.');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number((await own.db('orders').count({ n: '*' }).first())!.n)).toBe(10);
    } finally {
      await own.close();
    }
  });
});

describe('POST /api/create-payment-intent without Stripe', () => {
  it('answers 503 with a message and records no order', async () => {
    const before = { stripe: fake.seen.length, orders: await countOrders() };
    const res = await noKey.post('/api/create-payment-intent', { items: [{ productId: products[0]!.id, quantity: 1 }], amount: 22 });
    expect(res.status).toBe(503);
    expect(res.body.message).toMatch(/not configured/);
    expect(fake.seen.length).toBe(before.stripe);
    expect(await countOrders()).toBe(before.orders);
  });

  it('answers 503 when the secret key is set but the publishable key is not', async () => {
    const half = await startTestApp({ db: t.db, env: { STRIPE_SECRET_KEY: 'sk_test_x', ...fake.env } });
    try {
      const res = await half.post('/api/create-payment-intent', { items: [{ productId: products[0]!.id, quantity: 1 }] });
      expect(res.status).toBe(503);
    } finally {
      await half.close();
    }
  });
});

describe('one buyer or one address cannot hold the store (docs/decisions/085-checkout-holds.md)', () => {
  let own: TestApp;
  beforeAll(async () => {
    own = await startTestApp({ env: { ...KEYS, ...fake.env, TRUST_PROXY: '1' } }); // its own database and stock
    await own.db('products').update({ stock: 500 });
  });
  afterAll(() => own.close());
  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  const buyer = (n: number) => ({ name: `Buyer ${n}`, email: `buyer${n}@example.com`, phone: `787-555-${String(2000 + n)}` });

  it(`refuses a line over ${MAX_QUANTITY} units and an order over ${MAX_ORDER_UNITS} units with 400, holding nothing`, async () => {
    const everything = products.map((p) => ({ productId: p.id, quantity: MAX_QUANTITY }));
    const all = await own.post('/api/create-payment-intent', { items: everything, customer: buyer(1) }, from('198.51.100.1'));
    expect(all.status, all.text).toBe(400);
    expect(all.body.message).toMatch(new RegExp(`at most ${MAX_ORDER_UNITS} items`));
    const line = await own.post(
      '/api/create-payment-intent',
      { items: [{ productId: products[0]!.id, quantity: MAX_QUANTITY + 1 }], customer: buyer(1) },
      from('198.51.100.1'),
    );
    expect(line.status).toBe(400);
    expect(Number((await own.db('orders').count({ n: '*' }).first())!.n)).toBe(0);
  });

  it(`one buyer (by email or phone) holds at most ${MAX_HELD_UNITS} units in unpaid orders at once`, async () => {
    const items = [{ productId: products[1]!.id, quantity: MAX_QUANTITY }];
    for (let i = 0; i < MAX_HELD_UNITS / MAX_QUANTITY; i++)
      expect((await own.post('/api/create-payment-intent', { items, customer: buyer(2) }, from(`198.51.100.${10 + i}`))).status).toBe(200);
    const samePhone = { ...buyer(3), phone: buyer(2).phone };
    const refused = await own.post(
      '/api/create-payment-intent',
      { items: [{ productId: products[1]!.id, quantity: 1 }], customer: samePhone },
      from('198.51.100.30'),
    );
    expect(refused.status, refused.text).toBe(429);
    expect(refused.body.message).toMatch(/waiting for payment/);
    expect(
      (
        await own.post(
          '/api/create-payment-intent',
          { items: [{ productId: products[1]!.id, quantity: 1 }], customer: buyer(4) },
          from('198.51.100.31'),
        )
      ).status,
    ).toBe(200);
  });

  it('ten checkouts at once from one address cannot hold more than the cap between them (each waits for the one before)', async () => {
    const items = [{ productId: products[3]!.id, quantity: MAX_QUANTITY }];
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => own.post('/api/create-payment-intent', { items, customer: buyer(40 + i) }, from('192.0.2.50'))),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(MAX_HELD_UNITS / MAX_QUANTITY);
    expect(statuses.filter((s) => s !== 200)).toEqual(Array.from({ length: 10 - MAX_HELD_UNITS / MAX_QUANTITY }, () => 429));
    const held = await ordersRepository(own.db).heldUnits(
      { email: 'nobody@example.com', phone: '' },
      createHash('sha256').update('192.0.2.50').digest('hex'),
    );
    expect(held.byAddress).toBe(MAX_HELD_UNITS);
  });

  it(`one address holds at most ${MAX_HELD_UNITS} units in unpaid orders at once, whatever buyers it names`, async () => {
    const items = [{ productId: products[2]!.id, quantity: MAX_QUANTITY }];
    for (let i = 0; i < MAX_HELD_UNITS / MAX_QUANTITY; i++)
      expect((await own.post('/api/create-payment-intent', { items, customer: buyer(10 + i) }, from('203.0.113.7'))).status).toBe(200);
    const refused = await own.post(
      '/api/create-payment-intent',
      { items: [{ productId: products[2]!.id, quantity: 1 }], customer: buyer(20) },
      from('203.0.113.7'),
    );
    expect(refused.status, refused.text).toBe(429);
    expect(
      (
        await own.post(
          '/api/create-payment-intent',
          { items: [{ productId: products[2]!.id, quantity: 1 }], customer: buyer(21) },
          from('203.0.113.8'),
        )
      ).status,
    ).toBe(200);
  });
});
