import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORRECTION_EMAIL_TAKEN, CORRECTION_EXPIRED, CreatedClient } from '#shared/schemas/client';
import { startTestApp, testClock, type TestApp } from './helpers/test-app';
import { insertClient, sanJuan } from './helpers/booking';

// A new client who goes Back from the wizard's Confirm step corrects a typo: the record takes it
// (docs/decisions/069-visitor-never-stuck.md).
const clock = testClock(sanJuan('2026-11-23', '08:00'));
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock, env: { RATE_LIMITS: 'off' } });
});
afterAll(() => t.close());

const correct = (id: number, body: unknown) => t.request('PATCH', `/api/clients/${id}/correction`, body);
let n = 0;
async function newClient() {
  n += 1;
  const res = await t.post('/api/clients', {
    firstName: 'Jhon',
    lastName: 'Smit',
    email: `jhon${n}@example.com`,
    phone: `787-555-31${String(n).padStart(2, '0')}`,
  });
  expect(res.status, res.text).toBe(201);
  return CreatedClient.parse(res.body);
}

describe('PATCH /api/clients/:id/correction', () => {
  it('POST /api/clients answers a correction token; with it the new client corrects name, phone and email, in the History', async () => {
    const c = await newClient();
    const res = await correct(c.id, {
      token: c.correctionToken,
      firstName: 'John',
      lastName: 'Smith',
      email: 'john.smith@example.com',
      phone: '787-555-3999',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      id: c.id,
      firstName: 'John',
      lastName: 'Smith',
      email: 'john.smith@example.com',
      phone: '787-555-3999',
    });
    expect(await t.db('clients').where({ id: c.id }).first()).toMatchObject({
      first_name: 'John',
      last_name: 'Smith',
      email: 'john.smith@example.com',
      phone: '787-555-3999',
    });
    const history = await t
      .db('audit_log')
      .where({ action: 'client.update', entity_id: String(c.id) })
      .first();
    expect(history).toBeTruthy();
    // The booking that follows is for the corrected client.
    const lookup = await t.get('/api/clients/by-email/john.smith%40example.com');
    expect(lookup.body).toMatchObject({ id: c.id, firstName: 'John' });
  });

  it('refuses a wrong token, another client’s id and a token older than a day (403), without changing anything', async () => {
    const c = await newClient();
    const other = await newClient();
    const body = { firstName: 'X', lastName: 'Y', email: c.email, phone: c.phone };
    for (const [id, token] of [
      [c.id, 'not-the-token'],
      [other.id, c.correctionToken],
    ] as const) {
      const res = await correct(id, { ...body, token });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(CORRECTION_EXPIRED);
    }
    clock.advance(24 * 60 * 60 * 1000 + 1000);
    try {
      const late = await correct(c.id, { ...body, token: c.correctionToken });
      expect(late.status).toBe(403);
    } finally {
      clock.advance(-(24 * 60 * 60 * 1000 + 1000));
    }
    expect(await t.db('clients').where({ id: c.id }).first()).toMatchObject({ first_name: 'Jhon' });
  });

  it('an email another client has is 409 naming nobody; a bad field is 400', async () => {
    const c = await newClient();
    await insertClient(t.db, { firstName: 'Rosa', lastName: 'Ortiz', email: 'rosa@example.com', phone: '787-555-0400' });
    const taken = await correct(c.id, {
      token: c.correctionToken,
      firstName: 'Jhon',
      lastName: 'Smit',
      email: 'ROSA@example.com',
      phone: c.phone,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(CORRECTION_EMAIL_TAKEN);
    expect(taken.text).not.toContain('Rosa');
    const bad = await correct(c.id, { token: c.correctionToken, firstName: '', lastName: 'Smit', email: c.email, phone: c.phone });
    expect(bad.status).toBe(400);
    const unknown = await correct(999999, { token: c.correctionToken, firstName: 'A', lastName: 'B', email: 'a@b.pr', phone: c.phone });
    expect(unknown.status).toBe(403);
  });
});
