import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIND_BOOKING_NO_SMS, FIND_BOOKING_SENT, FIND_BOOKING_TOO_OFTEN } from '#shared/schemas/notifications';
import { renderEmail } from '../../server/notifications/render';
import { renderSms } from '../../server/notifications/render-sms';
import { loadLinkKey, manageToken, tokenHash } from '../../server/notifications/links';
import { startTestApp, testClock, type TestApp } from './helpers/test-app';
import { catalogueIds, insertAppointment, insertClient, sanJuan } from './helpers/booking';

// "Find my booking" (docs/decisions/069-visitor-never-stuck.md). Now: Monday 2026-11-23, 08:00 in San Juan.
const clock = testClock(sanJuan('2026-11-23', '08:00'));
let t: TestApp;
let ids: Awaited<ReturnType<typeof catalogueIds>>;
beforeAll(async () => {
  t = await startTestApp({ clock, env: { TRUST_PROXY: '1', PUBLIC_URL: 'https://shop.example' } });
  ids = await catalogueIds(t.db);
});
afterAll(() => t.close());

let ip = 10;
const find = (body: unknown, from = `198.51.100.${ip++}`) => t.post('/api/find-my-booking', body, { 'x-forwarded-for': from });
const owed = (recipient: string) => t.db('notifications').where({ kind: 'find-booking', recipient }).orderBy('id');

describe('POST /api/find-my-booking', () => {
  it('owes one message listing the client’s upcoming live appointments with their manage links; the answer says nothing of it', async () => {
    const c = await insertClient(t.db, { firstName: 'Marta', email: 'marta.find@example.com', phone: '787-555-6101' });
    const later = await insertAppointment(t.db, {
      clientId: c.id,
      barberId: ids.barbers[1]!,
      serviceId: ids.corte,
      date: '2026-11-26',
      time: '11:00',
    });
    const soon = await insertAppointment(t.db, {
      clientId: c.id,
      barberId: ids.barbers[0]!,
      serviceId: ids.corte,
      date: '2026-11-24',
      time: '10:00',
    });
    await insertAppointment(t.db, { clientId: c.id, barberId: ids.barbers[0]!, serviceId: ids.corte, date: '2026-11-20', time: '10:00' }); // past
    await insertAppointment(t.db, {
      clientId: c.id,
      barberId: ids.barbers[2]!,
      serviceId: ids.corte,
      date: '2026-11-25',
      time: '10:00',
      status: 'cancelled',
    });

    const res = await find({ email: ' MARTA.find@example.com ' });
    expect(res.status, res.text).toBe(202);
    expect(res.body).toEqual({ message: FIND_BOOKING_SENT });
    const rows = await owed('MARTA.find@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channel: 'email', client_id: c.id, state: 'pending' });
    expect(rows[0].payload.appointments.map((a: { appointmentId: number }) => a.appointmentId)).toEqual([soon, later]);
    // The appointments made outside the wizard get their manage link now.
    const key = await loadLinkKey(t.db);
    expect((await t.db('appointments').where({ id: soon }).first()).manage_token_hash).toBe(tokenHash(manageToken(key, soon)));

    const ctx = {
      shop: { name: 'The Shop', addressLines: ['1 Calle'], phone: '(787) 555-0132', email: 'shop@example.com' },
      publicUrl: 'https://shop.example',
      linkKey: key,
      now: clock.now(),
    };
    const email = renderEmail(
      { kind: 'find-booking', channel: 'email', recipient: rows[0].recipient, clientId: c.id, payload: rows[0].payload, lang: 'es' },
      ctx,
    );
    expect(email.subject).toBe('Tus próximas citas en The Shop');
    expect(email.text).toContain(`https://shop.example/manage/${manageToken(key, soon)}?lang=es`);
    expect(email.text).toContain(`https://shop.example/manage/${manageToken(key, later)}?lang=es`);
    const sms = renderSms(
      { kind: 'find-booking', channel: 'sms', recipient: '+17875556101', clientId: c.id, payload: rows[0].payload, lang: 'en' },
      ctx,
    );
    expect(sms.text).toContain(manageToken(key, soon));
    expect(sms.text.length).toBeLessThanOrEqual(320);
  });

  it('answers the same for an unknown address, and for a client with nothing upcoming, and owes nothing', async () => {
    const known = await insertClient(t.db, { email: 'nothing.upcoming@example.com', phone: '787-555-6102' });
    await insertAppointment(t.db, {
      clientId: known.id,
      barberId: ids.barbers[0]!,
      serviceId: ids.corte,
      date: '2026-11-20',
      time: '11:00',
    });
    for (const email of ['nobody.here@example.com', 'nothing.upcoming@example.com']) {
      const res = await find({ email });
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ message: FIND_BOOKING_SENT });
      expect(await owed(email)).toHaveLength(0);
    }
  });

  it('refuses a bad body (400) and a phone where the shop sends no SMS (400, for any phone)', async () => {
    expect((await find({})).status).toBe(400);
    expect((await find({ email: 'not-an-email' })).status).toBe(400);
    expect((await find({ email: 'a@b.pr', phone: '787-555-0000' })).status).toBe(400);
    const phone = await find({ phone: '787-555-6101' });
    expect(phone.status).toBe(400);
    expect(phone.body.message).toBe(FIND_BOOKING_NO_SMS);
  });

  it('is limited per recipient (3 an hour, from any address, known or not) and per address', async () => {
    for (const email of ['limit.known@example.com', 'limit.unknown@example.com']) {
      if (email.includes('known@')) await insertClient(t.db, { email, phone: '787-555-6103' });
      for (let i = 0; i < 3; i++) expect((await find({ email })).status).toBe(202);
      const fourth = await find({ email });
      expect(fourth.status).toBe(429);
      expect(fourth.body.message).toBe(FIND_BOOKING_TOO_OFTEN);
    }
    const from = '203.0.113.9';
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await find({ email: `addr${i}@example.com` }, from)).status);
    expect(answers).toEqual([202, 202, 202, 202, 202, 429]);
  });
});
