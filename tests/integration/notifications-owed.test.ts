import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientMessages } from '#shared/schemas/notifications';
import { BulkReminderResult, EMAIL_NOT_CONFIGURED_MESSAGE, REMINDERS_OFF_MESSAGE, ReminderResult } from '#shared/schemas/reminder';
import { startTestApp, testClock, type TestApp } from './helpers/test-app';
import { createStaff, signIn, signedInStaff } from './helpers/staff-session';
import { bookingBody, insertClient, sanJuan } from './helpers/booking';
import { adminCatalogue, insertPriced } from './helpers/admin';
import { loadLinkKey, manageToken, tokenHash } from '../../server/notifications/links';

/**
 * Every change that owes a client a message writes it to the `notifications` outbox in its own
 * transaction (docs/decisions/042-notifications.md#which-change-owes-which-message). Nothing here
 * delivers: REMINDER_JOB=off, so the rows stay as owed.
 */
// "Now" is Monday 2026-11-23, 08:00 in San Juan.
const NOW = sanJuan('2026-11-23', '08:00');
const clock = testClock(NOW);
const HOUR = 3_600_000;
const SMS = {
  TWILIO_ACCOUNT_SID: 'AC0123456789',
  TWILIO_AUTH_TOKEN: 'token',
  TWILIO_FROM: '+17875550000',
  TWILIO_API_URL: 'http://127.0.0.1:9',
};
let t: TestApp; // email and SMS configured
let plain: TestApp; // neither (another process on the same database)
let cat: Awaited<ReturnType<typeof adminCatalogue>>;
let staff: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp({ clock, env: { RATE_LIMITS: 'off', REMINDER_JOB: 'off', SMTP_URL: 'smtp://127.0.0.1:2525', ...SMS } });
  plain = await startTestApp({ clock, db: t.db, env: { RATE_LIMITS: 'off', REMINDER_JOB: 'off' } });
  cat = await adminCatalogue(t.db);
  staff = (await signedInStaff(t)).headers;
});
afterAll(async () => {
  await plain.close();
  await t.close();
});

let n = 0;
/** A free place: a different barber, hour or day each time (Tue 24 … Sat 28). */
function place(day = 1) {
  n += 1;
  const date = `2026-11-${24 + day - 1 + Math.floor(n / 40)}`;
  return { barberId: cat.barbers[n % 4]!.id, date, time: `${String(9 + (Math.floor(n / 4) % 10)).padStart(2, '0')}:00` };
}
const book = (app: TestApp, over: Record<string, unknown> = {}, headers: Record<string, string> = {}) => {
  const p = place();
  return app.post(
    '/api/appointments',
    bookingBody({ serviceId: cat.barba.id, barberId: p.barberId, appointmentDate: p.date, appointmentTime: p.time, ...over }),
    headers,
  );
};
const rowsOf = (appointmentId: number) =>
  t.db('notifications').where({ appointment_id: appointmentId }).orderBy(['kind', 'channel']).select();
const summary = (rows: { kind: string; channel: string; state: string }[]) => rows.map((r) => `${r.kind}/${r.channel}/${r.state}`).sort();
const walkIn = (app: TestApp, over: Record<string, unknown> = {}, headers = staff) => {
  const p = place(3);
  return app.post(
    '/api/appointments/walk-in',
    {
      ...p,
      serviceId: cat.barba.id,
      clientName: `Pedro Walk ${n}`,
      clientPhone: '787-555-0199',
      clientEmail: '',
      notes: '',
      isWalkIn: true,
      ...over,
    },
    headers,
  );
};

describe('a booking owes its confirmation and reminders, in its transaction', () => {
  it('online, SMS configured: confirmation by email and SMS now, 24 h reminder by both, 2 h by SMS; a manage link hash', async () => {
    const res = await book(t, { clientName: 'Ana Rosa', clientPhone: '787-555-0101' });
    expect(res.status, res.text).toBe(201);
    const id = res.body.id as number;
    const a = await t.db('appointments').where({ id }).first();
    const startsAt = sanJuan(a.appointment_date, String(a.appointment_time).slice(0, 5));
    const rows = await rowsOf(id);
    expect(summary(rows)).toEqual([
      'confirmation/email/pending',
      'confirmation/sms/pending',
      'reminder-24h/email/pending',
      'reminder-24h/sms/pending',
      'reminder-2h/sms/pending',
    ]);
    const byKey = Object.fromEntries(rows.map((r) => [`${r.kind}/${r.channel}`, r]));
    expect(byKey['confirmation/email']).toMatchObject({
      recipient: res.body.clientEmail ?? expect.stringContaining('@example.com'),
      due_at: NOW,
      client_id: a.client_id,
    });
    expect(byKey['confirmation/sms']!.recipient).toBe('+17875550101');
    expect(byKey['reminder-24h/email']!.due_at).toEqual(new Date(startsAt.getTime() - 24 * HOUR));
    expect(byKey['reminder-2h/sms']!.due_at).toEqual(new Date(startsAt.getTime() - 2 * HOUR));
    expect(byKey['confirmation/email']!.payload).toMatchObject({
      appointmentId: id,
      clientFirstName: 'Ana',
      serviceName: 'Barba',
      sequence: 0,
    });
    // Written by the INSERT (an UPDATE would re-check the exclusion constraint against racing bookings: booking-race.test.ts).
    expect(a.manage_token_hash).toBe(tokenHash(manageToken(await loadLinkKey(t.db), id)));
    expect(a.ics_sequence).toBe(0);
  });

  it('without SMS configured: email only', async () => {
    const res = await book(plain);
    expect(res.status, res.text).toBe(201);
    expect(summary(await rowsOf(res.body.id))).toEqual(['confirmation/email/pending', 'reminder-24h/email/pending']);
  });

  it('a booking 5 hours ahead gets no 24-hour reminder (its moment has passed), the 2-hour one still', async () => {
    const res = await t.post(
      '/api/appointments',
      bookingBody({ serviceId: cat.barba.id, barberId: cat.miguel.id, appointmentDate: '2026-11-23', appointmentTime: '13:00' }),
    );
    expect(res.status, res.text).toBe(201);
    expect(summary(await rowsOf(res.body.id))).toEqual([
      'confirmation/email/pending',
      'confirmation/sms/pending',
      'reminder-2h/sms/pending',
    ]);
  });

  it('a refused booking (the slot is taken) owes nothing: the rows roll back with it', async () => {
    const first = await book(t);
    expect(first.status).toBe(201);
    const a = await t.db('appointments').where({ id: first.body.id }).first();
    const before = Number((await t.db('notifications').count({ n: '*' }).first())!.n);
    const email = `taken.${process.pid}@example.com`;
    const taken = await t.post(
      '/api/appointments',
      bookingBody({
        serviceId: cat.barba.id,
        barberId: a.barber_id,
        appointmentDate: a.appointment_date,
        appointmentTime: String(a.appointment_time).slice(0, 5),
        clientEmail: email,
      }),
    );
    expect(taken.status).toBe(409);
    expect(Number((await t.db('notifications').count({ n: '*' }).first())!.n)).toBe(before);
    expect(await t.db('notifications').where({ recipient: email })).toEqual([]);
  });

  it('a client who turned reminders off still gets confirmations, but no reminders', async () => {
    const client = await insertClient(t.db, { firstName: 'Quiet', email: `quiet.${process.pid}@example.com`, phone: '787-555-0123' });
    await t.db('clients').where({ id: client.id }).update({ reminders_off_at: NOW });
    const res = await book(t, { clientId: client.id, clientName: 'Quiet Ortiz', clientEmail: client.email, clientPhone: client.phone });
    expect(res.status, res.text).toBe(201);
    expect(summary(await rowsOf(res.body.id))).toEqual(['confirmation/email/pending', 'confirmation/sms/pending']);
    // A lapsed-client reminder is for a client with no upcoming appointment: this one cancelled.
    await t.db('appointments').where({ id: res.body.id }).update({ status: 'cancelled', cancelled_at: NOW });
    const remind = await t.post(`/api/clients/${client.id}/send-reminder`, undefined, staff);
    expect(ReminderResult.parse(remind.body)).toMatchObject({ status: 'recorded', channels: [], message: REMINDERS_OFF_MESSAGE });
    expect(await t.db('notifications').where({ client_id: client.id, kind: 'lapsed' })).toEqual([]);
  });
});

describe('walk-ins', () => {
  it('without an email owe nothing', async () => {
    const res = await walkIn(t);
    expect(res.status, res.text).toBe(201);
    expect(await rowsOf(res.body.id)).toEqual([]);
  });

  it('with an email owe a confirmation (and reminders, being days ahead)', async () => {
    const res = await walkIn(t, { clientEmail: `walker.${process.pid}@example.com` });
    expect(res.status, res.text).toBe(201);
    expect(summary(await rowsOf(res.body.id))).toEqual([
      'confirmation/email/pending',
      'confirmation/sms/pending',
      'reminder-24h/email/pending',
      'reminder-24h/sms/pending',
      'reminder-2h/sms/pending',
    ]);
  });
});

describe('staff changes', () => {
  it('a move owes a change notice (where it was before), re-dates the reminders and raises the calendar SEQUENCE', async () => {
    const booked = await book(t);
    const id = booked.body.id as number;
    const a = await t.db('appointments').where({ id }).first();
    const to = place(4);
    const res = await t.request('PATCH', `/api/appointments/${id}`, to, staff);
    expect(res.status, res.text).toBe(200);
    const rows = await rowsOf(id);
    const change = rows.filter((r) => r.kind === 'change');
    expect(change.map((r) => r.channel).sort()).toEqual(['email', 'sms']);
    const barberBefore = cat.barbers.find((b) => b.id === a.barber_id)!.name;
    expect(change[0]!.payload).toMatchObject({
      date: to.date,
      time: to.time,
      sequence: 1,
      before: { date: a.appointment_date, time: String(a.appointment_time).slice(0, 5), barberName: barberBefore },
    });
    const startsAt = sanJuan(to.date, to.time);
    const r24 = rows.filter((r) => r.kind === 'reminder-24h');
    expect(r24).toHaveLength(2); // re-dated, not added
    for (const r of r24) expect(r.due_at).toEqual(new Date(startsAt.getTime() - 24 * HOUR));
    expect(r24[0]!.payload).toMatchObject({ date: to.date, time: to.time });
    expect((await t.db('appointments').where({ id }).first()).ics_sequence).toBe(1);
  });

  it('a cancel owes a cancellation notice and skips the pending reminders; a second cancel owes nothing more', async () => {
    const id = (await book(t)).body.id as number;
    expect((await t.del(`/api/appointments/${id}`, staff)).status).toBe(200);
    expect((await t.del(`/api/appointments/${id}`, staff)).status).toBe(200);
    const rows = await rowsOf(id);
    expect(summary(rows)).toEqual([
      'cancellation/email/pending',
      'cancellation/sms/pending',
      'confirmation/email/pending',
      'confirmation/sms/pending',
      'reminder-24h/email/skipped',
      'reminder-24h/sms/skipped',
      'reminder-2h/sms/skipped',
    ]);
    expect(rows.find((r) => r.kind === 'reminder-2h')!.last_error).toBe('appointment cancelled');
    expect((await t.db('appointments').where({ id }).first()).ics_sequence).toBe(1);
  });

  it('a move that goes nowhere owes nothing', async () => {
    const id = (await book(t)).body.id as number;
    const a = await t.db('appointments').where({ id }).first();
    const res = await t.request(
      'PATCH',
      `/api/appointments/${id}`,
      { barberId: a.barber_id, date: a.appointment_date, time: String(a.appointment_time).slice(0, 5) },
      staff,
    );
    expect(res.status, res.text).toBe(200);
    expect((await rowsOf(id)).filter((r) => r.kind === 'change')).toEqual([]);
  });
});

describe('Idempotency-Key replays owe nothing twice', () => {
  it('a booking, a walk-in (as the offline outbox replays it) and a cancel, each sent twice with its key', async () => {
    const p = place();
    const body = bookingBody({ serviceId: cat.barba.id, barberId: p.barberId, appointmentDate: p.date, appointmentTime: p.time });
    const first = await t.post('/api/appointments', body, { 'Idempotency-Key': 'owe-booking' });
    const again = await plain.post('/api/appointments', body, { 'Idempotency-Key': 'owe-booking' });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(summary(await rowsOf(first.body.id))).toHaveLength(5);

    const w = {
      ...place(3),
      serviceId: cat.barba.id,
      clientName: 'Offline Replay',
      clientPhone: '787-555-0199',
      clientEmail: `replay.${process.pid}@example.com`,
      notes: '',
      isWalkIn: true,
    };
    const w1 = await t.post('/api/appointments/walk-in', w, { ...staff, 'Idempotency-Key': 'owe-walk-in' });
    const w2 = await t.post('/api/appointments/walk-in', w, { ...staff, 'Idempotency-Key': 'owe-walk-in' });
    expect(w2.headers.get('idempotent-replayed')).toBe('true');
    expect((await rowsOf(w1.body.id)).filter((r) => r.kind === 'confirmation')).toHaveLength(2);

    const c1 = await t.del(`/api/appointments/${first.body.id}`, { ...staff, 'Idempotency-Key': 'owe-cancel' });
    const c2 = await t.del(`/api/appointments/${first.body.id}`, { ...staff, 'Idempotency-Key': 'owe-cancel' });
    expect([c1.status, c2.status]).toEqual([200, 200]);
    expect(c2.headers.get('idempotent-replayed')).toBe('true');
    expect((await rowsOf(first.body.id)).filter((r) => r.kind === 'cancellation')).toHaveLength(2);
  });
});

describe('staff reminders owe the "we miss you" message by email and SMS', () => {
  let k = 0;
  async function lapsed(over: { email?: string | null; phone?: string } = {}) {
    const client = await insertClient(t.db, { firstName: 'Lapsed', ...over });
    k += 1;
    await insertPriced(t.db, {
      barberId: cat.barbers[k % 4]!.id,
      service: cat.barba,
      date: '2026-10-01',
      time: `${String(9 + Math.floor(k / 4)).padStart(2, '0')}:00`,
      clientId: client.id,
    });
    return client;
  }

  it('one reminder: the rows, and an answer naming the channels used', async () => {
    const c = await lapsed({ phone: '787-555-0144' });
    const res = await t.post(`/api/clients/${c.id}/send-reminder`, undefined, staff);
    expect(res.status, res.text).toBe(200);
    expect(ReminderResult.parse(res.body)).toEqual({
      channel: 'email',
      channels: ['email', 'sms'],
      status: 'sent',
      devices: 0,
      message: 'Reminder sent by email and SMS.',
    });
    const rows = await t.db('notifications').where({ client_id: c.id }).orderBy('channel');
    expect(rows.map((r) => [r.kind, r.channel, r.recipient, r.state])).toEqual([
      ['lapsed', 'email', c.email, 'pending'],
      ['lapsed', 'sms', '+17875550144', 'pending'],
    ]);
    expect(rows[0]!.payload).toEqual({ clientFirstName: 'Lapsed', daysSinceLastVisit: 53 });
    expect(rows[0]!.staff_user_id).toEqual(expect.any(Number));
    expect(await t.db('reminders').where({ client_id: c.id }).first()).toMatchObject({
      kind: 'manual',
      channel: 'none',
      status: 'recorded',
    });
  });

  it('SMS only (no email); an email without SMTP is recorded, not "sent"', async () => {
    const noEmail = await lapsed({ email: null });
    expect((await t.post(`/api/clients/${noEmail.id}/send-reminder`, undefined, staff)).body).toMatchObject({
      channel: 'sms',
      channels: ['sms'],
      status: 'sent',
      message: 'Reminder sent by SMS.',
    });
    const c = await lapsed();
    const res = await plain.post(`/api/clients/${c.id}/send-reminder`, undefined, staff);
    expect(ReminderResult.parse(res.body)).toMatchObject({
      channel: 'none',
      channels: [],
      status: 'recorded',
      message: EMAIL_NOT_CONFIGURED_MESSAGE,
    });
    expect(summary(await t.db('notifications').where({ client_id: c.id }))).toEqual(['lapsed/email/pending']);
  });

  it('bulk: every lapsed client, per channel counts; a client emailed this week is not due again', async () => {
    await t.db('reminders').delete();
    await t.db('notifications').where({ kind: 'lapsed' }).delete();
    const [a, b, c] = [await lapsed(), await lapsed({ email: null }), await lapsed({ email: null, phone: '12' })];
    const res = await t.post('/api/clients/send-bulk-reminders', undefined, staff);
    expect(res.status, res.text).toBe(200);
    const body = BulkReminderResult.parse(res.body);
    const ours = [a.id, b.id, c.id];
    const lapsedRows = await t.db('notifications').where({ kind: 'lapsed' }).whereIn('client_id', ours);
    expect(summary(lapsedRows)).toEqual(['lapsed/email/pending', 'lapsed/sms/pending', 'lapsed/sms/pending']);
    expect(body.byChannel.email).toBeGreaterThanOrEqual(1);
    expect(body.byChannel.sms).toBeGreaterThanOrEqual(2);
    expect(body.channels).toEqual(expect.arrayContaining(['email', 'sms']));
    expect(body.recorded).toBeGreaterThanOrEqual(1); // c: no email, no valid phone, no device
    expect(body.count).toBe(body.sent);
    expect(body.message).toMatch(/^Sent to \d+ clients: \d+ by email, \d+ by SMS; \d+ ha(s|ve) nothing to send it by\.$/);

    // The push outcome of a (no device) is 'recorded', of none 'failed'; were it failed, the owed email still counts.
    await t.db('reminders').where({ client_id: a.id }).update({ status: 'failed' });
    const again = BulkReminderResult.parse((await t.post('/api/clients/send-bulk-reminders', undefined, staff)).body);
    expect(again.sent + again.recorded + again.failed).toBe(0);
  });
});

describe('GET /api/clients/:id/messages', () => {
  it('lists every email, SMS and push message of the client, newest first, with labels, states and errors', async () => {
    const client = await insertClient(t.db, { firstName: 'Listed', phone: '787-555-0166' });
    const res = await book(t, { clientId: client.id, clientName: 'Listed Ortiz', clientEmail: client.email, clientPhone: client.phone });
    const id = res.body.id as number;
    clock.advance(60_000);
    await t.request('PATCH', `/api/appointments/${id}`, place(5), staff);
    await t
      .db('notifications')
      .where({ appointment_id: id, kind: 'confirmation', channel: 'sms' })
      .update({ state: 'failed', last_error: 'Twilio 21211: invalid number', attempts: 1 });
    await t
      .db('notifications')
      .where({ appointment_id: id, kind: 'confirmation', channel: 'email' })
      .update({ state: 'sent', sent_at: new Date(NOW.getTime() + 5_000) });
    await t.db('reminders').insert({
      client_id: client.id,
      kind: 'manual',
      channel: 'push',
      status: 'sent',
      detail: 'Sent to 1 device',
      created_at: new Date(NOW.getTime() + 2 * 60_000),
    });
    await t.db('reminders').insert({ client_id: client.id, kind: 'manual', channel: 'none', status: 'recorded', created_at: NOW });
    await t.db('appointment_reminders').insert({
      appointment_id: id,
      kind: '24h',
      due_at: NOW,
      next_attempt_at: NOW,
      state: 'sent',
      sent_count: 2,
      created_at: NOW,
      updated_at: new Date(NOW.getTime() + 3 * 60_000),
    });
    await t.db('appointment_reminders').insert({
      appointment_id: id,
      kind: '2h',
      due_at: NOW,
      next_attempt_at: NOW,
      state: 'skipped',
      last_error: 'no device subscribed',
      created_at: NOW,
      updated_at: NOW,
    });
    clock.set(NOW);

    const list = await t.get(`/api/clients/${client.id}/messages`, staff);
    expect(list.status, list.text).toBe(200);
    const { messages } = ClientMessages.parse(list.body);
    // By when it went out, else when it is due: the reminders (due before the new time) first, then what happened today.
    expect(messages.map((m) => `${m.label}/${m.channel}/${m.state}`)).toEqual([
      '2-hour reminder/sms/pending',
      '24-hour reminder/sms/pending',
      '24-hour reminder/email/pending',
      '24-hour reminder/push/sent', // appointment_reminders, sent 3 min after NOW (the skipped 2 h one is not listed)
      'We miss you/push/sent', // the staff reminder by push (the 'none' one is not a message)
      'Change notice/sms/pending',
      'Change notice/email/pending',
      'Confirmation/email/sent',
      'Confirmation/sms/failed',
    ]);
    expect(messages).toHaveLength(9);
    const when = messages.map((m) => new Date(m.sentAt ?? m.dueAt).getTime());
    expect(when).toEqual([...when].sort((x, y) => y - x));
    expect(messages.find((m) => m.state === 'failed')).toMatchObject({
      channel: 'sms',
      recipient: '+17875550166',
      error: 'Twilio 21211: invalid number',
      sentAt: null,
    });
    expect(messages.find((m) => m.label === 'Confirmation' && m.channel === 'email')).toMatchObject({
      sentAt: new Date(NOW.getTime() + 5_000).toISOString(),
    });
    expect(messages.find((m) => m.channel === 'push' && m.kind === 'push-24h')).toMatchObject({
      recipient: '2 devices',
      appointmentId: id,
    });
  });

  it('answers 404 for an unknown client, 401 without a session; any staff member may read it', async () => {
    expect((await t.get('/api/clients/999999/messages', staff)).status).toBe(404);
    expect((await t.get('/api/clients/abc/messages', staff)).status).toBe(400);
    expect((await t.get(`/api/clients/${(await insertClient(t.db)).id}/messages`)).status).toBe(401);
    const barber = await createStaff(t, { role: 'staff' });
    const session = await signIn(t, barber.username, barber.password);
    expect((await t.get(`/api/clients/${(await insertClient(t.db)).id}/messages`, { cookie: session.cookie })).status).toBe(200);
  });
});
