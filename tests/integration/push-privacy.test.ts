import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopInstant } from '#shared/domain/shop-time';
import { EMAIL_NOT_CONFIGURED_MESSAGE } from '#shared/schemas/reminder';
import { createReminderJob } from '../../server/jobs/reminders';
import { createPushSender } from '../../server/push/send';
import { vapidKeys } from '../../server/push/vapid';
import { loadConfig } from '../../server/config';
import { pushSubscriptionsRepository } from '../../server/repositories/push-subscriptions';
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

const HOUR = 3_600_000;
let t: TestApp;
let push: PushService;
let job: ReturnType<typeof createReminderJob>;
let staff: Awaited<ReturnType<typeof signedInStaff>>;
let serviceId: number;
const day = workingDay(new Date(), 10);

beforeAll(async () => {
  t = await startTestApp({ clock: testClock(shopInstant(workingDay(new Date(), 3), '10:00')), env: { RATE_LIMITS: 'off' } });
  push = await startPushService();
  staff = await signedInStaff(t);
  serviceId = (await catalogueIds(t.db)).corte;
  const config = loadConfig({ NODE_ENV: 'test' });
  job = createReminderJob({
    db: t.db,
    now: t.clock.now,
    sender: async () => createPushSender({ vapid: await vapidKeys(t.db, config.push), devEndpoints: true }),
  });
});
afterAll(async () => {
  await t.close();
  await push.close();
});

const goodKeys = () => push.device().subscription.keys;

describe('push endpoints: only push services unless the development switch is set', () => {
  it('`npm start` (no NODE_ENV, no switch) refuses loopback, metadata and unknown hosts when subscribing and renewing', async () => {
    const started = await startTestApp({
      db: t.db,
      clock: t.clock,
      env: { NODE_ENV: 'development', PUSH_DEV_ENDPOINTS: '0', RATE_LIMITS: 'off' },
    });
    try {
      const { appointment, email } = await bookThroughApi(started, serviceId, day, '09:00');
      for (const endpoint of [
        'http://127.0.0.1:9/push/x',
        'https://169.254.169.254/latest/meta-data',
        'https://intranet.example.com/push',
      ]) {
        const res = await started.post('/api/push/subscriptions', {
          subscription: { endpoint, keys: goodKeys() },
          appointmentId: appointment.id,
          clientEmail: email,
        });
        expect(res.status, endpoint).toBe(400);
        expect(await t.db('push_subscriptions').where({ endpoint }).first()).toBeUndefined();
      }
      const fcm = 'https://fcm.googleapis.com/fcm/send/privacy-test-1';
      const ok = await started.post('/api/push/subscriptions', {
        subscription: { endpoint: fcm, keys: goodKeys() },
        appointmentId: appointment.id,
        clientEmail: email,
      });
      expect(ok.status, ok.text).toBe(201);
      const moved = await started.request('PUT', '/api/push/subscriptions', {
        oldEndpoint: fcm,
        subscription: { endpoint: 'https://169.254.169.254/x', keys: goodKeys() },
      });
      expect(moved.status).toBe(400);
    } finally {
      await started.close();
    }
  });
});

describe('a device subscribed from the success screen gets that booking’s reminders only', () => {
  /** A booking at `time` under `email` (a new client unless given), with one device subscribed from its success screen. */
  async function bookAndSubscribe(time: string, email?: string) {
    const booked = await bookThroughApi(t, serviceId, day, time, email);
    const device = push.device();
    const res = await subscribeThroughApi(t, device, booked.appointment.id, booked.email);
    expect(res.status, res.text).toBe(201);
    return { ...booked, device };
  }
  const remindersAt = async (time: string) => {
    t.clock.set(new Date(shopInstant(day, time).getTime() - 24 * HOUR));
    await job.tick();
  };
  const texts = (d: TestDevice) => push.to(d).map((r) => d.decrypt(r.body).body);

  it('someone booking under a client’s email reaches only their own booking; the client’s devices only theirs', async () => {
    const victim = await bookAndSubscribe('10:00');
    const stranger = await bookAndSubscribe('12:00', victim.email); // same email: the same client
    expect(stranger.appointment.clientId).toBe(victim.appointment.clientId);

    await remindersAt('10:00');
    expect(texts(victim.device)).toEqual([expect.stringContaining('at 10:00 AM')]);
    expect(push.to(stranger.device)).toHaveLength(0);

    await remindersAt('12:00');
    expect(texts(stranger.device)).toEqual([expect.stringContaining('at 12:00 PM')]);
    expect(push.to(victim.device)).toHaveLength(1);
  });

  it('one browser subscribed from two of its bookings gets both; a device bound by proof gets every booking of the client', async () => {
    const first = await bookThroughApi(t, serviceId, day, '14:00');
    const second = await bookThroughApi(t, serviceId, day, '15:00', first.email);
    const browser = push.device();
    expect((await subscribeThroughApi(t, browser, first.appointment.id, first.email)).status).toBe(201);
    expect((await subscribeThroughApi(t, browser, second.appointment.id, first.email)).status).toBe(201);
    const proven = push.device();
    await pushSubscriptionsRepository(t.db).bindToClient(first.appointment.clientId, proven.subscription, 'test', t.clock.now());

    await remindersAt('14:00');
    await remindersAt('15:00');
    expect(push.to(browser)).toHaveLength(2);
    expect(push.to(proven)).toHaveLength(2);
  });

  it('a renewed device keeps its booking', async () => {
    const booked = await bookAndSubscribe('16:00');
    const renewed = push.device();
    const res = await t.request('PUT', '/api/push/subscriptions', {
      oldEndpoint: booked.device.subscription.endpoint,
      subscription: renewed.subscription,
    });
    expect(res.status, res.text).toBe(200);
    await remindersAt('16:00');
    expect(texts(renewed)).toEqual([expect.stringContaining('at 4:00 PM')]);
  });

  it('staff (lapsed-visit) reminders reach no device bound only to a booking, and the devices bound by proof', async () => {
    const booked = await bookAndSubscribe('17:00');
    const clientId = booked.appointment.clientId;
    const before = t.clock.now();
    // A lapsed-client reminder is for a client with no upcoming appointment: after this one.
    t.clock.set(new Date(shopInstant(day, '19:00').getTime()));
    try {
      staff = await signedInStaff(t); // the clock moved past the idle timeout of the first session
      const none = await t.post(`/api/clients/${clientId}/send-reminder`, undefined, staff.headers);
      expect(none.status, none.text).toBe(200);
      // The booking's email is owed, but email is not configured here: recorded, not sent.
      expect(none.body).toMatchObject({
        channel: 'none',
        channels: [],
        status: 'recorded',
        devices: 0,
        message: EMAIL_NOT_CONFIGURED_MESSAGE,
      });
      expect(push.to(booked.device)).toHaveLength(0);

      const proven = push.device();
      await pushSubscriptionsRepository(t.db).bindToClient(clientId, proven.subscription, 'test', t.clock.now());
      t.clock.set(new Date(t.clock.now().getTime() + 8 * 24 * HOUR)); // one reminder every 7 days
      staff = await signedInStaff(t);
      const sent = await t.post(`/api/clients/${clientId}/send-reminder`, undefined, staff.headers);
      expect(sent.body).toMatchObject({ channel: 'push', channels: ['push'], status: 'sent', devices: 1 });
      expect(push.to(proven)).toHaveLength(1);
      expect(push.to(booked.device)).toHaveLength(0);
    } finally {
      t.clock.set(before);
      staff = await signedInStaff(t);
    }
  });

  it('a proven device that subscribes from another client’s booking loses its proof', async () => {
    const mine = await bookThroughApi(t, serviceId, day, '18:00');
    const device = push.device();
    await pushSubscriptionsRepository(t.db).bindToClient(mine.appointment.clientId, device.subscription, 'test', t.clock.now());
    const friend = await bookThroughApi(t, serviceId, workingDay(new Date(), 11), '09:00');
    expect((await subscribeThroughApi(t, device, friend.appointment.id, friend.email)).status).toBe(201);
    const row = await t.db('push_subscriptions').where({ endpoint: device.subscription.endpoint }).first();
    expect(row).toMatchObject({ client_id: friend.appointment.clientId, client_verified_at: null });
  });
});
