import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '#shared/schemas/client';
import { ClientsOnFile, ClientWithHistoryList } from '#shared/schemas/client-history';
import { startTestApp, testClock, type TestApp } from './helpers/test-app';
import { signedInStaff } from './helpers/staff-session';
import { insertClient, sanJuan } from './helpers/booking';
import { adminCatalogue } from './helpers/admin';

// "Now" is Wednesday 2026-11-25, 10:00 in San Juan (a pinned clock: the walk-ins below are on Thursday 2026-11-26).
const clock = testClock(sanJuan('2026-11-25', '10:00'));
const DAY = '2026-11-26';
let t: TestApp;
let cat: Awaited<ReturnType<typeof adminCatalogue>>;
let headers: Record<string, string>;
let wilfredo: { id: number };
beforeAll(async () => {
  t = await startTestApp({ clock, env: { RATE_LIMITS: 'off' } });
  cat = await adminCatalogue(t.db);
  headers = (await signedInStaff(t)).headers;
  // Booked online once: his phone written with the country code, his name with its accent.
  wilfredo = await insertClient(t.db, {
    firstName: 'Wilfredo',
    lastName: 'Velázquez',
    email: 'wilfredo@example.com',
    phone: '+1 (787) 555-0123',
  });
  await insertClient(t.db, { firstName: 'Ana', lastName: 'Rosa', email: 'ana@example.com', phone: '939-555-0101' });
});
afterAll(() => t.close());

let minute = 0;
/** A walk-in on Luis each time at a new time, so no two overlap. */
const walkIn = (over: Record<string, unknown>) => {
  const at = 9 * 60 + 45 * minute++;
  const time = `${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`;
  return t.post(
    '/api/appointments/walk-in',
    {
      barberId: cat.luis.id,
      serviceId: cat.corte.id,
      date: DAY,
      time,
      clientName: 'Nobody',
      clientPhone: '787-555-9999',
      clientEmail: '',
      ...over,
    },
    headers,
  );
};
const clientCount = async () => Number((await t.db('clients').count({ n: '*' }).first())!.n);

describe('a walk-in finds the client on file by phone as well as email', () => {
  it('a walk-in with a known phone (another way of writing it) and no email is that client, the name compared without accents', async () => {
    const before = await clientCount();
    const res = await walkIn({ clientName: 'wilfredo velazquez', clientPhone: '787.555.0123' });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ clientId: wilfredo.id, clientName: 'Wilfredo Velázquez' });
    expect(await clientCount()).toBe(before);
  });

  it('refuses a known phone under another name without an email (409 naming whose it is): nothing booked, nobody made', async () => {
    const before = await clientCount();
    const res = await walkIn({ clientName: 'Nico Otro', clientPhone: '7875550123' });
    expect(res.status, res.text).toBe(409);
    expect(res.body).toMatchObject({
      message: 'This phone belongs to Wilfredo Velázquez. Choose that client, or give the new client’s email.',
      clientName: 'Wilfredo Velázquez',
    });
    expect(await clientCount()).toBe(before);
  });

  it('someone else on that phone with an email of his own is a new client', async () => {
    const res = await walkIn({ clientName: 'Nico Otro', clientPhone: '787-555-0123', clientEmail: 'nico@example.com' });
    expect(res.status, res.text).toBe(201);
    expect(res.body.clientId).not.toBe(wilfredo.id);
  });

  it('a client on file without email who gives one is still that client, and the email is kept', async () => {
    const pedro = await insertClient(t.db, { firstName: 'Pedro', lastName: 'Díaz', email: null, phone: '787 555 0144' });
    const res = await walkIn({ clientName: 'Pedro Diaz', clientPhone: '(787) 555-0144', clientEmail: 'pedro@example.com' });
    expect(res.status, res.text).toBe(201);
    expect(res.body.clientId).toBe(pedro.id);
    expect(await t.db('clients').where({ id: pedro.id }).first()).toMatchObject({
      email: 'pedro@example.com',
      first_name: 'Pedro',
      last_name: 'Díaz',
    });
  });
});

describe('GET /api/clients/on-file (staff): whose email or phone this is, before saving', () => {
  it('answers the client with that phone, however it is written, and with that email', async () => {
    const byPhone = await t.get(`/api/clients/on-file?phone=${encodeURIComponent('787 555 0123')}`, headers);
    expect(byPhone.status, byPhone.text).toBe(200);
    expect(ClientsOnFile.parse(byPhone.body).clients.map((c) => [c.id, c.matchedBy])).toContainEqual([wilfredo.id, 'phone']);
    const byEmail = await t.get('/api/clients/on-file?email=WILFREDO@example.com', headers);
    expect(ClientsOnFile.parse(byEmail.body).clients).toEqual([
      expect.objectContaining({ id: wilfredo.id, name: 'Wilfredo Velázquez', matchedBy: 'email' }),
    ]);
    expect((await t.get('/api/clients/on-file?phone=7875550000', headers)).body).toEqual({ clients: [] });
    expect((await t.get('/api/clients/on-file?phone=abc', headers)).status).toBe(400);
    expect((await t.get('/api/clients/on-file?phone=7875550123')).status).toBe(401);
  });
});

describe('client search: any words of the name in any order, without accents or case, and phone digits', () => {
  const search = async (q: string) => {
    const res = await t.get(`/api/clients/with-history?search=${encodeURIComponent(q)}`, headers);
    expect(res.status, res.text).toBe(200);
    return ClientWithHistoryList.parse(res.body).map((r) => `${r.client.firstName} ${r.client.lastName}`);
  };
  it('finds Velázquez by every spelling staff type', async () => {
    for (const q of ['velazquez', 'wilfredo velazquez', 'Velázquez Wilfredo', 'WILFREDO  VELÁZQUEZ', 'velaz wilf']) {
      expect(await search(q), q).toEqual(['Wilfredo Velázquez']);
    }
    // Nico Otro (above) shares the phone.
    expect(await search('0123')).toEqual(['Nico Otro', 'Wilfredo Velázquez']);
    expect(await search('7875550123')).toEqual(['Nico Otro', 'Wilfredo Velázquez']);
    expect(await search('wilfredo rosa')).toEqual([]);
    expect(await search('ana 939')).toEqual(['Ana Rosa']);
  });
});

describe('PATCH /api/clients/:id: staff correct a client’s details, recorded in the History', () => {
  it('changes name, phone, email and notes and writes the History row with before and after', async () => {
    const c = await insertClient(t.db, { firstName: 'Jose', lastName: 'Cruz', email: 'jose@example.com', phone: '787-555-0155' });
    const res = await t.request(
      'PATCH',
      `/api/clients/${c.id}`,
      { firstName: 'José', lastName: 'Cruz Ortiz', phone: '787-555-0156', email: 'jose.cruz@example.com', notes: 'Likes a fade' },
      headers,
    );
    expect(res.status, res.text).toBe(200);
    expect(Client.parse(res.body)).toMatchObject({
      id: c.id,
      firstName: 'José',
      lastName: 'Cruz Ortiz',
      phone: '787-555-0156',
      email: 'jose.cruz@example.com',
      notes: 'Likes a fade',
    });
    const row = await t
      .db('audit_log')
      .where({ entity: 'client', entity_id: String(c.id) })
      .orderBy('id', 'desc')
      .first();
    expect(row).toMatchObject({ action: 'client.update', summary: 'Updated client José Cruz Ortiz' });
    expect(row.before).toEqual({ firstName: 'Jose', lastName: 'Cruz', phone: '787-555-0155', email: 'jose@example.com', notes: null });
    expect(row.after).toEqual({
      firstName: 'José',
      lastName: 'Cruz Ortiz',
      phone: '787-555-0156',
      email: 'jose.cruz@example.com',
      notes: 'Likes a fade',
    });
  });

  it('refuses an email or phone of another client (409 { message }), a bad email (400), an unknown client (404)', async () => {
    const c = await insertClient(t.db, { firstName: 'Luz', lastName: 'Mar', email: 'luz@example.com', phone: '787-555-0166' });
    const email = await t.request('PATCH', `/api/clients/${c.id}`, { email: ' ANA@example.com ' }, headers);
    expect(email.status, email.text).toBe(409);
    expect(email.body).toMatchObject({ message: 'This email belongs to Ana Rosa.' });
    const phone = await t.request('PATCH', `/api/clients/${c.id}`, { phone: '+1 939 555 0101' }, headers);
    expect(phone.status, phone.text).toBe(409);
    expect(phone.body).toMatchObject({ message: 'This phone belongs to Ana Rosa.' });
    expect((await t.request('PATCH', `/api/clients/${c.id}`, { email: 'nope' }, headers)).status).toBe(400);
    expect((await t.request('PATCH', `/api/clients/${c.id}`, { firstName: '' }, headers)).status).toBe(400);
    expect((await t.request('PATCH', '/api/clients/999999', { notes: 'x' }, headers)).status).toBe(404);
    expect(await t.db('clients').where({ id: c.id }).first()).toMatchObject({ email: 'luz@example.com', phone: '787-555-0166' });
    // Its own email and phone, written another way, are fine; clearing the email is allowed.
    const same = await t.request(
      'PATCH',
      `/api/clients/${c.id}`,
      { email: 'LUZ@example.com', phone: '(787) 555 0166', notes: '' },
      headers,
    );
    expect(same.status, same.text).toBe(200);
    expect((await t.request('PATCH', `/api/clients/${c.id}`, { email: '' }, headers)).body).toMatchObject({ email: null });
  });
});
