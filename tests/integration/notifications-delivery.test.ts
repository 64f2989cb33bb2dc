import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { shopInstant } from '#shared/domain/shop-time';
import { loadConfig } from '../../server/config';
import { createLogger } from '../../server/logger';
import { createNotificationJob, type NotificationJob } from '../../server/jobs/notifications';
import { loadLinkKey, manageToken, manageUrl } from '../../server/notifications/links';
import { oweAppointmentMessages, oweContactReply, oweLapsedMessages, oweOrderReady } from '../../server/notifications/owe';
import { catalogueIds, insertClient } from './helpers/booking';
import { bookThroughApi, workingDay } from './helpers/push-service';
import { startSmtpTestServer, type SmtpTestServer } from './helpers/smtp-test-server';
import { startTwilioFake, type TwilioFake } from './helpers/twilio-fake';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';
import { startTestApp, testClock, type TestApp } from './helpers/test-app';

const HOUR = 3_600_000;
const PUBLIC_URL = 'https://shop.example';
const TWILIO = { accountSid: 'AC00000000000000000000000000000001', authToken: 'secret-token', from: '+17875550000' };
const BOUNCE = `bounce.${process.pid}@example.com`;

let database: TestDatabase;
let t: TestApp;
let smtp: SmtpTestServer;
let twilio: TwilioFake;
let job: NotificationJob;
let serviceId: number;
let dayOffset = 10;
let day: string;

const at = (hoursBefore: number, time = '15:00') => new Date(shopInstant(day, time).getTime() - hoursBefore * HOUR);
const env = () => ({
  NODE_ENV: 'test',
  PUBLIC_URL,
  SMTP_URL: smtp.url,
  NOTIFY_INTERVAL_MS: '600000',
  TWILIO_ACCOUNT_SID: TWILIO.accountSid,
  TWILIO_AUTH_TOKEN: TWILIO.authToken,
  TWILIO_FROM: TWILIO.from,
  TWILIO_API_URL: twilio.url,
});
const rowsOf = (appointmentId: number) => t.db('notifications').where({ appointment_id: appointmentId }).orderBy('id');

async function owe(
  kind: 'confirmation' | 'change' | 'cancellation',
  appointmentId: number,
  before?: { date: string; time: string; barberName: string },
) {
  const linkKey = await loadLinkKey(t.db);
  return t.db.transaction((trx) =>
    oweAppointmentMessages(trx, kind, appointmentId, { now: t.clock.now(), sms: true, linkKey, ...(before ? { before } : {}) }),
  );
}

/** Books through the API (at the clock's time): the booking command owes its confirmation in the same transaction. */
async function booked(time = '15:00', email?: string) {
  const { appointment, email: to } = await bookThroughApi(t, serviceId, day, time, email);
  return { appointment, email: to };
}

/** The .ics attachment of a mail, parsed by ical.js with its VTIMEZONE registered. */
function calendarOf(mail: ParsedMail) {
  const att = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
  expect(att, 'a text/calendar attachment').toBeDefined();
  const cal = new ICAL.Component(ICAL.parse(att!.content.toString('utf8')));
  for (const tz of cal.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
  const ev = new ICAL.Event(cal.getFirstSubcomponent('vevent')!);
  return {
    method: cal.getFirstPropertyValue('method'),
    uid: ev.uid,
    sequence: ev.sequence,
    start: ev.startDate.toJSDate(),
    end: ev.endDate.toJSDate(),
    tzid: ev.startDate.zone?.tzid,
  };
}

/** A header of the raw message, unfolded. */
const header = (mail: { raw: Buffer }, name: string) => {
  const head = mail.raw
    .toString('utf8')
    .split(/\r?\n\r?\n/)[0]!
    .replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.+)$`, 'im').exec(head)?.[1]?.trim();
};

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpTestServer({ rejectRecipients: [BOUNCE] });
  twilio = await startTwilioFake(TWILIO);
  // The app owes SMS as well as email: Twilio is configured for it as for the job.
  t = await startTestApp({ db: database.db, clock: testClock(), env: { ...env(), RATE_LIMITS: 'off' } });
  serviceId = (await catalogueIds(t.db)).corte;
  job = createNotificationJob({ db: t.db, config: loadConfig(env()), now: t.clock.now });
});
beforeEach(async () => {
  dayOffset += 2;
  day = workingDay(new Date(), dayOffset);
  t.clock.set(at(48));
  // Each test sees only its own messages: what earlier tests left owed is put aside.
  await t.db('notifications').whereIn('state', ['pending', 'sending']).update({ state: 'skipped', locked_at: null });
});
afterAll(async () => {
  await job?.stop();
  await t?.close();
  await smtp?.close();
  await twilio?.close();
  await database?.drop();
});

describe('delivering the outbox', () => {
  it('a confirmation, change and cancellation: email with text, HTML, links, List-Unsubscribe and one calendar entry; SMS in E.164', async () => {
    const { appointment, email } = await booked();
    expect(await job.tick()).toMatchObject({ sent: 2, failed: 0 });
    const [mail] = smtp.to(email);
    const p = mail!.parsed;
    const link = manageUrl(PUBLIC_URL, manageToken(await loadLinkKey(t.db), appointment.id));
    expect(p.subject).toMatch(/^Booked: Corte, \w{3}, \w{3} \d{1,2} 3:00 PM$/);
    expect(p.text).toContain(`Reschedule or cancel: ${link}`);
    expect(p.text).toContain(' at 3:00 PM');
    expect(p.html).toContain(`href="${link}"`);
    expect(p.from?.value[0]).toMatchObject({ name: 'The Gentlemen’s Barbershop', address: 'no-reply@shop.example' });
    const unsubscribe = header(mail!, 'List-Unsubscribe');
    expect(unsubscribe).toMatch(new RegExp(`^<${PUBLIC_URL}/api/unsubscribe/\\d+\\.[\\w-]{43}>$`));
    expect(header(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const first = calendarOf(p);
    expect(first).toMatchObject({
      method: 'REQUEST',
      uid: `appointment-${appointment.id}@shop.example`,
      sequence: 0,
      tzid: 'America/Puerto_Rico',
    });
    expect(first.start.toISOString()).toBe(shopInstant(day, '15:00').toISOString());

    const [sms] = twilio.sent();
    expect(sms!.form).toMatchObject({ To: '+17875550101', From: TWILIO.from });
    expect(sms!.form.Body).toContain(link);
    expect(sms!.authorization).toBe(`Basic ${Buffer.from(`${TWILIO.accountSid}:${TWILIO.authToken}`).toString('base64')}`);
    const sent = (await rowsOf(appointment.id)).filter((r) => r.kind === 'confirmation');
    expect(sent.map((r) => [r.channel, r.state])).toEqual([
      ['email', 'sent'],
      ['sms', 'sent'],
    ]);
    expect(sent[0].provider_id).toBe(p.messageId);
    expect(sent[1].provider_id).toMatch(/^SM\d{32}$/);

    // Moved to 16:00: the same UID, a higher SEQUENCE, the new instant, the old time in the text.
    const start = shopInstant(day, '16:00');
    await t
      .db('appointments')
      .where({ id: appointment.id })
      .update({
        appointment_time: '16:00',
        during: t.db.raw(`tstzrange(?::timestamptz, ?::timestamptz, '[)')`, [
          start.toISOString(),
          new Date(start.getTime() + 45 * 60_000).toISOString(),
        ]),
      });
    await owe('change', appointment.id, { date: day, time: '15:00', barberName: appointment.barberName });
    expect(await job.tick()).toMatchObject({ sent: 2 });
    const change = smtp.to(email)[1]!.parsed;
    expect(change.subject).toContain('now');
    expect(change.text).toMatch(/Was: .* at 3:00 PM with /);
    const second = calendarOf(change);
    expect(second).toMatchObject({ method: 'REQUEST', uid: first.uid, sequence: 1 });
    expect(second.start.toISOString()).toBe(start.toISOString());

    // Cancelled: METHOD:CANCEL, same UID, higher SEQUENCE, a book-again link; its reminders are skipped.
    await t.db('appointments').where({ id: appointment.id }).update({ status: 'cancelled', cancelled_at: t.clock.now() });
    await owe('cancellation', appointment.id);
    expect(await job.tick()).toMatchObject({ sent: 2 });
    const cancel = smtp.to(email)[2]!.parsed;
    expect(cancel.text).toContain(`Book again: ${PUBLIC_URL}/book`);
    expect(calendarOf(cancel)).toMatchObject({ method: 'CANCEL', uid: first.uid, sequence: 2 });
    expect(twilio.sent()).toHaveLength(3);

    t.clock.set(at(24, '16:00'));
    expect(await job.tick()).toMatchObject({ sent: 0 });
    t.clock.set(at(2, '16:00'));
    expect(await job.tick()).toMatchObject({ sent: 0 });
    expect(smtp.to(email)).toHaveLength(3);
    const reminders = (await rowsOf(appointment.id)).filter((r) => r.kind.startsWith('reminder'));
    expect(reminders.length).toBe(3);
    expect(reminders.every((r) => r.state === 'skipped')).toBe(true);
  });

  it('reminders go at their time: 24 h by email and SMS, 2 h by SMS, each with the manage link', async () => {
    const { appointment, email } = await booked();
    await job.tick();
    t.clock.set(new Date(at(24).getTime() - 1000));
    expect(await job.tick()).toMatchObject({ claimed: 0 });
    t.clock.set(at(24));
    expect(await job.tick()).toMatchObject({ sent: 2 });
    const mail = smtp.to(email)[1]!.parsed;
    expect(mail.subject).toMatch(/^Reminder: Corte/);
    expect(mail.text).toContain('/manage/');
    t.clock.set(at(2));
    expect(await job.tick()).toMatchObject({ sent: 1 });
    const texts = twilio
      .sent()
      .slice(-2)
      .map((r) => r.form.Body);
    expect(texts[0]).toContain('reminder');
    expect(texts[1]).toContain(`today at 3:00 PM`);
    expect((await rowsOf(appointment.id)).every((r) => r.state === 'sent')).toBe(true);
  });

  it('reminders of an appointment cancelled without its messages re-owed are skipped at claim time, never sent', async () => {
    const { appointment, email } = await booked();
    await job.tick();
    await t.db('appointments').where({ id: appointment.id }).update({ status: 'cancelled', cancelled_at: t.clock.now() });
    t.clock.set(at(24));
    expect(await job.tick()).toMatchObject({ sent: 0, skipped: 2 });
    t.clock.set(at(2));
    expect(await job.tick()).toMatchObject({ sent: 0, skipped: 1 });
    expect(smtp.to(email)).toHaveLength(1);
    const reminders = (await rowsOf(appointment.id)).filter((r) => r.kind.startsWith('reminder'));
    expect(reminders.map((r) => [r.state, r.last_error])).toEqual(reminders.map(() => ['skipped', 'appointment cancelled']));
  });

  it('SMTP down: the email stays pending and is retried with back-off; sent once when it is back', async () => {
    await smtp.stop();
    try {
      const { appointment, email } = await booked();
      expect(await job.tick()).toMatchObject({ sent: 1, retried: 1 }); // the SMS went
      let [row] = (await rowsOf(appointment.id)).filter((r) => r.kind === 'confirmation' && r.channel === 'email');
      expect(row).toMatchObject({ state: 'pending', attempts: 1, locked_at: null });
      expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
      expect(new Date(row.next_attempt_at).getTime()).toBe(t.clock.now().getTime() + 60_000);
      expect(await job.tick()).toMatchObject({ claimed: 0 }); // not before its next attempt
      t.clock.advance(61_000);
      expect(await job.tick()).toMatchObject({ retried: 1 });
      [row] = (await rowsOf(appointment.id)).filter((r) => r.kind === 'confirmation' && r.channel === 'email');
      expect(row).toMatchObject({ state: 'pending', attempts: 2 });
      expect(new Date(row.next_attempt_at).getTime()).toBe(t.clock.now().getTime() + 120_000);

      await smtp.start(); // the same port
      t.clock.advance(121_000);
      expect(await job.tick()).toMatchObject({ sent: 1 });
      expect(await job.tick()).toMatchObject({ claimed: 0 });
      expect(smtp.to(email)).toHaveLength(1);
      [row] = (await rowsOf(appointment.id)).filter((r) => r.kind === 'confirmation' && r.channel === 'email');
      expect(row).toMatchObject({ state: 'sent', attempts: 3, last_error: '' });
    } finally {
      await smtp.start();
    }
  });

  it('a message whose sender died while sending is never sent again by another process: staff see it may not have arrived', async () => {
    const { appointment, email } = await booked('16:00');
    const [row] = (await rowsOf(appointment.id)).filter((r) => r.kind === 'confirmation' && r.channel === 'email');
    // A process claimed it, handed it to SMTP, and was killed before it could write 'sent'.
    await t.db('notifications').where({ id: row.id }).update({ state: 'sending', locked_at: t.clock.now(), attempts: 1 });
    t.clock.advance(6 * 60_000);
    await job.tick();
    expect(smtp.to(email)).toHaveLength(0);
    const [after] = (await rowsOf(appointment.id)).filter((r) => r.id === row.id);
    expect(after).toMatchObject({ state: 'unknown', locked_at: null });
    expect(after.last_error).toMatch(/may or may not have arrived/);
    expect(await job.tick()).toMatchObject({ claimed: 0 });
  });

  it('a process that dies while sending leaves at most one message unknown: it claims one message at a time', async () => {
    const first = await booked('17:00');
    const second = await booked('18:00');
    const ids = [first.appointment.id, second.appointment.id];
    const owed = () => t.db('notifications').whereIn('appointment_id', ids).where({ kind: 'confirmation' }).orderBy('id');
    expect((await owed()).filter((r) => r.state === 'pending')).toHaveLength(4); // two emails, two texts
    // A process whose first hand-over never returns (it is about to be killed).
    const hang = () => new Promise<never>(() => undefined);
    const dying = createNotificationJob({
      db: t.db,
      config: loadConfig(env()),
      now: t.clock.now,
      mailer: { send: hang, close: () => undefined },
      sms: { send: hang },
    });
    void dying.tick();
    for (let i = 0; i < 100 && !(await owed()).some((r) => r.state === 'sending'); i++) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 100)); // it would have claimed the rest by now, were it claiming in batches
    expect((await owed()).map((r) => r.state).sort()).toEqual(['pending', 'pending', 'pending', 'sending']);
    // Another process, once the claim is stale: the one being handed over is unknown, the rest go.
    t.clock.advance(6 * 60_000);
    expect(await job.tick()).toMatchObject({ sent: 3, skipped: 1 });
    expect((await owed()).map((r) => r.state).sort()).toEqual(['sent', 'sent', 'sent', 'unknown']);
  });

  it('a permanent failure is marked failed with the error: an address the server refuses, a number Twilio refuses', async () => {
    twilio.failNext(400);
    const { appointment } = await booked('15:00', BOUNCE);
    expect(await job.tick()).toMatchObject({ failed: 2 });
    const rows = (await rowsOf(appointment.id)).filter((r) => r.kind === 'confirmation');
    expect(rows.map((r) => [r.channel, r.state, r.attempts])).toEqual([
      ['email', 'failed', 1],
      ['sms', 'failed', 1],
    ]);
    expect(rows[0].last_error).toMatch(/550/);
    expect(rows[1].last_error).toMatch(/^Twilio 400 \(21211\)/);
  });

  it('a temporary SMS failure (503, 429) is retried', async () => {
    twilio.failNext(503, 429);
    const { appointment } = await booked();
    expect(await job.tick()).toMatchObject({ sent: 1, retried: 1 });
    t.clock.advance(61_000);
    expect(await job.tick()).toMatchObject({ retried: 1 });
    t.clock.advance(121_000);
    expect(await job.tick()).toMatchObject({ sent: 1 });
    const sms = (await rowsOf(appointment.id)).find((r) => r.kind === 'confirmation' && r.channel === 'sms');
    expect(sms).toMatchObject({ state: 'sent', attempts: 3 });
  });

  it('without SMTP_URL (or Twilio): recorded as not configured, and the log prints subject, recipient and links', async () => {
    const lines: string[] = [];
    const log = createLogger({ level: 'info', destination: { write: (s: string) => void lines.push(s) } });
    const bare = createNotificationJob({ db: t.db, config: loadConfig({ NODE_ENV: 'development', PUBLIC_URL }), now: t.clock.now, log });
    const { appointment, email } = await booked();
    expect(await bare.tick()).toMatchObject({ notConfigured: 2, sent: 0 });
    const rows = (await rowsOf(appointment.id)).filter((r) => r.kind === 'confirmation');
    expect(rows.map((r) => [r.channel, r.state, r.last_error])).toEqual([
      ['email', 'not-configured', 'email not configured'],
      ['sms', 'not-configured', 'SMS not configured'],
    ]);
    const link = manageUrl(PUBLIC_URL, manageToken(await loadLinkKey(t.db), appointment.id));
    const msg = lines.map((l) => JSON.parse(l).msg as string).find((m) => m.startsWith('Email not configured'));
    expect(msg).toContain(`to ${email}`);
    expect(msg).toContain('"Booked: Corte');
    expect(msg).toContain(`manage: ${link}`);
    expect(smtp.to(email)).toHaveLength(0);

    // In production the log keeps no address and no link.
    lines.length = 0;
    const prod = createNotificationJob({ db: t.db, config: loadConfig({ NODE_ENV: 'production', PUBLIC_URL }), now: t.clock.now, log });
    const other = await booked('16:00');
    await prod.tick();
    const prodMsg = lines.map((l) => JSON.parse(l).msg as string).find((m) => m.startsWith('Email not configured'))!;
    expect(prodMsg).not.toContain(other.email);
    expect(prodMsg).not.toContain('/manage/');
  });

  it('turning reminders off from the email: the page, the one-click POST; later reminders are skipped, confirmations still go', async () => {
    const { appointment, email } = await booked();
    await job.tick();
    const url = header(smtp.to(email)[0]!, 'List-Unsubscribe')!.slice(1, -1);
    const path = url.slice(PUBLIC_URL.length);

    const page = await t.get(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.text).toContain(`<form method="post" action="${path}">`);
    const { client_id: clientId } = await t.db('appointments').where({ id: appointment.id }).first('client_id');
    expect((await t.db('clients').where({ id: clientId }).first()).reminders_off_at).toBeNull(); // opening the link changes nothing

    // RFC 8058: a mail client posts this form body from elsewhere, without cookies.
    const res = await t.request('POST', path, 'List-Unsubscribe=One-Click', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.status).toBe(200);
    expect(res.text).toContain('Reminders are off');
    expect((await t.db('clients').where({ id: clientId }).first()).reminders_off_at).not.toBeNull();
    expect((await rowsOf(appointment.id)).filter((r) => r.kind.startsWith('reminder')).map((r) => r.state)).toEqual([
      'skipped',
      'skipped',
      'skipped',
    ]);
    expect(
      (await t.request('POST', path, 'List-Unsubscribe=One-Click', { 'content-type': 'multipart/form-data; boundary=x' })).status,
    ).toBe(200); // again: still fine

    t.clock.set(at(24));
    expect(await job.tick()).toMatchObject({ sent: 0 });
    expect(smtp.to(email)).toHaveLength(1);

    // A later booking of the same client: confirmed, but owes no reminders.
    const later = await bookThroughApi(t, serviceId, day, '17:00', email);
    expect(await job.tick()).toMatchObject({ sent: 2 });
    expect((await rowsOf(later.appointment.id)).map((r) => [r.kind, r.state])).toEqual([
      ['confirmation', 'sent'],
      ['confirmation', 'sent'],
    ]);
  });

  it('reminders to a client who turned them off by any way are skipped at claim time', async () => {
    const { appointment, email } = await booked();
    await job.tick();
    const { client_id: clientId } = await t.db('appointments').where({ id: appointment.id }).first('client_id');
    await t.db('clients').where({ id: clientId }).update({ reminders_off_at: t.clock.now() });
    t.clock.set(at(24));
    expect(await job.tick()).toMatchObject({ sent: 0, skipped: 2 });
    expect(smtp.to(email)).toHaveLength(1);
  });

  it('messages about no appointment and no client on file: an order ready for pickup (email and SMS) and a reply to a Contact message', async () => {
    const buyer = `buyer.${process.pid}@example.com`;
    const now = t.clock.now();
    const replyId = await t.db.transaction(async (trx) => {
      await oweOrderReady(
        trx,
        { clientId: null, email: buyer, phone: '787-555-0123' },
        {
          orderId: 7,
          buyerName: 'Ana Ruiz',
          totalCents: 1800,
          items: [{ name: 'Clay Pomade', quantity: 1, unitPriceCents: 1800 }],
        },
        { now, sms: true, staffUserId: null },
      );
      return oweContactReply(
        trx,
        { clientId: null, email: buyer },
        {
          contactMessageId: 3,
          name: 'Ana Ruiz',
          body: 'Yes, we open at 9.',
          original: { message: 'Do you open early?', sentAt: now.toISOString() },
        },
        { now, staffUserId: null },
      );
    });
    expect(await job.tick()).toMatchObject({ sent: 3, failed: 0 });
    expect(
      smtp
        .to(buyer)
        .map((m) => m.parsed.subject)
        .sort(),
    ).toEqual(['Re: your message to The Gentlemen’s Barbershop', 'Ready for pickup: order #7']);
    const sms = twilio
      .sent()
      .filter((r) => r.form.To === '+17875550123')
      .at(-1);
    expect(sms?.form.Body).toContain('your order #7 is ready for pickup');
    expect(await t.db('notifications').where({ id: replyId }).first('state', 'kind', 'appointment_id', 'client_id')).toEqual({
      state: 'sent',
      kind: 'contact-reply',
      appointment_id: null,
      client_id: null,
    });
  });

  it('a wrong unsubscribe token: 404 page, nothing changed', async () => {
    for (const token of ['1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'nonsense', '%C3%A9', 'x'.repeat(150)]) {
      const get = await t.get(`/api/unsubscribe/${token}`);
      expect(get.status).toBe(404);
      expect(get.text).toContain('This link is no longer valid');
      expect((await t.post(`/api/unsubscribe/${token}`)).status).toBe(404);
    }
    const nul = await t.get('/api/unsubscribe/%00');
    expect(nul.status).toBe(400);
    expect(nul.body).toEqual({ message: expect.any(String), code: expect.any(String) });
  });
});

describe('waking up', () => {
  let live: NotificationJob;
  afterAll(async () => live?.stop());

  it('a row inserted wakes the job at once (LISTEN notifications_due), without its tick; again after the listener is cut', async () => {
    live = createNotificationJob({
      db: t.db,
      config: loadConfig(env()),
      now: t.clock.now,
      listenUrl: database.url,
      debounceMs: 50,
      retryMs: { min: 100, max: 500 },
    });
    await live.start();
    expect(live.status().listening).toBe(true);
    await new Promise((r) => setTimeout(r, 1500)); // past its first tick; the next is 10 minutes away

    const until = async (check: () => boolean, ms: number, what: string) => {
      const end = Date.now() + ms;
      while (!check()) {
        if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    const a = await booked();
    const started = Date.now();
    await until(() => smtp.to(a.email).length === 1, 3000, 'the confirmation');
    expect(Date.now() - started).toBeLessThan(2000);

    // The listener's connection is killed: it reconnects and hears the next insert.
    await t.db.raw(
      `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'barbershop-notifications-listener' and datname = current_database()`,
    );
    await until(() => !live.status().listening, 5000, 'the listener to notice');
    await until(() => live.status().listening, 5000, 'the listener to reconnect');
    await new Promise((r) => setTimeout(r, 300));
    const b = await booked('16:00');
    await until(() => smtp.to(b.email).length === 1, 3000, 'the second confirmation');
    await live.stop();
  });

  it('a stream of inserts does not keep pushing the wake-up back', async () => {
    live = createNotificationJob({ db: t.db, config: loadConfig(env()), now: t.clock.now, listenUrl: database.url, debounceMs: 400 });
    await live.start();
    await new Promise((r) => setTimeout(r, 1500)); // past its first tick
    const oweOne = () =>
      t.db.transaction(async (trx) => {
        const c = await insertClient(trx);
        await oweLapsedMessages(
          trx,
          { id: c.id, firstName: c.first_name, email: c.email, phone: c.phone, remindersOff: false },
          { now: t.clock.now(), sms: false, staffUserId: null, daysSinceLastVisit: null },
        );
        return c.email!;
      });
    const first = await oweOne();
    const started = Date.now();
    let pumping = true;
    const pump = (async () => {
      while (pumping) {
        await oweOne();
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    try {
      while (smtp.to(first).length === 0 && Date.now() - started < 4000) await new Promise((r) => setTimeout(r, 50));
      expect(smtp.to(first)).toHaveLength(1);
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      pumping = false;
      await pump;
      await live.stop();
    }
  });
});
