import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const good = {
  firstName: ' Ana ',
  lastName: 'Rosa',
  email: 'ana@example.com',
  phone: '787-555-0101',
  message: 'Do you take walk-ins on Saturday?',
};

describe('POST /api/contact-messages', () => {
  it('stores a valid message, trimmed', async () => {
    const res = await t.post('/api/contact-messages', good);
    expect(res.status).toBe(201);
    expect(res.body.id).toBeGreaterThan(0);
    const row = await t.db('contact_messages').where({ id: res.body.id }).first();
    expect(row).toMatchObject({ first_name: 'Ana', last_name: 'Rosa', email: 'ana@example.com', message: good.message });
  });

  it('answers 400 with a message per field for an empty or invalid form', async () => {
    const empty = await t.post('/api/contact-messages', {});
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.fields)).toEqual(expect.arrayContaining(['firstName', 'lastName', 'email', 'message']));

    const badEmail = await t.post('/api/contact-messages', { ...good, email: 'not-an-email' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.fields.email).toBe('Please enter a valid email');

    const notJson = await t.request('POST', '/api/contact-messages', 'firstName=a', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(notJson.status).toBe(400);
    expect(await t.db('contact_messages').count({ n: '*' }).first()).toEqual({ n: 1 });
  });
});
