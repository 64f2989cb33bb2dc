import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_MATCHING_BOOKING } from '../../shared/schemas/push';
import { shopInstant } from '../../shared/domain/shop-time';
import { catalogueIds } from './helpers/booking';
import { bookThroughApi, startPushService, subscribeThroughApi, workingDay, type PushService } from './helpers/push-service';
import { signedInStaff } from './helpers/staff-session';
import { startTestApp, testClock, type TestApp } from './helpers/test-app';

let t: TestApp;
let push: PushService;
let staff: Awaited<ReturnType<typeof signedInStaff>>;
let serviceId: number;
const day = workingDay(new Date(), 30);
let hour = 8;
/** A booking two days later than the clock, each at a new hour (so they never collide). */
const book = (email?: string) => bookThroughApi(t, serviceId, day, `${String(++hour).padStart(2, '0')}:00`, email);
const devicesOf = async (clientId: number) => (await t.get(`/api/push/subscriptions?clientId=${clientId}`, staff.headers)).body.subscriptions;

beforeAll(async () => {
  t = await startTestApp({ clock: testClock(shopInstant(workingDay(shopInstant(day), -2), '10:00')), env: { RATE_LIMITS: 'off' } });
  push = await startPushService();
  staff = await signedInStaff(t);
  serviceId = (await catalogueIds(t.db)).corte;
});
afterAll(async () => {
  await t.close();
  await push.close();
});

describe('GET /api/push/public-key', () => {
  it('answers the VAPID public key, generated once and kept in the database (a restart keeps it)', async () => {
    const res = await t.get('/api/push/public-key');
    expect(res.status).toBe(200);
    expect(Buffer.from(res.body.publicKey, 'base64url')).toHaveLength(65);
    const again = await startTestApp({ db: t.db });
    try {
      expect((await again.get('/api/push/public-key')).body.publicKey).toBe(res.body.publicKey);
    } finally {
      await again.close();
    }
    const stored = await t.db('app_settings').where({ key: 'vapid_keys' }).first();
    expect(stored.value.publicKey).toBe(res.body.publicKey);
  });

  it('answers the key from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when they are set', async () => {
    const webpush = (await import('web-push')).default;
    const keys = webpush.generateVAPIDKeys();
    const app = await startTestApp({ env: { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey } });
    try {
      expect((await app.get('/api/push/public-key')).body).toEqual({ publicKey: keys.publicKey });
    } finally {
      await app.close();
    }
  });
});

describe('POST /api/push/subscriptions', () => {
  it('ties the device to the client of a booking just made whose email matches (any case, spaces around)', async () => {
    const { appointment, email } = await book();
    const device = push.device();
    const res = await subscribeThroughApi(t, device, appointment.id, `  ${email.toUpperCase()} `);
    expect(res.status, res.text).toBe(201);
    expect(res.body).toEqual({ subscribed: true, upcomingReminders: 2 });
    const devices = await devicesOf(appointment.clientId);
    expect(devices).toEqual([expect.objectContaining({ endpointHost: new URL(push.base).host, failureCount: 0, lastSuccessAt: null })]);
    expect(JSON.stringify(devices)).not.toContain(device.subscription.keys.auth);
  });

  it('refuses an email that is not the booking client’s, and stores nothing', async () => {
    const { appointment } = await book();
    const res = await subscribeThroughApi(t, push.device(), appointment.id, 'stranger@example.com');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: NO_MATCHING_BOOKING, code: 'not_found' });
    expect(await devicesOf(appointment.clientId)).toEqual([]);
  });

  it('refuses a booking made more than an hour ago, a cancelled one, and an unknown one', async () => {
    const old = await book();
    t.clock.advance(61 * 60_000);
    try {
      expect((await subscribeThroughApi(t, push.device(), old.appointment.id, old.email)).status).toBe(404);
    } finally {
      t.clock.advance(-61 * 60_000);
    }
    const cancelled = await book();
    await t.db('appointments').where({ id: cancelled.appointment.id }).update({ status: 'cancelled', cancelled_at: t.clock.now() });
    expect((await subscribeThroughApi(t, push.device(), cancelled.appointment.id, cancelled.email)).status).toBe(404);
    expect((await subscribeThroughApi(t, push.device(), 99_999_999, cancelled.email)).status).toBe(404);
  });

  it('keeps one row per endpoint: the same browser subscribing again updates it', async () => {
    const { appointment, email } = await book();
    const device = push.device();
    await subscribeThroughApi(t, device, appointment.id, email);
    expect((await subscribeThroughApi(t, device, appointment.id, email)).status).toBe(201);
    expect(await t.db('push_subscriptions').where({ endpoint: device.subscription.endpoint }).count()).toEqual([{ count: 1 }]);
  });

  it('validates the subscription with the shared schema (https endpoint, base64url keys of the right size)', async () => {
    const { appointment, email } = await book();
    const good = push.device().subscription;
    const cases = [
      { ...good, endpoint: 'http://push.example.com/abc' },
      { ...good, endpoint: 'not a url' },
      { ...good, keys: { ...good.keys, p256dh: 'short' } },
      { ...good, keys: { ...good.keys, auth: 'has spaces in it ......' } },
      { endpoint: good.endpoint },
    ];
    for (const subscription of cases) {
      const res = await t.post('/api/push/subscriptions', { subscription, appointmentId: appointment.id, clientEmail: email });
      expect(res.status, JSON.stringify(subscription)).toBe(400);
      expect(res.body.code).toBe('validation_failed');
    }
    expect((await t.post('/api/push/subscriptions', { subscription: good, clientEmail: email })).status).toBe(400);
  });

  it('is rate-limited per address like the other public writes', async () => {
    const limited = await startTestApp({ db: t.db, env: { RATE_LIMITS: 'on' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) statuses.push((await subscribeThroughApi(limited, push.device(), 1, 'x@example.com')).status);
      expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
      expect(statuses[20]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('DELETE /api/push/subscriptions', () => {
  it('removes the device by its endpoint; an unknown endpoint answers 204 too', async () => {
    const { appointment, email } = await book();
    const device = push.device();
    await subscribeThroughApi(t, device, appointment.id, email);
    const res = await t.request('DELETE', '/api/push/subscriptions', { endpoint: device.subscription.endpoint });
    expect(res.status).toBe(204);
    expect(await devicesOf(appointment.clientId)).toEqual([]);
    expect((await t.request('DELETE', '/api/push/subscriptions', { endpoint: device.subscription.endpoint })).status).toBe(204);
    expect((await t.request('DELETE', '/api/push/subscriptions', { endpoint: 'nope' })).status).toBe(400);
  });
});

describe('GET /api/push/subscriptions (staff)', () => {
  it('answers 404 for an unknown client and 400 without a clientId', async () => {
    expect((await t.get('/api/push/subscriptions?clientId=99999999', staff.headers)).status).toBe(404);
    expect((await t.get('/api/push/subscriptions', staff.headers)).status).toBe(400);
  });
});
