import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatDate, shopInstant } from '#shared/domain/shop-time';
import type { BookedAppointment } from '#shared/schemas/appointment';
import { CLIENT_LANG_MESSAGE } from '#shared/schemas/client';
import { loadConfig } from '../../server/config';
import { createNotificationJob, type NotificationJob } from '../../server/jobs/notifications';
import { loadLinkKey, manageToken, manageUrl, unsubscribeToken } from '../../server/notifications/links';
import { bookingBody, catalogueIds } from './helpers/booking';
import { workingDay } from './helpers/push-service';
import { startSmtpTestServer, type SmtpTestServer } from './helpers/smtp-test-server';
import { startTwilioFake, type TwilioFake } from './helpers/twilio-fake';
import { signedInStaff } from './helpers/staff-session';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';
import { startTestApp, testClock, type TestApp } from './helpers/test-app';

/**
 * The client's language (docs/decisions/046-spanish.md): a public booking saves the language it was made in, staff may
 * change it, and the client's messages (email, its calendar entry, SMS), the manage link and the
 * unsubscribe page follow it. English stays as it was.
 */
const HOUR = 3_600_000;
const PUBLIC_URL = 'https://shop.example';
const TWILIO = { accountSid: 'AC00000000000000000000000000000002', authToken: 'secret-token', from: '+17875550000' };

let database: TestDatabase;
let t: TestApp;
let smtp: SmtpTestServer;
let twilio: TwilioFake;
let job: NotificationJob;
let serviceId: number;
let staff: { headers: Record<string, string> };
let dayOffset = 10;
let day: string;

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
const at = (hoursBefore: number, time: string) => new Date(shopInstant(day, time).getTime() - hoursBefore * HOUR);

async function book(headers: Record<string, string>, opts: { time?: string; email?: string } = {}) {
  const body = bookingBody({
    serviceId,
    appointmentDate: day,
    appointmentTime: opts.time ?? '10:30',
    ...(opts.email ? { clientEmail: opts.email } : {}),
  });
  const res = await t.post<BookedAppointment>('/api/appointments', body, headers);
  expect(res.status, res.text).toBe(201);
  const client = await t.db('clients').whereRaw('lower(email) = lower(?)', [body.clientEmail]).first();
  return { appointment: res.body, email: body.clientEmail, client: client as { id: number; lang: string } };
}

const manageLink = async (appointmentId: number, lang: 'en' | 'es') =>
  manageUrl(PUBLIC_URL, manageToken(await loadLinkKey(t.db), appointmentId), lang);

function calendarOf(mail: ParsedMail) {
  const att = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
  expect(att, 'a text/calendar attachment').toBeDefined();
  const ev = new ICAL.Component(ICAL.parse(att!.content.toString('utf8'))).getFirstSubcomponent('vevent')!;
  return {
    summary: ev.getFirstPropertyValue('summary'),
    description: ev.getFirstPropertyValue('description'),
    url: ev.getFirstPropertyValue('url'),
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpTestServer();
  twilio = await startTwilioFake(TWILIO);
  t = await startTestApp({ db: database.db, clock: testClock(), env: { ...env(), RATE_LIMITS: 'off' } });
  serviceId = (await catalogueIds(t.db)).corte;
  job = createNotificationJob({ db: t.db, config: loadConfig(env()), now: t.clock.now });
});
beforeEach(async () => {
  dayOffset += 2;
  day = workingDay(new Date(), dayOffset);
  t.clock.set(at(48, '10:30'));
  staff = await signedInStaff(t); // a session of the test clock's day
  await t.db('notifications').whereIn('state', ['pending', 'sending']).update({ state: 'skipped', locked_at: null });
});
afterAll(async () => {
  await job?.stop();
  await t?.close();
  await smtp?.close();
  await twilio?.close();
  await database?.drop();
});

describe('the client’s language', () => {
  it('a booking made with Accept-Language: es-PR stores es, and its confirmation arrives in Spanish (email, calendar entry, SMS)', async () => {
    const { appointment, email, client } = await book({ 'accept-language': 'es-PR,es;q=0.9,en;q=0.5' });
    expect(client.lang).toBe('es');
    expect(await job.tick()).toMatchObject({ sent: 2, failed: 0 });
    const mail = smtp.to(email)[0]!.parsed;
    const link = await manageLink(appointment.id, 'es');
    expect(link).toMatch(/\?lang=es$/);
    expect(mail.subject).toBe(`Cita reservada: Corte, ${formatDate(day, 'weekday', 'es')}, 10:30 a. m.`);
    const fullDate = formatDate(day, 'full', 'es');
    expect(fullDate).toMatch(/^(lunes|martes|miércoles|jueves|viernes|sábado), \d{1,2} de [a-z]+ de \d{4}$/);
    expect(mail.text).toContain('¡Hola, Ana!');
    expect(mail.text).toContain('está reservada.');
    expect(mail.text).toContain(`Cuándo: ${fullDate} a las 10:30 a. m.`);
    expect(mail.text).toContain(`Cambia o cancela tu cita: ${link}`);
    expect(mail.text).toContain('Desactivar recordatorios: ');
    expect(mail.text).not.toMatch(/Reschedule|Questions\?|When:/);
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain(`href="${link}"`);
    const cal = calendarOf(mail);
    expect(cal.summary).toMatch(/^Corte con .+ en The Gentlemen’s Barbershop$/);
    expect(cal.description).toContain(`Cambia o cancela tu cita: ${link}`);
    expect(cal.url).toBe(link);
    const sms = twilio.sent().at(-1)!.form.Body;
    expect(sms).toContain('reservaste Corte con');
    expect(sms).toContain('10:30 a. m.');
    expect(sms).toContain(link);

    // Staff see it on the client.
    const details = await t.get(`/api/clients/${client.id}/details`, staff.headers);
    expect(details.body.client.lang).toBe('es');
  });

  it('the lang cookie (the ES | EN switch) counts too; booking again in English switches the client back', async () => {
    const first = await book({ cookie: 'lang=es', 'accept-language': 'en-US' });
    expect(first.client.lang).toBe('es');
    const again = await book({ 'accept-language': 'en-US,en;q=0.9' }, { time: '12:00', email: first.email });
    expect(again.client.id).toBe(first.client.id);
    expect(again.client.lang).toBe('en');
    expect(await job.tick()).toMatchObject({ failed: 0 });
    // Messages are written when they are sent, in the client's language then: both confirmations in English.
    expect(smtp.to(first.email).map((m) => m.parsed.subject?.slice(0, 7))).toEqual(['Booked:', 'Booked:']);
  });

  it('an English booking’s email is as it was: English text, the manage link without ?lang', async () => {
    const { appointment, email, client } = await book({ 'accept-language': 'en-US,en;q=0.9' });
    expect(client.lang).toBe('en');
    await job.tick();
    const mail = smtp.to(email)[0]!.parsed;
    const link = await manageLink(appointment.id, 'en');
    expect(link).not.toContain('?');
    expect(mail.subject).toBe(`Booked: Corte, ${formatDate(day, 'weekday')} 10:30 AM`);
    expect(mail.text).toContain(`When: ${formatDate(day, 'full')} at 10:30 AM`);
    expect(mail.text).toContain(`Reschedule or cancel: ${link}`);
    expect(mail.html).toContain('<html lang="en">');
    expect(calendarOf(mail).summary).toMatch(/^Corte with .+ at The Gentlemen’s Barbershop$/);
  });

  it('staff change the language with PATCH; the next reminder follows it, and so do the unsubscribe page and the calendar download', async () => {
    const { appointment, email, client } = await book({});
    expect(client.lang).toBe('en');
    await job.tick();
    const res = await t.request('PATCH', `/api/clients/${client.id}`, { lang: 'es' }, staff.headers);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ id: client.id, lang: 'es', email });

    t.clock.set(at(24, '10:30'));
    expect(await job.tick()).toMatchObject({ sent: 2 });
    const reminder = smtp.to(email).at(-1)!.parsed;
    expect(reminder.subject).toBe(`Recordatorio: Corte, ${formatDate(day, 'weekday', 'es')}, 10:30 a. m.`);
    expect(reminder.text).toContain(await manageLink(appointment.id, 'es'));
    expect(twilio.sent().at(-1)!.form.Body).toContain('recordatorio, Corte con');

    const token = unsubscribeToken(await loadLinkKey(t.db), client.id);
    const page = await t.get(`/api/unsubscribe/${token}`);
    expect(page.text).toContain('<html lang="es">');
    expect(page.text).toContain('¿Desactivar los recordatorios?');

    const ics = await t.get(`/api/manage/${manageToken(await loadLinkKey(t.db), appointment.id)}/calendar.ics`);
    expect(ics.status).toBe(200);
    expect(ics.text).toMatch(/SUMMARY:Corte con .+ en The Gentlemen’s Barbershop/);

    // And back to English.
    staff = await signedInStaff(t);
    expect((await t.request('PATCH', `/api/clients/${client.id}`, { lang: 'en' }, staff.headers)).body.lang).toBe('en');
    expect((await t.get(`/api/unsubscribe/${token}`)).text).toContain('Turn off reminders?');
  });

  it('PATCH refuses anything but en or es (400 with a message), an unknown client (404), and anyone not staff', async () => {
    const { client } = await book({});
    for (const body of [{ lang: 'fr' }, { lang: 'ES' }, { lang: null }]) {
      const res = await t.request('PATCH', `/api/clients/${client.id}`, body, staff.headers);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toContain(CLIENT_LANG_MESSAGE);
    }
    // The same PATCH corrects the client's details: an empty one changes nothing.
    const empty = await t.request('PATCH', `/api/clients/${client.id}`, {}, staff.headers);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('Nothing to change');
    expect((await t.request('PATCH', '/api/clients/999999', { lang: 'es' }, staff.headers)).status).toBe(404);
    expect((await t.request('PATCH', `/api/clients/${client.id}`, { lang: 'es' })).status).toBe(401);
    expect((await t.db('clients').where({ id: client.id }).first()).lang).toBe('en');
  });

  it('a walk-in added by staff leaves the client’s language as it is', async () => {
    const { client, email } = await book({ 'accept-language': 'es' });
    expect(client.lang).toBe('es');
    const { barbers } = await catalogueIds(t.db);
    let added = false;
    for (const barberId of barbers) {
      const res = await t.post(
        '/api/appointments/walk-in',
        {
          barberId,
          serviceId,
          date: day,
          time: '16:00',
          clientName: 'Ana Rosa',
          clientPhone: '787-555-0101',
          clientEmail: email,
          notes: '',
          isWalkIn: true,
        },
        { ...staff.headers, 'accept-language': 'en-US' },
      );
      if (res.status === 201) {
        expect(res.body.clientId).toBe(client.id);
        added = true;
        break;
      }
    }
    expect(added, 'a barber took the walk-in').toBe(true);
    expect((await t.db('clients').where({ id: client.id }).first()).lang).toBe('es');
  });

  it('a client created from the wizard’s Your Info step (POST /api/clients) gets the request’s language', async () => {
    const res = await t.post(
      '/api/clients',
      { firstName: 'Luz', lastName: 'Ortiz', email: `luz.${process.pid}@example.com`, phone: '787-555-0110' },
      { 'accept-language': 'es-PR' },
    );
    expect(res.status, res.text).toBe(201);
    expect(res.body.lang).toBe('es');
  });

  it('the database refuses a language that is not ours', async () => {
    const { client } = await book({});
    await expect(t.db('clients').where({ id: client.id }).update({ lang: 'fr' })).rejects.toThrow(/clients_lang/);
  });
});
