import pg from 'pg';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAsStaff } from './admin-helpers';
import { choose, databaseUrl, openTab, tag } from './admin-dashboard-helpers';
import { addToCart, card, openCart } from './store-helpers';
import { fakeStripeJs, startStripeServer } from './stripe-server';
import type { MailboxMessage } from './mailbox-server';

// The store's operations (docs/decisions/044-store-operations.md): the owner adds a product with a photo,
// a visitor buys it (Stripe fake), it is out of stock, staff see the paid order in the Orders tab and mark
// it ready, and the buyer's email arrives at the test SMTP server.

const mailbox = `http://127.0.0.1:${process.env.E2E_MAIL_HTTP_PORT}`;
const shots = (name: string) => `test-results/store-operations/${name}.png`;

async function sql<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Screenshots at a phone's and the tablet's width, for a person to look at (helper rules). */
async function shoot(page: Page, name: string) {
  const size = page.viewportSize();
  for (const width of [390, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: shots(`${name}-${width}`), fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

async function messagesTo(email: string): Promise<MailboxMessage[]> {
  const res = await fetch(`${mailbox}/messages?to=${encodeURIComponent(email)}`);
  return (await res.json()) as MailboxMessage[];
}

test.afterEach(async () => {
  await sql(`update products set retired_at = now() where name like 'E2E Pomade %' and retired_at is null`);
});

test('the owner adds a product with a photo; a visitor buys the last one (Stripe fake); staff mark the paid order ready and the buyer is emailed', async ({
  page,
  browser,
}) => {
  // Three people and four systems (photo pipeline, Stripe fake, webhook, SMTP), and the pickup asks first:
  // 40-47 s on a quiet 2-core machine, 96 s with eight other runs beside it.
  test.setTimeout(120_000);
  const name = `E2E Pomade ${tag()}`;
  await signInAsStaff(page);
  await page.getByRole('link', { name: /Back office/ }).click();
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Products', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Products' })).toContainText('Clay Pomade');

  await page.getByRole('button', { name: 'Add Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Product' });
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 120, g: 90, b: 60 } } })
    .jpeg()
    .toBuffer();
  await dialog.getByTestId('product-photo-file').setInputFiles({ name: 'pomade.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(dialog.getByTestId('chosen-photo')).toHaveText('pomade.jpg');
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Description').fill('Matte finish, strong hold.');
  await dialog.getByLabel('Price ($)').fill('26.50');
  await choose(page, dialog, 'Category', 'Styling');
  await dialog.getByLabel('Size').fill('100 g');
  await dialog.getByLabel('In stock').fill('1');
  await dialog.getByLabel('Low-stock alert at').fill('1');
  await shoot(page, 'product-dialog');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId('product-row').filter({ hasText: name });
  await expect(row).toContainText('1 in stock');
  await expect(row.locator('img[src^="/images/"]')).toBeVisible();
  await shoot(page, 'products-screen');

  // A visitor buys the last one (Stripe: the local fake API, a stand-in Stripe.js, a signed webhook).
  const stripe = await startStripeServer();
  const visitorContext = await browser.newContext({ baseURL: stripe.base });
  const buyer = { name: 'Ana Ruiz', email: `buyer.${tag()}@example.com`, phone: '787-555-0101' };
  let orderId: number;
  try {
    const visitor = await visitorContext.newPage();
    await fakeStripeJs(visitor);
    await visitor.goto('/store');
    const product = card(visitor, name);
    await expect(product.locator('img[src^="/images/"]')).toBeVisible();
    await expect(product).toContainText('$26.50');
    await addToCart(visitor, name);
    await openCart(visitor);
    await visitor.getByRole('button', { name: 'Proceed to Checkout' }).click();
    const form = visitor.getByRole('form', { name: 'Pickup details' });
    await form.getByLabel('Name').fill(buyer.name);
    await form.getByLabel('Email').fill(buyer.email);
    await form.getByLabel('Phone').fill(buyer.phone);
    await form.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(visitor.getByTestId('fake-payment-element')).toBeVisible();
    // A reload opens the same payment: the buyer's own reserved item is not "sold out", and no second order is made.
    const intents = stripe.fake.seen.length;
    await visitor.reload();
    await expect(visitor.getByTestId('fake-payment-element')).toBeVisible();
    expect(stripe.fake.seen.length).toBe(intents);
    await visitor.getByRole('button', { name: 'Pay $26.50' }).click();
    await expect(visitor.getByTestId('payment-received')).toBeVisible();
    orderId = Number(stripe.fake.seen.at(-1)!.params.get('metadata[order_id]'));
    const webhook = await stripe.paymentSucceeded();
    expect(await webhook.json()).toEqual({ received: true, outcome: 'order_paid' });

    // None left: Out of stock, no adding.
    await visitor.goto('/store');
    await expect(product.getByTestId('out-of-stock')).toHaveText('Out of stock');
    await expect(product.getByRole('button', { name: `${name} is out of stock` })).toBeDisabled();
    await shoot(visitor, 'store-out-of-stock');
  } finally {
    await visitorContext.close();
    await stripe.close();
  }

  // The front desk: the low-stock card names it; the paid order with its buyer; Mark ready emails the buyer.
  await page.goto('/admin');
  await openTab(page, 'Orders');
  await expect(page.getByTestId('low-stock')).toContainText(`${name}: out of stock`);
  const order = page.getByTestId('order-card').filter({ hasText: `Order #${orderId}` });
  await expect(order).toContainText(buyer.name);
  await expect(order).toContainText(buyer.email);
  await expect(order).toContainText(`1 × ${name}`);
  await expect(order).toContainText('$26.50');
  await expect(order.getByTestId('order-status')).toHaveText('Paid');
  await shoot(page, 'orders-tab');
  await order.getByRole('button', { name: 'Mark ready' }).click();
  // The list shows Paid orders: the ready one moves to "Ready for pickup", and a toast says so.
  await expect(order).toBeHidden();
  await expect(page.getByTestId('toast')).toContainText(`Order #${orderId} is ready for pickup`);
  await choose(page, page, 'Order status', 'Ready for pickup');
  await expect(order.getByTestId('order-status')).toHaveText('Ready for pickup');

  await expect
    .poll(async () => (await messagesTo(buyer.email)).map((m) => m.subject), { timeout: 20_000 })
    .toEqual([`Ready for pickup: order #${orderId}`]);
  const [mail] = await messagesTo(buyer.email);
  expect(mail!.text).toContain(name);

  await order.getByRole('button', { name: 'Mark picked up' }).click(); // asks first: there is no way back
  const ask = page.getByRole('alertdialog', { name: `Order #${orderId} picked up?` });
  await expect(ask).toContainText(`${buyer.name} takes 1 × ${name}.`);
  await shoot(page, 'picked-up-ask');
  await ask.getByRole('button', { name: 'Yes, picked up' }).click();
  await expect(order).toBeHidden();
  await expect(page.getByTestId('toast')).toContainText(`Order #${orderId} picked up`);
  await choose(page, page, 'Order status', 'Picked up');
  await expect(order.getByTestId('order-status')).toHaveText('Picked up');
  // The owner's Refund asks first.
  await order.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByRole('alertdialog', { name: `Refund order #${orderId}` })).toContainText('$26.50');
  await shoot(page, 'refund-dialog');
  await page.getByRole('button', { name: 'Keep order' }).click();
});

test('checkout asks for the pickup details, and a sold-out cart is refused naming the product', async ({ page }) => {
  await page.goto('/store');
  await addToCart(page, 'Matte Paste');
  // This server runs without Stripe: the server's answers of a configured one are played here.
  let asked = 0;
  await page.route('**/api/create-payment-intent', async (route) => {
    asked += 1;
    const body = route.request().postDataJSON() as { customer?: { name: string }; items: { productId: number }[] };
    if (!body.customer)
      return route.fulfill({
        status: 400,
        json: {
          message: 'customer: Enter your name, email and phone so the shop can hand you your order',
          code: 'validation_failed',
          fields: { customer: 'Enter your name, email and phone so the shop can hand you your order' },
        },
      });
    return route.fulfill({
      status: 409,
      json: {
        message: 'Sorry, Matte Paste is sold out. Please update your cart.',
        code: 'sold_out',
        soldOut: [{ productId: body.items[0]!.productId, name: 'Matte Paste', available: 0 }],
      },
    });
  });
  await page.goto('/checkout');
  const form = page.getByRole('form', { name: 'Pickup details' });
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await form.getByLabel('Name').fill('Ana Ruiz');
  await form.getByLabel('Email').fill('ana@example.com');
  await form.getByLabel('Phone').fill('787-555-0101');
  await shoot(page, 'checkout-pickup');
  await form.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByTestId('sold-out')).toContainText('Sorry, Matte Paste is sold out.');
  await expect(page.getByTestId('sold-out-line')).toHaveText('Sold out');
  expect(asked).toBe(2);
  await shoot(page, 'checkout-sold-out');
});
