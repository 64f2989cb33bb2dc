import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { shopInstant } from '#shared/domain/shop-time';
import { createReminderJob } from '../../server/jobs/reminders';
import { createPushSender } from '../../server/push/send';
import { vapidKeys } from '../../server/push/vapid';
import { loadConfig } from '../../server/config';
import { MAX_CONSECUTIVE_FAILURES } from '../../server/repositories/push-subscriptions';
import { catalogueIds } from './helpers/booking';
import { bookThroughApi, startPushService, subscribeThroughApi, workingDay, type PushService } from './helpers/push-service';
import { startTestApp, testClock, type TestApp } from './helpers/test-app';

const HOUR = 3_600_000;
let t: TestApp;
let push: PushService;
let job: ReturnType<typeof createReminderJob>;
let serviceId: number;
let dayOffset = 20;
/** Each test books on a day of its own, at 15:00 shop time, with the clock well before. */
let day: string;

const at = (hoursBefore: number) => new Date(shopInstant(day, '15:00').getTime() - hoursBefore * HOUR);
const remindersOf = (appointmentId: number) => t.db('appointment_reminders').where({ appointment_id: appointmentId }).orderBy('due_at');

/** Books `day` at 15:00 (booked at the clock's time) and subscribes one new device. */
async function bookedWithDevice() {
  const { appointment, email } = await bookThroughApi(t, serviceId, day, '15:00');
  const device = push.device();
  const res = await subscribeThroughApi(t, device, appointment.id, email);
  expect(res.status, res.text).toBe(201);
  return { appointment, email, device };
}

beforeAll(async () => {
  t = await startTestApp({ clock: testClock(), env: { RATE_LIMITS: 'off' } });
  push = await startPushService();
  serviceId = (await catalogueIds(t.db)).corte;
  const config = loadConfig({ NODE_ENV: 'test' });
  job = createReminderJob({
    db: t.db,
    now: t.clock.now,
    sender: async () => createPushSender({ vapid: await vapidKeys(t.db, config.push), devEndpoints: true }),
  });
});
beforeEach(async () => {
  dayOffset += 2;
  day = workingDay(new Date(), dayOffset);
  t.clock.set(at(48));
  // Each test sees only its own reminders: what earlier tests left due is put aside.
  await t.db('appointment_reminders').whereIn('state', ['pending', 'sending']).update({ state: 'skipped', locked_at: null });
});
afterAll(async () => {
  await t.close();
  await push.close();
});

describe('reminders before an appointment', () => {
  it('sends 24 h and 2 h before, encrypted for the device, naming the service, barber and 12-hour time', async () => {
    const { appointment, device } = await bookedWithDevice();
    t.clock.set(new Date(at(24).getTime() - 1000));
    expect(await job.tick()).toMatchObject({ enqueued: 2, claimed: 0 });
    expect(push.to(device)).toHaveLength(0);

    t.clock.set(at(24));
    expect(await job.tick()).toMatchObject({ sent: 1 });
    const [first] = push.to(device);
    expect(first!.headers['content-encoding']).toBe('aes128gcm');
    const { publicKey } = (await t.get('/api/push/public-key')).body;
    expect(first!.headers.authorization).toMatch(new RegExp(`^vapid t=.+, k=${publicKey}$`));
    expect(Number(first!.headers.ttl)).toBe(24 * 3600);
    expect(device.decrypt(first!.body)).toEqual({
      title: 'Appointment reminder',
      body: `Corte with ${appointment.barberName} tomorrow at 3:00 PM. See you at The Gentlemen’s Barbershop!`,
      url: '/',
      tag: `appointment-${appointment.id}`,
    });

    t.clock.set(at(2));
    expect(await job.tick()).toMatchObject({ sent: 1 });
    expect(device.decrypt(push.to(device)[1]!.body).body).toContain('today at 3:00 PM');
    expect(await job.tick()).toMatchObject({ claimed: 0 });
    expect(push.to(device)).toHaveLength(2);
    expect((await remindersOf(appointment.id)).map((r) => [r.kind, r.state, r.sent_count])).toEqual([
      ['24h', 'sent', 1],
      ['2h', 'sent', 1],
    ]);
    const sub = await t.db('push_subscriptions').where({ endpoint: device.subscription.endpoint }).first();
    expect(sub.last_success_at).toEqual(at(2));
  });

  it('schedules only the 2-hour reminder for a booking made less than 24 hours ahead', async () => {
    t.clock.set(at(10));
    const { appointment } = await bookedWithDevice();
    await job.tick();
    expect((await remindersOf(appointment.id)).map((r) => r.kind)).toEqual(['2h']);
  });

  it('sends nothing for a cancelled appointment', async () => {
    const { appointment, device } = await bookedWithDevice();
    await job.tick(); // enqueued while live
    await t.db('appointments').where({ id: appointment.id }).update({ status: 'cancelled', cancelled_at: t.clock.now() });
    t.clock.set(at(2));
    await job.tick();
    expect(push.to(device)).toHaveLength(0);
    expect((await remindersOf(appointment.id)).map((r) => [r.state, r.last_error])).toEqual([
      ['skipped', 'appointment cancelled'],
      ['skipped', 'appointment cancelled'],
    ]);
  });

  it('sends nothing to a client who turned reminders off from an email', async () => {
    const { appointment, device } = await bookedWithDevice();
    await job.tick();
    await t.db('clients').where({ id: appointment.clientId }).update({ reminders_off_at: t.clock.now() });
    t.clock.set(at(2));
    await job.tick();
    expect(push.to(device)).toHaveLength(0);
    expect((await remindersOf(appointment.id)).map((r) => [r.state, r.last_error])).toEqual([
      ['skipped', 'reminders turned off by the client'],
      ['skipped', 'reminders turned off by the client'],
    ]);
  });

  it('deletes a subscription the push service calls gone (410) and still reaches the client’s other device', async () => {
    const { appointment, email, device } = await bookedWithDevice();
    const gone = push.device();
    await subscribeThroughApi(t, gone, appointment.id, email);
    push.respond(gone, 410);
    t.clock.set(at(24));
    await job.tick();
    expect(push.to(gone)).toHaveLength(1);
    expect(push.to(device)).toHaveLength(1);
    expect(await t.db('push_subscriptions').where({ endpoint: gone.subscription.endpoint })).toEqual([]);
    expect((await remindersOf(appointment.id))[0]).toMatchObject({ kind: '24h', state: 'sent', sent_count: 1 });
  });

  it('skips the reminder when the only device is gone (404), and when there is no device', async () => {
    const { appointment, device } = await bookedWithDevice();
    push.respond(device, 404);
    const other = await bookThroughApi(t, serviceId, day, '11:00');
    t.clock.set(at(24));
    await job.tick();
    expect(await t.db('push_subscriptions').where({ client_id: appointment.clientId })).toEqual([]);
    expect((await remindersOf(appointment.id))[0]).toMatchObject({
      state: 'skipped',
      last_error: expect.stringContaining('no device left'),
    });
    expect((await remindersOf(other.appointment.id))[0]).toMatchObject({ state: 'skipped', last_error: 'no device subscribed' });
  });

  it('retries a failed send (500) with backoff and records the failure', async () => {
    const { appointment, device } = await bookedWithDevice();
    push.respond(device, 500, 201);
    t.clock.set(at(24));
    expect(await job.tick()).toMatchObject({ retried: 1 });
    const [row] = await remindersOf(appointment.id);
    expect(row).toMatchObject({ state: 'pending', attempts: 1, last_error: expect.stringContaining('HTTP 500') });
    expect(row.next_attempt_at).toEqual(new Date(at(24).getTime() + 60_000));
    expect((await t.db('push_subscriptions').where({ endpoint: device.subscription.endpoint }).first()).failure_count).toBe(1);

    t.clock.advance(30_000);
    expect(await job.tick()).toMatchObject({ claimed: 0 });
    t.clock.advance(30_000);
    expect(await job.tick()).toMatchObject({ sent: 1 });
    expect(push.to(device).map((r) => r.status)).toEqual([500, 201]);
    expect((await remindersOf(appointment.id))[0]).toMatchObject({ state: 'sent', attempts: 2 });
    expect((await t.db('push_subscriptions').where({ endpoint: device.subscription.endpoint }).first()).failure_count).toBe(0);
  });

  it('gives up a device after 15 failed sends in a row; with no device left the reminder is skipped', async () => {
    const { appointment, device } = await bookedWithDevice();
    const endpoint = device.subscription.endpoint;
    await t
      .db('push_subscriptions')
      .where({ endpoint })
      .update({ failure_count: MAX_CONSECUTIVE_FAILURES - 2 });
    push.respond(device, 500, 500);
    t.clock.set(at(24));
    expect(await job.tick()).toMatchObject({ retried: 1 });
    expect((await t.db('push_subscriptions').where({ endpoint }).first()).failure_count).toBe(MAX_CONSECUTIVE_FAILURES - 1);
    t.clock.advance(60_000);
    await job.tick();
    expect(push.to(device).map((r) => r.status)).toEqual([500, 500]);
    expect(await t.db('push_subscriptions').where({ endpoint })).toEqual([]); // given up: no more sends to it
    expect((await remindersOf(appointment.id))[0]).toMatchObject({ state: 'skipped', last_error: expect.stringContaining('given up') });
  });

  it('claims again a reminder left "sending" by a sender that died (stale claim), but not a fresh one', async () => {
    const { appointment, device } = await bookedWithDevice();
    await job.tick();
    t.clock.set(at(24));
    const [row] = await remindersOf(appointment.id);
    // Another process claimed it a minute ago and is (maybe) still sending: leave it alone.
    await t
      .db('appointment_reminders')
      .where({ id: row.id })
      .update({ state: 'sending', locked_at: new Date(at(24).getTime() - 60_000), attempts: 1 });
    expect(await job.tick()).toMatchObject({ claimed: 0 });
    // Six minutes later that claim is stale: the sender died mid-send, so the reminder goes out now.
    t.clock.advance(5 * 60_000);
    expect(await job.tick()).toMatchObject({ claimed: 1, sent: 1 });
    expect(push.to(device)).toHaveLength(1);
    expect((await remindersOf(appointment.id))[0]).toMatchObject({ state: 'sent', attempts: 2, locked_at: null });
  });

  it('skips a 24-hour reminder that is only claimed within the last 2 hours (the 2-hour one goes out)', async () => {
    const { appointment, device } = await bookedWithDevice();
    await job.tick();
    t.clock.set(at(1.5)); // the job was not running for a day
    await job.tick();
    expect(push.to(device)).toHaveLength(1);
    expect((await remindersOf(appointment.id)).map((r) => r.state)).toEqual(['skipped', 'sent']);
  });
});
