import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { createNotificationJob } from '../../server/jobs/notifications';
import { insertClient } from './helpers/booking';
import { signedInStaff } from './helpers/staff-session';
import { startSmtpTestServer, type SmtpTestServer } from './helpers/smtp-test-server';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInStaff>>;
let staff: Awaited<ReturnType<typeof signedInStaff>>;
let n = 0;

beforeAll(async () => {
  t = await startTestApp({ env: { RATE_LIMITS: 'off' } });
  owner = await signedInStaff(t, { role: 'owner' });
  staff = await signedInStaff(t, { role: 'staff' });
});
afterAll(() => t.close());

/** A message sent through the public form; answers its id. */
async function sent(over: Partial<Record<'firstName' | 'lastName' | 'email' | 'phone' | 'message', string>> = {}) {
  n += 1;
  const res = await t.post('/api/contact-messages', {
    firstName: 'Marta',
    lastName: `Vega ${n}`,
    email: `marta.${n}@example.com`,
    phone: '',
    message: `Question number ${n}: do you cut kids' hair?`,
    ...over,
  });
  expect(res.status, res.text).toBe(201);
  return res.body.id as number;
}

const inbox = (filter = 'all', headers = staff.headers) => t.get(`/api/contact-messages?filter=${filter}`, headers);

describe('who may use the inbox', () => {
  it('answers 401 without a session on every inbox route, and changes nothing', async () => {
    const id = await sent();
    for (const [method, path, body] of [
      ['GET', '/api/contact-messages', undefined],
      ['GET', '/api/contact-messages?filter=unread', undefined],
      ['PATCH', `/api/contact-messages/${id}`, { handled: true }],
      ['POST', `/api/contact-messages/${id}/reply`, { body: 'Yes.' }],
    ] as const) {
      const res = await t.request(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body).toEqual({ message: expect.any(String), code: 'unauthorized' });
    }
    expect(await t.db('contact_messages').where({ id }).first('handled_at')).toEqual({ handled_at: null });
    expect(await t.db('contact_message_replies').where({ contact_message_id: id })).toEqual([]);
  });

  it('is open to staff and to owners alike', async () => {
    for (const who of [staff, owner]) {
      const id = await sent();
      expect((await inbox('all', who.headers)).status).toBe(200);
      expect((await t.request('PATCH', `/api/contact-messages/${id}`, { handled: true }, who.headers)).status).toBe(200);
      expect((await t.post(`/api/contact-messages/${id}/reply`, { body: 'Thanks for writing.' }, who.headers)).status).toBe(201);
    }
  });

  it('answers 403 to a write from another origin, even for the owner, and changes nothing', async () => {
    const id = await sent();
    const evil = { ...owner.headers, origin: 'https://evil.example' };
    expect((await t.request('PATCH', `/api/contact-messages/${id}`, { handled: true }, evil)).status).toBe(403);
    expect((await t.post(`/api/contact-messages/${id}/reply`, { body: 'Hi' }, evil)).status).toBe(403);
    expect(await t.db('contact_messages').where({ id }).first('handled_at')).toEqual({ handled_at: null });
    expect(
      await t
        .db('notifications')
        .where({ kind: 'contact-reply' })
        .whereRaw("payload->>'contactMessageId' = ?", [String(id)]),
    ).toEqual([]);
  });
});

describe('GET /api/contact-messages', () => {
  it('lists newest first with the unread count; filter=unread leaves out the handled', async () => {
    const older = await sent();
    const newer = await sent();
    await t
      .db('contact_messages')
      .where({ id: older })
      .update({ created_at: new Date(Date.now() - 3_600_000) });
    const all = await inbox();
    expect(all.status).toBe(200);
    const ids = all.body.messages.map((m: { id: number }) => m.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    const unread = Number((await t.db('contact_messages').whereNull('handled_at').count({ n: '*' }).first())!.n);
    expect(all.body.unreadCount).toBe(unread);

    await t.request('PATCH', `/api/contact-messages/${older}`, { handled: true }, staff.headers);
    const onlyUnread = await inbox('unread');
    expect(onlyUnread.body.messages.map((m: { id: number }) => m.id)).toContain(newer);
    expect(onlyUnread.body.messages.map((m: { id: number }) => m.id)).not.toContain(older);
    expect(onlyUnread.body.messages.every((m: { handledAt: string | null }) => m.handledAt === null)).toBe(true);
    expect(onlyUnread.body.unreadCount).toBe(unread - 1);
  });

  it("links the client's record when the email matches, in any case", async () => {
    const client = await insertClient(t.db, { firstName: 'Rafael', lastName: 'Colón', email: `rafa.${process.pid}@example.com` });
    const id = await sent({ email: `  RAFA.${process.pid}@Example.COM ` });
    const stranger = await sent();
    const { messages } = (await inbox()).body;
    expect(messages.find((m: { id: number }) => m.id === id).client).toEqual({ id: client.id, name: 'Rafael Colón' });
    expect(messages.find((m: { id: number }) => m.id === stranger).client).toBeNull();
  });

  it('refuses a filter it does not know (400 { message })', async () => {
    const res = await inbox('spam');
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
  });
});

describe('PATCH /api/contact-messages/{id}', () => {
  it('marks handled (who and when, with a History row) and back to unread', async () => {
    const id = await sent({ firstName: 'Iris', lastName: 'Soto' });
    const res = await t.request('PATCH', `/api/contact-messages/${id}`, { handled: true }, staff.headers);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, handledAt: expect.any(String), handledBy: staff.account.displayName });
    const again = await t.request('PATCH', `/api/contact-messages/${id}`, { handled: true }, staff.headers);
    expect(again.status).toBe(200);
    const back = await t.request('PATCH', `/api/contact-messages/${id}`, { handled: false }, staff.headers);
    expect(back.body).toMatchObject({ handledAt: null, handledBy: null });
    const audit = await t
      .db('audit_log')
      .where({ entity: 'contact-message', entity_id: String(id) })
      .orderBy('id');
    expect(audit.map((a) => [a.action, a.actor, a.summary])).toEqual([
      ['contact-message.handle', staff.account.username, "Marked Iris Soto's message handled"],
      ['contact-message.reopen', staff.account.username, "Marked Iris Soto's message unread"],
    ]);
  });

  it('answers 404 for a message that does not exist and 400 for a bad body or id', async () => {
    const id = await sent();
    expect((await t.request('PATCH', '/api/contact-messages/999999', { handled: true }, staff.headers)).status).toBe(404);
    for (const body of [{}, { handled: 'yes' }, 'null']) {
      const res = await t.request('PATCH', `/api/contact-messages/${id}`, body, staff.headers);
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect((await t.request('PATCH', '/api/contact-messages/abc', { handled: true }, staff.headers)).status).toBe(400);
  });
});

describe('POST /api/contact-messages/{id}/reply', () => {
  it('records the reply in the thread, owes its email in the outbox, marks the message handled, and writes History', async () => {
    const client = await insertClient(t.db, { email: `reply.${process.pid}@example.com` });
    const id = await sent({ firstName: 'Noel', lastName: 'Ruiz', email: client.email!, message: 'Can I bring my own razor?' });
    const res = await t.post(`/api/contact-messages/${id}/reply`, { body: '  Of course, bring it along.  ' }, owner.headers);
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ id, handledBy: owner.account.displayName, handledAt: expect.any(String) });
    expect(res.body.replies).toEqual([
      {
        id: expect.any(Number),
        body: 'Of course, bring it along.',
        staffName: owner.account.displayName,
        createdAt: expect.any(String),
        emailState: 'pending',
        emailError: '',
      },
    ]);
    const reply = await t.db('contact_message_replies').where({ contact_message_id: id }).first();
    const note = await t.db('notifications').where({ id: reply.notification_id }).first();
    expect(note).toMatchObject({
      kind: 'contact-reply',
      channel: 'email',
      recipient: client.email,
      client_id: client.id,
      staff_user_id: owner.account.id,
      state: 'pending',
    });
    expect(note.payload).toMatchObject({
      contactMessageId: id,
      name: 'Noel',
      body: 'Of course, bring it along.',
      original: { message: 'Can I bring my own razor?' },
    });
    const audit = await t
      .db('audit_log')
      .where({ entity: 'contact-message', entity_id: String(id), action: 'contact-message.reply' })
      .first();
    expect(audit.summary).toBe("Replied by email to Noel Ruiz's message");
  });

  it('without SMTP the job marks the email "not-configured" and the thread says so', async () => {
    const id = await sent();
    await t.post(`/api/contact-messages/${id}/reply`, { body: 'We open at 9.' }, staff.headers);
    const job = createNotificationJob({ db: t.db, config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), now: () => new Date() });
    await job.tick();
    const m = (await inbox()).body.messages.find((x: { id: number }) => x.id === id);
    expect(m.replies.map((r: { emailState: string }) => r.emailState)).toEqual(['not-configured']);
  });

  it('answers 400 for an empty reply and 404 for a message that does not exist, owing nothing', async () => {
    const id = await sent();
    const before = await t.db('notifications').count<{ n: string }[]>({ n: '*' });
    for (const body of [{}, { body: '   ' }, { body: 'x'.repeat(5001) }]) {
      const res = await t.post(`/api/contact-messages/${id}/reply`, body, staff.headers);
      expect(res.status).toBe(400);
      expect(res.body.fields.body).toEqual(expect.any(String));
    }
    expect((await t.post('/api/contact-messages/999999/reply', { body: 'Hello' }, staff.headers)).status).toBe(404);
    for (const [path, body] of [
      [`/api/contact-messages/${id}/reply`, { body: 'hi \u0000 there' }],
      ['/api/contact-messages/99999999999/reply', { body: 'Hello' }],
    ] as const) {
      const res = await t.post(path, body, staff.headers);
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect(await t.db('notifications').count<{ n: string }[]>({ n: '*' })).toEqual(before);
    expect(await t.db('contact_messages').where({ id }).first('handled_at')).toEqual({ handled_at: null });
  });
});

describe('the reply email', () => {
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
  });
  afterAll(() => smtp.close());

  it('arrives at the client quoting their message, and the thread shows it sent', async () => {
    const email = `mail.${process.pid}@example.com`;
    const id = await sent({ firstName: 'Lucía', email, message: 'Do you do hot towel shaves?' });
    await t.post(`/api/contact-messages/${id}/reply`, { body: 'Yes, every day but Sunday.' }, staff.headers);
    const job = createNotificationJob({
      db: t.db,
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SMTP_URL: smtp.url }),
      now: () => new Date(),
    });
    await job.tick();
    const mail = smtp.to(email).at(-1);
    expect(mail?.parsed.subject).toBe('Re: your message to The Gentlemen’s Barbershop');
    expect(mail?.parsed.text).toContain('Hi Lucía,');
    expect(mail?.parsed.text).toContain('Yes, every day but Sunday.');
    expect(mail?.parsed.text).toContain('> Do you do hot towel shaves?');
    const m = (await inbox()).body.messages.find((x: { id: number }) => x.id === id);
    expect(m.replies[0].emailState).toBe('sent');
  });
});

describe('the Contact form is rate-limited per address', () => {
  it('answers 429 with Retry-After after 5 messages in 10 minutes', async () => {
    const limited = await startTestApp({ env: { RATE_LIMITS: 'on' } });
    try {
      const body = {
        firstName: 'Ana',
        lastName: 'Rosa',
        email: 'ana@example.com',
        phone: '',
        message: 'Do you take walk-ins on Saturday?',
      };
      for (let i = 0; i < 5; i++) expect((await limited.post('/api/contact-messages', body)).status).toBe(201);
      const res = await limited.post('/api/contact-messages', body);
      expect(res.status).toBe(429);
      expect(res.body.message).toBe('Too many messages from this address. Please try again in a few minutes.');
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await limited.db('contact_messages').count({ n: '*' }).first()).toEqual({ n: 5 });
    } finally {
      await limited.close();
    }
  });
});
