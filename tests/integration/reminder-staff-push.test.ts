import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '#shared/domain/shop-time';
import { BulkReminderResult, NO_CHANNEL_MESSAGE, ReminderResult } from '#shared/schemas/reminder';
import { pushSubscriptionsRepository } from '../../server/repositories/push-subscriptions';
import { catalogueIds, insertAppointment, insertClient, sanJuan } from './helpers/booking';
import { startPushService, type PushService, type TestDevice } from './helpers/push-service';
import { signedInStaff } from './helpers/staff-session';
import { startTestApp, testClock, type TestApp } from './helpers/test-app';

// "Now" is Tuesday 2026-12-01, 10:00 in San Juan.
const TODAY = '2026-12-01';
const NOW = sanJuan(TODAY, '10:00');
const DAY = 86_400_000;
let t: TestApp;
let push: PushService;
let staff: Awaited<ReturnType<typeof signedInStaff>>;
let ids: Awaited<ReturnType<typeof catalogueIds>>;

beforeAll(async () => {
  // Email configured (nothing sends it here: REMINDER_JOB=off); these clients have no email unless a test gives one.
  t = await startTestApp({ clock: testClock(NOW), env: { RATE_LIMITS: 'off', REMINDER_JOB: 'off', SMTP_URL: 'smtp://127.0.0.1:2525' } });
  push = await startPushService();
  staff = await signedInStaff(t);
  ids = await catalogueIds(t.db);
});
afterAll(async () => {
  await t.close();
  await push.close();
});

let slot = 0;
/** A client last seen `days` ago, with `devices` subscribed, optionally reminded `reminded.daysAgo` ago. */
async function client(
  name: string,
  days: number,
  devices = 1,
  reminded?: { daysAgo: number; status: string },
  email: string | null = null,
) {
  const c = await insertClient(t.db, { firstName: name, email }); // push only unless given an email (SMS is not configured here)
  slot += 1;
  await insertAppointment(t.db, {
    barberId: ids.barbers[slot % ids.barbers.length]!,
    serviceId: ids.barba,
    date: addDays(TODAY, -days),
    time: `${String(9 + Math.floor(slot / ids.barbers.length)).padStart(2, '0')}:00`,
    durationMin: 30,
    clientId: c.id,
  });
  const ds: TestDevice[] = [];
  for (let i = 0; i < devices; i++) {
    const d = push.device();
    await pushSubscriptionsRepository(t.db).bindToClient(c.id, d.subscription, 'test', NOW); // bound by proof of owning the contact
    ds.push(d);
  }
  if (reminded) {
    await t.db('reminders').insert({
      client_id: c.id,
      kind: 'manual',
      channel: 'push',
      status: reminded.status,
      created_at: new Date(NOW.getTime() - reminded.daysAgo * DAY),
    });
  }
  return { id: c.id, devices: ds };
}
const bulk = () => t.post('/api/clients/send-bulk-reminders', undefined, staff.headers);
const remind = (id: number) => t.post(`/api/clients/${id}/send-reminder`, undefined, staff.headers);
const rowsOf = (clientId: number) => t.db('reminders').where({ client_id: clientId }).orderBy('id');

describe('POST /api/clients/send-bulk-reminders by web push', () => {
  it('pushes to clients last seen more than 14 days ago and not reminded in 7 days; count = clients reached', async () => {
    const fifteen = await client('Fifteen', 15);
    const fourteen = await client('Fourteen', 14);
    const sentSixDaysAgo = await client('SentSixDaysAgo', 30, 1, { daysAgo: 6, status: 'sent' });
    const sentEightDaysAgo = await client('SentEightDaysAgo', 30, 1, { daysAgo: 8, status: 'sent' });
    const noDevice = await client('NoDevice', 20, 0);
    const failing = await client('Failing', 25);
    push.respond(failing.devices[0]!, 500, 201);

    const res = await bulk();
    expect(res.status, res.text).toBe(200);
    expect(BulkReminderResult.parse(res.body)).toEqual({
      count: 2,
      sent: 2,
      recorded: 1,
      failed: 1,
      devices: 2,
      channel: 'push',
      channels: ['push'],
      byChannel: { email: 0, sms: 0, push: 2 },
      message: 'Sent to 2 clients: 2 by push (2 devices); 1 has nothing to send it by; 1 could not be reached (push service error).',
    });
    expect(push.to(fifteen.devices[0]!)).toHaveLength(1);
    expect(push.to(sentEightDaysAgo.devices[0]!)).toHaveLength(1);
    expect(push.to(fourteen.devices[0]!)).toHaveLength(0); // 14 days is not more than 14
    expect(push.to(sentSixDaysAgo.devices[0]!)).toHaveLength(0); // reminded within 7 days
    expect(fifteen.devices[0]!.decrypt(push.to(fifteen.devices[0]!)[0]!.body)).toEqual({
      title: 'The Gentlemen’s Barbershop',
      body: 'Hi Fifteen! It’s been 15 days since your last visit. Tap to book your next cut.',
      url: '/book',
      tag: 'lapsed-client-reminder',
    });

    const outcome = async (id: number) => (await rowsOf(id)).filter((r) => r.kind === 'bulk').map((r) => [r.channel, r.status]);
    expect(await outcome(fifteen.id)).toEqual([['push', 'sent']]);
    expect(await outcome(noDevice.id)).toEqual([['none', 'recorded']]);
    expect(await outcome(failing.id)).toEqual([['push', 'failed']]);
    expect(await outcome(fourteen.id)).toEqual([]);
    expect((await rowsOf(fifteen.id))[0]!.detail).toMatch(/^Last visit 2026-11-16\. Sent to 1 device$/);

    // At once again: only the failed one is due (a failed reminder does not count for the 7 days).
    const again = await bulk();
    expect(again.body).toMatchObject({ count: 1, sent: 1, recorded: 0, failed: 0 });
    expect(push.to(failing.devices[0]!).map((r) => r.status)).toEqual([500, 201]);

    // Eight days later the 7-day quiet period is over for all of them; Fourteen is now 22 days away too.
    t.clock.set(new Date(NOW.getTime() + 8 * DAY));
    try {
      const later = await signedInStaff(t);
      const res3 = await t.post('/api/clients/send-bulk-reminders', undefined, later.headers);
      expect(res3.body).toMatchObject({ count: 5, recorded: 1 });
      expect(push.to(fourteen.devices[0]!)).toHaveLength(1);
      expect(push.to(sentSixDaysAgo.devices[0]!)).toHaveLength(1);
    } finally {
      t.clock.set(NOW);
      staff = await signedInStaff(t);
    }
  });
});

describe('POST /api/clients/:id/send-reminder by web push', () => {
  it('sends to the client’s devices, deletes a gone one (410), records channel and outcome', async () => {
    const c = await client('Ana', 20, 2);
    push.respond(c.devices[1]!, 410);
    const res = await remind(c.id);
    expect(res.status, res.text).toBe(200);
    expect(ReminderResult.parse(res.body)).toEqual({
      channel: 'push',
      channels: ['push'],
      status: 'sent',
      devices: 1,
      sentTo: '1 device',
      message: 'Reminder sent by push (1 device).',
    });
    expect(c.devices[0]!.decrypt(push.to(c.devices[0]!)[0]!.body).body).toBe(
      'Hi Ana! It’s been 20 days since your last visit. Tap to book your next cut.',
    );
    expect(await t.db('push_subscriptions').where({ client_id: c.id }).count()).toEqual([{ count: 1 }]);
    expect(await rowsOf(c.id)).toEqual([
      expect.objectContaining({
        kind: 'manual',
        channel: 'push',
        status: 'sent',
        staff_user_id: staff.account.id,
        detail: 'Last visit 2026-11-11. Sent to 1 device',
      }),
    ]);
  });

  it('with an email too: sent by email and push, the email owed in the reminder’s transaction', async () => {
    const c = await client('Both', 20, 1, undefined, `both.${process.pid}@example.com`);
    const res = await remind(c.id);
    expect(ReminderResult.parse(res.body)).toEqual({
      channel: 'email',
      channels: ['email', 'push'],
      status: 'sent',
      devices: 1,
      sentTo: '1 device',
      message: 'Reminder sent by email and push (1 device).',
    });
    expect((await t.db('notifications').where({ client_id: c.id })).map((r) => [r.kind, r.channel, r.recipient])).toEqual([
      ['lapsed', 'email', `both.${process.pid}@example.com`],
    ]);
    expect((await rowsOf(c.id))[0]).toMatchObject({
      channel: 'push',
      status: 'sent',
      detail: 'Last visit 2026-11-11. Sent to 1 device. Owed by email',
    });
  });

  it('says nothing could be sent, and records it with channel none', async () => {
    const c = await client('Nadie', 20, 0);
    const res = await remind(c.id);
    expect(res.body).toEqual({ channel: 'none', channels: [], status: 'recorded', devices: 0, message: NO_CHANNEL_MESSAGE });
    expect((await rowsOf(c.id)).map((r) => [r.channel, r.status])).toEqual([['none', 'recorded']]);
  });

  it('says it failed when every device failed, and records the error', async () => {
    const c = await client('Roto', 20);
    push.respond(c.devices[0]!, 503);
    const res = await remind(c.id);
    expect(res.body).toMatchObject({ channel: 'push', channels: [], status: 'failed', devices: 0 });
    expect(res.body.message).toContain('try again later');
    expect((await rowsOf(c.id))[0]).toMatchObject({ channel: 'push', status: 'failed', detail: expect.stringContaining('HTTP 503') });
  });
});
