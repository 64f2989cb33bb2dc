import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import Stripe from 'stripe';
import type { Page } from '@playwright/test';
import { startFakeStripe } from '../integration/helpers/fake-stripe';
import { freePorts } from './free-ports';
import { databaseUrl } from './admin-dashboard-helpers';

const WEBHOOK_SECRET = 'whsec_e2e_store';

/**
 * The shared e2e server runs without Stripe (the spec's "Payment Processing Not Configured" checkout).
 * A store journey that pays needs one with it: a second process of the same server on the same
 * database and build, its Stripe client pointed at the local fake Stripe API
 * (tests/integration/helpers/fake-stripe.ts), and a webhook secret this test signs events with.
 */
export async function startStripeServer() {
  const fake = await startFakeStripe();
  const [port] = freePorts(1);
  const base = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl(),
      SKIP_BUILD: '1',
      DIST_DIR: process.env.E2E_DIST_DIR ?? path.join(process.env.E2E_DATA_DIR!, 'dist'),
      NODE_ENV: 'test',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      PUSH_DEV_ENDPOINTS: '1',
      TEST_SCRYPT_LN: '10',
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_MAIL_SMTP_PORT}`,
      PUBLIC_URL: base,
      NOTIFY_INTERVAL_MS: '2000',
      STRIPE_SECRET_KEY: 'sk_test_e2e',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      ...fake.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('the Stripe-configured server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    fake,
    /** Sends Stripe's signed `payment_intent.succeeded` for the PaymentIntent the fake made last. */
    async paymentSucceeded(): Promise<Response> {
      const intent = fake.seen.at(-1)!;
      const object = {
        id: intent.id,
        object: 'payment_intent',
        status: 'succeeded',
        amount: Number(intent.params.get('amount')),
        metadata: { order_id: intent.params.get('metadata[order_id]') },
      };
      const payload = JSON.stringify({ id: `evt_${intent.id}`, object: 'event', type: 'payment_intent.succeeded', data: { object } });
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      return fetch(`${base}/api/stripe/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
    },
    async close() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode === null ? child.once('exit', r) : r(null)));
      await fake.close();
    },
  };
}

/**
 * A stand-in for Stripe.js (js.stripe.com cannot be reached from the test machine): a Payment Element
 * that mounts a note, and `confirmPayment` that answers a succeeded PaymentIntent, as a test card would.
 * Stripe's own servers are not in the loop; the webhook above says the payment succeeded.
 */
export async function fakeStripeJs(page: Page) {
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({
      contentType: 'application/javascript',
      body: `
        window.Stripe = function () {
          const handlers = {};
          const element = {
            mount(node) {
              const note = document.createElement('p');
              note.textContent = 'Card: 4242 4242 4242 4242 (test)';
              note.setAttribute('data-testid', 'fake-payment-element');
              node.appendChild(note);
              setTimeout(() => (handlers.ready || []).forEach((f) => f({ elementType: 'payment' })), 0);
            },
            on(event, f) { (handlers[event] = handlers[event] || []).push(f); },
            off() {}, update() {}, destroy() {}, unmount() {}, collapse() {},
          };
          const elements = { create: () => element, getElement: () => element, update() {}, fetchUpdates: () => Promise.resolve({}), submit: () => Promise.resolve({}) };
          return {
            elements: () => elements,
            createToken() {}, createPaymentMethod() {}, confirmCardPayment() {}, _registerWrapper() {}, registerAppInfo() {},
            confirmPayment: () => Promise.resolve({ paymentIntent: { id: 'pi_fake', status: 'succeeded' } }),
          };
        };`,
    }),
  );
}
