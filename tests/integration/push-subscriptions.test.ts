import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientSubscriptions, NO_MATCHING_BOOKING, NO_MATCHING_SUBSCRIPTION } from '#shared/schemas/push';
import { addDays, shopInstant } from '#shared/domain/shop-time';
import { createReminderJob } from '../../server/jobs/reminders';
import { createPushSender } from '../../server/push/send';
import { vapidKeys } from '../../server/push/vapid';
import { loadConfig } from '../../server/config';
import { catalogueIds } from './helpers/booking';
import {
  bookThroughApi,
  startPushService,
  subscribeThroughApi,
  workingDay,
  type PushService,
  type TestDevice,
} from './helpers/push-service';
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
const devicesOf = async (clientId: number) =>
  ClientSubscriptions.parse((await t.get(`/api/push/subscriptions?clientId=${clientId}`, staff.headers)).body).subscriptions;

beforeAll(async () => {
  // Two calendar days before, whatever their weekday: both of a booking's reminders (24 h and 2 h) are still ahead.
  t = await startTestApp({ clock: testClock(shopInstant(addDays(day, -2), '10:00')), env: { RATE_LIMITS: 'off' } });
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

describe('PUT /api/push/subscriptions (the browser renewed its subscription)', () => {
  // Bookings of their own, the working day after `book`'s, so the hours of that day last.
  const renewDay = workingDay(shopInstant(day, '12:00'), 1);
  let renewHour = 8;
  /** A device subscribed through the API to a new booking of a new client (at most 10 per test file: 09:00–18:00). */
  async function subscribedDevice() {
    const { appointment, email } = await bookThroughApi(t, serviceId, renewDay, `${String(++renewHour).padStart(2, '0')}:00`);
    const device = push.device();
    const res = await subscribeThroughApi(t, device, appointment.id, email);
    expect(res.status, res.text).toBe(201);
    return { appointment, email, device };
  }
  const renew = (oldEndpoint: unknown, subscription: unknown, app: TestApp = t) =>
    app.request('PUT', '/api/push/subscriptions', { oldEndpoint, subscription });
  const rowOf = (device: TestDevice) => t.db('push_subscriptions').where({ endpoint: device.subscription.endpoint }).first();

  it('moves the device to the new endpoint and keys, resets its failures, keeps its client and creation time', async () => {
    const { appointment, device: old } = await subscribedDevice();
    await t
      .db('push_subscriptions')
      .where({ endpoint: old.subscription.endpoint })
      .update({ failure_count: 3, last_success_at: t.clock.now() });
    const { id: _oldId, ...before } = await rowOf(old);
    const renewed = push.device();

    const res = await renew(old.subscription.endpoint, renewed.subscription);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ renewed: true });

    expect(await rowOf(renewed)).toEqual({
      ...before,
      id: expect.any(Number),
      endpoint: renewed.subscription.endpoint,
      p256dh: renewed.subscription.keys.p256dh,
      auth: renewed.subscription.keys.auth,
      failure_count: 0,
    });
    expect(before.client_id).toBe(appointment.clientId);
    expect(await devicesOf(appointment.clientId)).toHaveLength(1);
  });

  it('leaves the old endpoint unknown afterwards: renewing or unsubscribing it again changes nothing', async () => {
    const { appointment, device: old } = await subscribedDevice();
    const renewed = push.device();
    expect((await renew(old.subscription.endpoint, renewed.subscription)).status).toBe(200);
    expect(await rowOf(old)).toBeUndefined();

    const again = await renew(old.subscription.endpoint, push.device().subscription);
    expect(again.status).toBe(404);
    expect((await t.request('DELETE', '/api/push/subscriptions', { endpoint: old.subscription.endpoint })).status).toBe(204);
    expect(await devicesOf(appointment.clientId)).toEqual([expect.objectContaining({ id: (await rowOf(renewed)).id })]);
  });

  it('answers 404 with a message for an endpoint it does not know, and stores nothing', async () => {
    const stranger = push.device();
    const res = await renew(`${push.base}/push/never-subscribed`, stranger.subscription);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: NO_MATCHING_SUBSCRIPTION, code: 'not_found' });
    expect(await rowOf(stranger)).toBeUndefined();
  });

  it('refuses a new endpoint that is not a supported push service (400, like subscribing) and keeps the device as it was', async () => {
    const { device: old } = await subscribedDevice();
    const before = await rowOf(old);
    const good = push.device().subscription;

    // Outside production the shared schema already refuses plain http off the loopback.
    const plain = await renew(old.subscription.endpoint, { ...good, endpoint: 'http://push.example.com/abc' });
    expect(plain.status).toBe(400);
    expect(plain.body.code).toBe('validation_failed');

    // Without the development switch (production never has it) only the known push services are accepted (server/push/endpoint-policy.ts).
    const production = await startTestApp({ db: t.db, env: { NODE_ENV: 'production', RATE_LIMITS: 'off' } });
    try {
      const res = await renew(old.subscription.endpoint, { ...good, endpoint: 'https://push.example.com/abc' }, production);
      expect(res.status, res.text).toBe(400);
      expect(res.body).toEqual({
        message: 'This browser’s push service is not supported for reminders.',
        code: 'bad_request',
        fields: { 'subscription.endpoint': 'Unsupported push service' },
      });
    } finally {
      await production.close();
    }
    expect(await rowOf(old)).toEqual(before);
  });

  it('answers 400 to a malformed body', async () => {
    const { device: old } = await subscribedDevice();
    const good = push.device().subscription;
    const bodies: unknown[] = [
      {},
      { subscription: good },
      { oldEndpoint: old.subscription.endpoint },
      { oldEndpoint: 'not a url', subscription: good },
      { oldEndpoint: old.subscription.endpoint, subscription: { endpoint: good.endpoint } },
      { oldEndpoint: old.subscription.endpoint, subscription: { ...good, keys: { ...good.keys, p256dh: 'short' } } },
      { oldEndpoint: 42, subscription: good },
    ];
    for (const body of bodies) {
      const res = await t.request('PUT', '/api/push/subscriptions', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('validation_failed');
    }
    const notJson = await t.request('PUT', '/api/push/subscriptions', '{"oldEndpoint":', { 'content-type': 'application/json' });
    expect(notJson.status).toBe(400);
    expect(await rowOf(old)).toMatchObject({ endpoint: old.subscription.endpoint });
  });

  it('renewing onto an endpoint another row already has leaves exactly one row: the renewed device', async () => {
    const first = await subscribedDevice();
    t.clock.advance(60_000); // the two rows have different creation times
    const second = await subscribedDevice();
    t.clock.advance(-60_000);
    const moved = await rowOf(first.device);
    const fresh = { ...second.device.subscription, keys: push.device().subscription.keys };

    expect((await renew(first.device.subscription.endpoint, fresh)).status).toBe(200);
    const rows = await t
      .db('push_subscriptions')
      .whereIn('endpoint', [first.device.subscription.endpoint, second.device.subscription.endpoint]);
    expect(rows).toEqual([
      expect.objectContaining({
        client_id: first.appointment.clientId,
        created_at: moved.created_at,
        endpoint: fresh.endpoint,
        p256dh: fresh.keys.p256dh,
        auth: fresh.keys.auth,
        failure_count: 0,
      }),
    ]);
    expect(await devicesOf(second.appointment.clientId)).toEqual([]);
  });

  it('several renewals onto one new endpoint at once: each answers, none fails, one row is left', async () => {
    const { appointment, email, device: firstDevice } = await subscribedDevice();
    const olds = [firstDevice];
    for (let i = 0; i < 4; i++) {
      const device = push.device();
      expect((await subscribeThroughApi(t, device, appointment.id, email)).status).toBe(201);
      olds.push(device);
    }
    const target = push.device().subscription;
    const statuses = await Promise.all(olds.map(async (d) => (await renew(d.subscription.endpoint, target)).status));
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    expect(await devicesOf(appointment.clientId)).toHaveLength(1);
    expect(await t.db('push_subscriptions').where({ endpoint: target.endpoint }).count()).toEqual([{ count: 1 }]);
  });

  it('renewing onto its own endpoint (new keys only) updates the device in place', async () => {
    const { device } = await subscribedDevice();
    const before = await rowOf(device);
    const keys = push.device().subscription.keys;
    expect((await renew(device.subscription.endpoint, { endpoint: device.subscription.endpoint, keys })).status).toBe(200);
    expect(await rowOf(device)).toEqual({ ...before, p256dh: keys.p256dh, auth: keys.auth });
  });

  it('the next reminder goes to the new endpoint, encrypted with the new keys', async () => {
    const { appointment, device: old } = await subscribedDevice();
    const renewed = push.device();
    expect((await renew(old.subscription.endpoint, renewed.subscription)).status).toBe(200);

    const config = loadConfig({ NODE_ENV: 'test' });
    const job = createReminderJob({
      db: t.db,
      now: t.clock.now,
      sender: async () => createPushSender({ vapid: await vapidKeys(t.db, config.push), devEndpoints: true }),
    });
    const start = t.clock.now();
    t.clock.set(new Date(new Date(appointment.startsAt).getTime() - 24 * 3_600_000));
    try {
      // Earlier bookings of this file are due by then too: one tick sends everything due.
      expect((await job.tick()).sent).toBeGreaterThan(0);
    } finally {
      t.clock.set(start);
    }
    expect(push.to(old)).toHaveLength(0);
    const [sent] = push.to(renewed);
    expect(sent, 'a reminder reached the new endpoint').toBeDefined();
    expect(renewed.decrypt(sent!.body)).toMatchObject({ title: 'Appointment reminder', tag: `appointment-${appointment.id}` });
  });

  it('is rate-limited per address like the other push routes', async () => {
    const limited = await startTestApp({ db: t.db, env: { RATE_LIMITS: 'on' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++)
        statuses.push((await renew(`${push.base}/push/unknown-${i}`, push.device().subscription, limited)).status);
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
