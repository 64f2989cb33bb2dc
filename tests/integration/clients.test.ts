import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, ClientLookup } from '#shared/schemas/client';
import { PUBLIC_LIMITS } from '../../server/middleware/rate-limit';
import { startTestApp, testClock, type TestApp } from './helpers/test-app';
import { insertClient, sanJuan } from './helpers/booking';

const clock = testClock(sanJuan('2026-11-23', '08:00'));
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock, env: { RATE_LIMITS: 'off' } });
});
afterAll(() => t.close());

const marta = { firstName: '  Marta ', lastName: ' Díaz ', email: ' Marta.Diaz@Example.com ', phone: '(787) 555-0142', notes: '   ' };

describe('POST /api/clients', () => {
  it('creates a client (201), trimmed, blank notes left out, created at the injected clock', async () => {
    const res = await t.post('/api/clients', marta);
    expect(res.status, res.text).toBe(201);
    const client = Client.parse(res.body);
    expect(client).toMatchObject({
      firstName: 'Marta',
      lastName: 'Díaz',
      email: 'Marta.Diaz@Example.com',
      phone: '(787) 555-0142',
      notes: null,
    });
    expect(client.createdAt).toBe(sanJuan('2026-11-23', '08:00').toISOString());
  });

  it('answers 409 for an email already on file, whatever its case and spaces', async () => {
    for (const email of ['marta.diaz@example.com', 'MARTA.DIAZ@EXAMPLE.COM', '  marta.diaz@example.com']) {
      const res = await t.post('/api/clients', { ...marta, email });
      expect(res.status, email).toBe(409);
      expect(res.body).toMatchObject({ message: 'A client with this email already exists.', code: 'conflict' });
    }
    expect(await t.db('clients').whereRaw("lower(email) like 'marta.diaz%'").count({ n: '*' }).first()).toEqual({ n: 1 });
  });

  it('answers 400 with a message per field for missing or invalid fields', async () => {
    const empty = await t.post('/api/clients', {});
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.fields)).toEqual(expect.arrayContaining(['firstName', 'lastName', 'email', 'phone']));
    const blank = await t.post('/api/clients', { ...marta, email: 'x@y.pr', firstName: '   ' });
    expect(blank.body.fields.firstName).toBe('First name is required');
    const badEmail = await t.post('/api/clients', { ...marta, email: 'not-an-email' });
    expect(badEmail.body.fields.email).toBe('Please enter a valid email');
    const badPhone = await t.post('/api/clients', { ...marta, email: 'p@y.pr', phone: 'call me' });
    expect(badPhone.body.fields.phone).toBe('Please enter a valid phone number');
  });

  it('keeps notes when given', async () => {
    const res = await t.post('/api/clients', { ...marta, email: 'noted@example.com', notes: ' Prefers scissors ' });
    expect(res.body.notes).toBe('Prefers scissors');
  });
});

describe('GET /api/clients/by-email/:email', () => {
  it('answers only id, first name and a masked phone: nothing else of a stranger leaks', async () => {
    const c = await insertClient(t.db, { firstName: 'Pedro', lastName: 'Vega', email: 'pedro.vega@example.com', phone: '787-555-0199' });
    const res = await t.get('/api/clients/by-email/pedro.vega%40example.com');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['firstName', 'id', 'maskedPhone']);
    expect(ClientLookup.parse(res.body)).toEqual({ id: c.id, firstName: 'Pedro', maskedPhone: '•••-•••-••99' });
    expect(res.text).not.toMatch(/Vega|555|0199|example/);
  });

  it('finds the client whatever the case and spaces of the email', async () => {
    for (const email of ['PEDRO.VEGA@EXAMPLE.COM', ' pedro.vega@example.com ']) {
      const res = await t.get(`/api/clients/by-email/${encodeURIComponent(email)}`);
      expect(res.status, email).toBe(200);
      expect(res.body.firstName).toBe('Pedro');
    }
  });

  it('answers 404 for an unknown email and 400 for something that is not an email', async () => {
    const missing = await t.get('/api/clients/by-email/nobody%40example.com');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('No client with this email');
    expect((await t.get('/api/clients/by-email/not-an-email')).status).toBe(400);
  });
});

describe('rate limits on the public client and booking endpoints', () => {
  it('answers 429 with a message once an address passes the limit, and RATE_LIMITS=off lifts it', async () => {
    const limited = await startTestApp({ clock, db: t.db });
    try {
      const lookups = [];
      for (let i = 0; i < PUBLIC_LIMITS.clientLookup.points; i++)
        lookups.push((await limited.get('/api/clients/by-email/a%40b.pr')).status);
      expect(lookups.every((s) => s === 404)).toBe(true);
      const over = await limited.get('/api/clients/by-email/a%40b.pr');
      expect(over.status).toBe(429);
      expect(over.body).toEqual({ message: PUBLIC_LIMITS.clientLookup.message, code: 'too_many_requests' });
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);

      for (let i = 0; i < PUBLIC_LIMITS.clientCreate.points; i++) expect((await limited.post('/api/clients', {})).status).toBe(400);
      expect((await limited.post('/api/clients', {})).status).toBe(429);
      for (let i = 0; i < PUBLIC_LIMITS.booking.points; i++) expect((await limited.post('/api/appointments', {})).status).toBe(400);
      const booking = await limited.post('/api/appointments', {});
      expect(booking.status).toBe(429);
      expect(booking.body.message).toBe(PUBLIC_LIMITS.booking.message);
      expect((await limited.get('/api/services')).status).toBe(200);
    } finally {
      await limited.close();
    }
    for (let i = 0; i <= PUBLIC_LIMITS.clientLookup.points + 5; i++)
      expect((await t.get('/api/clients/by-email/a%40b.pr')).status).toBe(404);
  });
});
