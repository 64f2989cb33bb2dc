import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BulkReminderResult, EMAIL_NOT_CONFIGURED_MESSAGE, ReminderResult } from '#shared/schemas/reminder';
import { startTestApp, testClock, type TestApp } from './helpers/test-app';
import { signedInStaff } from './helpers/staff-session';
import { insertClient, sanJuan } from './helpers/booking';
import { adminCatalogue, insertPriced } from './helpers/admin';

// "Now" is Tuesday 2026-12-01, 22:00 in San Juan (Wednesday in UTC).
const TODAY = '2026-12-01';
const NOW = sanJuan(TODAY, '22:00');
const clock = testClock(NOW);
let t: TestApp;
let cat: Awaited<ReturnType<typeof adminCatalogue>>;
let staff: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  t = await startTestApp({ clock, env: { RATE_LIMITS: 'off' } });
  cat = await adminCatalogue(t.db);
  staff = await signedInStaff(t);
});
afterAll(() => t.close());

const DAY = 86_400_000;
let slot = 0;
/** A client whose last live visit was `days` ago (shop dates), optionally reminded `remindedDaysAgo` ago. */
async function clientLastSeen(name: string, days: number | null, remindedDaysAgo?: number, status = 'recorded') {
  const client = await insertClient(t.db, { firstName: name });
  if (days !== null) {
    const d = new Date(Date.UTC(2026, 11, 1 - days)).toISOString().slice(0, 10);
    slot += 1; // a different barber or hour each time, so no two collide
    await insertPriced(t.db, {
      barberId: cat.barbers[slot % 4]!.id,
      service: cat.barba,
      date: d,
      time: `${String(9 + Math.floor(slot / 4)).padStart(2, '0')}:00`,
      clientId: client.id,
    });
  }
  if (remindedDaysAgo !== undefined) {
    await t.db('reminders').insert({
      client_id: client.id,
      kind: 'manual',
      channel: 'none',
      status,
      created_at: new Date(NOW.getTime() - remindedDaysAgo * DAY),
    });
  }
  return client.id;
}
const bulk = (headers = staff.headers) => t.post('/api/clients/send-bulk-reminders', undefined, headers);

describe('POST /api/clients/:id/send-reminder', () => {
  it('records a manual reminder and says truthfully that nothing was sent (email not configured, no SMS, no device subscribed)', async () => {
    const id = await clientLastSeen('Manual', 20);
    const res = await t.post(`/api/clients/${id}/send-reminder`, undefined, staff.headers);
    expect(res.status, res.text).toBe(200);
    expect(ReminderResult.parse(res.body)).toEqual({
      channel: 'none',
      channels: [],
      status: 'recorded',
      devices: 0,
      message: EMAIL_NOT_CONFIGURED_MESSAGE,
    });
    // The email is owed all the same (the notification job records it as "email not configured").
    expect((await t.db('notifications').where({ client_id: id })).map((r) => [r.kind, r.channel])).toEqual([['lapsed', 'email']]);
    const rows = await t.db('reminders').where({ client_id: id });
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 'manual',
        channel: 'none',
        status: 'recorded',
        staff_user_id: staff.account.id,
        appointment_id: expect.any(Number),
        created_at: NOW,
      }),
    ]);
  });

  it('answers 404 for an unknown client', async () => {
    expect((await t.post('/api/clients/999999/send-reminder', undefined, staff.headers)).status).toBe(404);
  });
});

describe('POST /api/clients/send-bulk-reminders', () => {
  it('reminds clients last seen more than 14 days ago and not reminded in the last 7 days, once', async () => {
    await t.db('reminders').delete();
    await t.db('appointments').delete();
    const due = [
      await clientLastSeen('Twenty', 20),
      await clientLastSeen('Fifteen', 15),
      await clientLastSeen('RemindedEightDaysAgo', 30, 8),
      await clientLastSeen('ReminderFailed', 40, 1, 'failed'),
    ];
    const notDue = [
      await clientLastSeen('Fourteen', 14),
      await clientLastSeen('Today', 0),
      await clientLastSeen('Never', null),
      await clientLastSeen('RemindedSixDaysAgo', 30, 6),
    ];
    // A cancelled visit does not count: the last live one (3 days ago) does.
    const recent = await clientLastSeen('CancelledOld', 3);
    await insertPriced(t.db, {
      barberId: cat.carlos.id,
      service: cat.barba,
      date: '2026-10-01',
      time: '12:00',
      clientId: recent,
      status: 'cancelled',
    });

    const res = await bulk();
    expect(res.status, res.text).toBe(200);
    // Nobody here has a device subscribed to push (tests/integration/reminder-staff-push.test.ts sends), and email and
    // SMS are not configured (tests/integration/notifications-owed.test.ts): count = clients reached.
    expect(BulkReminderResult.parse(res.body)).toEqual({
      count: 0,
      sent: 0,
      recorded: 4,
      failed: 0,
      devices: 0,
      channel: 'none',
      channels: [],
      byChannel: { email: 0, sms: 0, push: 0 },
      message: 'No client reached; 4 emails recorded but not sent (email is not configured).',
    });
    const bulkRows = await t.db('reminders').where({ kind: 'bulk' }).orderBy('client_id');
    expect(bulkRows.map((r) => r.client_id)).toEqual(due);
    expect(
      bulkRows.every((r) => r.staff_user_id === staff.account.id && r.appointment_id !== null && r.detail.startsWith('Last visit 20')),
    ).toBe(true);
    expect(bulkRows.filter((r) => notDue.includes(r.client_id))).toEqual([]);

    expect((await bulk()).body.recorded).toBe(0);
    clock.set(new Date(NOW.getTime() + 7 * DAY + 60_000)); // the 7-day quiet period has passed; the "six days ago" one too
    try {
      // The four again (their bulk reminder is now 7 days old), 'Fourteen' (now 21 days), 'RemindedSixDaysAgo'
      // (now 13 days); not 'Today' (7 days) nor 'CancelledOld' (10 days).
      const later = await signedInStaff(t); // the first session's idle timeout has passed
      expect((await bulk(later.headers)).body.recorded).toBe(6);
    } finally {
      clock.set(NOW);
      staff = await signedInStaff(t);
    }
  });

  it('two bulk requests at once remind each client once', async () => {
    await t.db('reminders').delete();
    await t.db('notifications').where({ kind: 'lapsed' }).delete(); // an email owed this week counts as a reminder too
    const answers = await Promise.all([bulk(), bulk(), bulk()]);
    const counts = answers.map((a) => a.body.recorded).sort();
    expect(counts[0]).toBe(0);
    expect(counts[1]).toBe(0);
    const { n } = (await t.db('reminders').countDistinct({ n: 'client_id' }).first())!;
    expect(Number((await t.db('reminders').count({ n: '*' }).first())!.n)).toBe(Number(n));
    expect(counts[2]).toBe(Number(n));
  });
});
