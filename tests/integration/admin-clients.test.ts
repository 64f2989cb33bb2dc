import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientDetails, ClientWithHistoryList, type ClientWithHistory } from '#shared/schemas/client-history';
import { startTestApp, testClock, type TestApp } from './helpers/test-app';
import { signedInStaff } from './helpers/staff-session';
import { insertClient, processTimeZone, sanJuan } from './helpers/booking';
import { adminCatalogue, insertPriced } from './helpers/admin';

// "Now" is Tuesday 2026-12-01, 23:30 in San Juan: already Wednesday 03:30 in UTC.
const TODAY = '2026-12-01';
const clock = testClock(sanJuan(TODAY, '23:30'));
let t: TestApp;
let cat: Awaited<ReturnType<typeof adminCatalogue>>;
let headers: Record<string, string>;
const c: Record<string, { id: number }> = {};
beforeAll(async () => {
  t = await startTestApp({ clock, env: { RATE_LIMITS: 'off' } });
  cat = await adminCatalogue(t.db);
  headers = (await signedInStaff(t)).headers;
  c.ana = await insertClient(t.db, { firstName: 'Ana', lastName: 'Rosa', email: 'Ana.Rosa@Example.com', phone: '(787) 555-0101' });
  c.bob = await insertClient(t.db, { firstName: 'Roberto', lastName: 'Cruz', email: 'bob@cruz.pr', phone: '939-555-0202' });
  c.walk = await insertClient(t.db, { firstName: 'Pedro', lastName: '', email: null, phone: '787 555 0303' });
  c.pct = await insertClient(t.db, { firstName: 'Zoe', lastName: '100%', email: 'zoe@example.com', phone: '787-555-0404' });
  // Ana: 20 days ago (live), a more recent cancelled one, and one booked for next week.
  c.anaLast = {
    id: await insertPriced(t.db, { barberId: cat.carlos.id, service: cat.corte, date: '2026-11-11', time: '10:00', clientId: c.ana.id }),
  };
  await insertPriced(t.db, { barberId: cat.carlos.id, service: cat.corte, date: '2026-10-01', time: '10:00', clientId: c.ana.id });
  await insertPriced(t.db, {
    barberId: cat.carlos.id,
    service: cat.corte,
    date: '2026-11-25',
    time: '10:00',
    clientId: c.ana.id,
    status: 'cancelled',
  });
  await insertPriced(t.db, { barberId: cat.carlos.id, service: cat.corte, date: '2026-12-08', time: '10:00', clientId: c.ana.id });
  // Roberto: today (shop time), late in the evening of a long day; Pedro: yesterday.
  await insertPriced(t.db, { barberId: cat.javier.id, service: cat.barba, date: TODAY, time: '18:30', clientId: c.bob.id });
  await insertPriced(t.db, { barberId: cat.javier.id, service: cat.barba, date: '2026-11-30', time: '18:30', clientId: c.walk.id });
});
afterAll(() => t.close());

const search = async (q?: string) => {
  const res = await t.get(`/api/clients/with-history${q === undefined ? '' : `?search=${encodeURIComponent(q)}`}`, headers);
  expect(res.status, res.text).toBe(200);
  return ClientWithHistoryList.parse(res.body);
};
const names = (rows: ClientWithHistory[]) => rows.map((r) => r.client.firstName);

describe('GET /api/clients/with-history', () => {
  it('runs in the zone the run asked for (EXPECT_TZ), whatever it is', () => {
    if (process.env.EXPECT_TZ) expect(processTimeZone()).toBe(process.env.EXPECT_TZ);
  });

  it('lists every client by first name, with the last live visit on or before today and days since it, in shop time', async () => {
    const rows = await search();
    expect(names(rows)).toEqual(['Ana', 'Pedro', 'Roberto', 'Zoe']);
    const [ana, pedro, roberto, zoe] = rows as [ClientWithHistory, ClientWithHistory, ClientWithHistory, ClientWithHistory];
    expect(ana.lastAppointment).toMatchObject({
      id: c.anaLast!.id,
      appointmentDate: '2026-11-11',
      status: 'confirmed',
      barberName: 'Carlos Rivera',
    });
    expect(ana.daysSinceLastVisit).toBe(20);
    expect(roberto.daysSinceLastVisit).toBe(0);
    expect(roberto.lastAppointment?.appointmentDate).toBe(TODAY);
    expect(pedro.daysSinceLastVisit).toBe(1);
    expect(pedro.client).toMatchObject({ email: null, phone: '787 555 0303' });
    expect(zoe).toMatchObject({ lastAppointment: null, daysSinceLastVisit: null });
  });

  it('searches name, "first last", email and phone, case-insensitively', async () => {
    expect(names(await search('ANA'))).toEqual(['Ana']);
    expect(names(await search('rosa'))).toEqual(['Ana']);
    expect(names(await search('ana ros'))).toEqual(['Ana']);
    expect(names(await search('example.COM'))).toEqual(['Ana', 'Zoe']);
    expect(names(await search('CRUZ.PR'))).toEqual(['Roberto']);
    expect(names(await search('939-555'))).toEqual(['Roberto']);
    expect(names(await search('7875550303'))).toEqual(['Pedro']);
    expect(names(await search('(787) 555-0101'))).toEqual(['Ana']);
    expect(names(await search('  '))).toEqual(['Ana', 'Pedro', 'Roberto', 'Zoe']);
    expect(names(await search('nobody'))).toEqual([]);
  });

  it('treats % and _ literally', async () => {
    expect(names(await search('%'))).toEqual(['Zoe']);
    expect(names(await search('_'))).toEqual([]);
  });

  it('moves "today" at midnight in San Juan, not in UTC', async () => {
    clock.set(sanJuan('2026-12-02', '00:05'));
    try {
      const rows = await search('Roberto');
      expect(rows[0]!.daysSinceLastVisit).toBe(1);
    } finally {
      clock.set(sanJuan(TODAY, '23:30'));
    }
  });
});

describe('last visit and reminders due', () => {
  it('does not count an appointment later today as a visit: the last visit is the last one that has started', async () => {
    clock.set(sanJuan(TODAY, '12:00'));
    try {
      const [roberto] = await search('Roberto');
      expect(roberto).toMatchObject({ lastAppointment: null, daysSinceLastVisit: null, reminderDue: false });
      const details = ClientDetails.parse((await t.get(`/api/clients/${c.bob!.id}/details`, headers)).body);
      expect(details.lastAppointment).toBeNull();
    } finally {
      clock.set(sanJuan(TODAY, '23:30'));
    }
    const [roberto] = await search('Roberto');
    expect(roberto!.daysSinceLastVisit).toBe(0);
  });

  it('marks a client due by the bulk reminders’ own rule: over 14 days, no upcoming appointment, not reminded this week', async () => {
    const due = () => search().then((rows) => rows.filter((r) => r.reminderDue).map((r) => r.client.firstName));
    // Ana is booked for next week: no "we miss you" for her.
    expect(await due()).toEqual([]);
    const booked = t.db('appointments').where({ client_id: c.ana!.id, appointment_date: '2026-12-08' });
    await booked.clone().update({ status: 'cancelled', cancelled_at: clock.now() });
    try {
      expect(await due()).toEqual(['Ana']);
      const bulk = await t.post('/api/clients/send-bulk-reminders', {}, headers);
      expect(bulk.status, bulk.text).toBe(200);
      expect(bulk.body.recorded + bulk.body.sent).toBe(1);
      // Reminded now: neither the card nor a second bulk send counts Ana as due.
      expect(await due()).toEqual([]);
      const again = await t.post('/api/clients/send-bulk-reminders', {}, headers);
      expect(again.body).toMatchObject({ count: 0, sent: 0, recorded: 0, failed: 0 });
      const details = ClientDetails.parse((await t.get(`/api/clients/${c.ana!.id}/details`, headers)).body);
      expect(details.reminderDue).toBe(false);
    } finally {
      await booked.clone().update({ status: 'confirmed', cancelled_at: null });
    }
  });
});

describe('GET /api/clients/:id/details', () => {
  it('answers the client, the last visit and every appointment, newest first (cancelled and future included)', async () => {
    const res = await t.get(`/api/clients/${c.ana!.id}/details`, headers);
    expect(res.status, res.text).toBe(200);
    const d = ClientDetails.parse(res.body);
    expect(d.client).toMatchObject({ id: c.ana!.id, firstName: 'Ana', lastName: 'Rosa', email: 'Ana.Rosa@Example.com' });
    expect(d.lastAppointment?.id).toBe(c.anaLast!.id);
    expect(d.daysSinceLastVisit).toBe(20);
    expect(d.appointments.map((a) => [a.appointmentDate, a.status])).toEqual([
      ['2026-12-08', 'confirmed'],
      ['2026-11-25', 'cancelled'],
      ['2026-11-11', 'confirmed'],
      ['2026-10-01', 'confirmed'],
    ]);
  });

  it('answers a client without visits, and 404 for an unknown id', async () => {
    const res = await t.get(`/api/clients/${c.pct!.id}/details`, headers);
    expect(res.body).toMatchObject({ lastAppointment: null, daysSinceLastVisit: null, appointments: [] });
    expect((await t.get('/api/clients/999999/details', headers)).status).toBe(404);
    expect((await t.get('/api/clients/abc/details', headers)).status).toBe(400);
  });
});
