import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/test-app';
import { ErrorCode } from '#shared/errors';
import { connect, DB_LIMITS } from '../../server/db/connect';
import { freePort } from '../../server/db/embedded';
import { createLogger } from '../../server/logger';

/**
 * What the server writes to its log (docs/decisions/012-logging.md): JSON lines, one access line per
 * request with its id, the same id in error lines and in a 500's body, and no cookies, emails or
 * phones anywhere.
 */
type Line = Record<string, unknown> & { msg?: string; level: number; requestId?: string };
const lines: Line[] = [];
const raw: string[] = [];
const logTo = {
  write(s: string) {
    raw.push(s);
    lines.push(JSON.parse(s) as Line);
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { RATE_LIMITS: 'off' }, logTo });
});
afterAll(() => t.close());
beforeEach(() => {
  lines.length = 0;
  raw.length = 0;
});

const accessLines = () => lines.filter((l) => l.msg === 'request');

describe('access log', () => {
  it('writes one JSON line per request: method, path, status, duration and request id', async () => {
    const answer = await t.get('/api/health');
    expect(answer.status).toBe(200);
    const id = answer.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const access = accessLines();
    expect(access).toHaveLength(1);
    expect(access[0]).toMatchObject({ level: 30, method: 'GET', path: '/api/health', status: 200, requestId: id });
    expect(access[0]!.ms).toEqual(expect.any(Number));
    expect(typeof access[0]!.time).toBe('string');
    const errors = await t.get('/api/no-such-thing');
    expect(errors.status).toBe(404);
    expect(accessLines()).toHaveLength(2);
    expect(accessLines()[1]).toMatchObject({ status: 404, requestId: errors.headers.get('x-request-id') });
  });

  it('gives every request its own id', async () => {
    const [a, b] = await Promise.all([t.get('/api/health'), t.get('/api/health')]);
    expect(a.headers.get('x-request-id')).not.toBe(b.headers.get('x-request-id'));
    expect(new Set(accessLines().map((l) => l.requestId))).toEqual(new Set([a.headers.get('x-request-id'), b.headers.get('x-request-id')]));
  });

  it('keeps a short, safe X-Request-Id sent by a proxy, and replaces anything else', async () => {
    const kept = await t.get('/api/health', { 'x-request-id': 'edge-7f3a.01:x_Y' });
    expect(kept.headers.get('x-request-id')).toBe('edge-7f3a.01:x_Y');
    expect(accessLines()[0]!.requestId).toBe('edge-7f3a.01:x_Y');
    for (const bad of ['a'.repeat(129), 'has space', 'semi;colon', 'x@example.com', '"quoted"']) {
      const answer = await t.get('/api/health', { 'x-request-id': bad });
      const id = answer.headers.get('x-request-id');
      expect(id, bad).toMatch(/^[0-9a-f-]{36}$/);
      expect(raw.join('')).not.toContain(bad);
    }
  });

  it('logs the path without its query string', async () => {
    await t.get('/api/health?token=abc123');
    expect(accessLines()[0]!.path).toBe('/api/health');
    expect(raw.join('')).not.toContain('abc123');
  });
});

describe('a 500', () => {
  it('answers the request id beside its message, and the error line carries the same id', async () => {
    await t.db.raw('alter table contact_messages rename column message to message_gone');
    let answer;
    try {
      answer = await t.post('/api/contact-messages', {
        firstName: 'Ana',
        lastName: 'Rivera',
        email: 'ana@example.com',
        message: 'Hello there, a question.',
      });
    } finally {
      await t.db.raw('alter table contact_messages rename column message_gone to message');
    }
    expect(answer.status).toBe(500);
    const id = answer.headers.get('x-request-id');
    expect(answer.body).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      code: ErrorCode.internal,
      requestId: id,
    });
    const errorLine = lines.find((l) => l.level === 50);
    expect(errorLine).toMatchObject({ requestId: id, method: 'POST', path: '/api/contact-messages' });
    expect((errorLine!.err as { message: string }).message).toContain('message');
    expect(accessLines()).toHaveLength(1);
    expect(accessLines()[0]).toMatchObject({ status: 500, requestId: id });
  });
});

describe('privacy', () => {
  const email = 'maria.secret@example.com';
  const phone = '787-555-0199';
  const cookie = 'bsid=s3cr3t-session-value; other=k33p-private';

  it('writes no cookie, email or phone of a request to the log, even when it fails', async () => {
    const body = { firstName: 'Maria', lastName: 'Quiñones', email, phone };
    await t.post(`/api/clients?email=${encodeURIComponent(email)}&phone=${encodeURIComponent(phone)}`, body, {
      cookie,
      authorization: 'Bearer s3cr3t-token',
    });
    await t.get(`/api/clients/by-email/${encodeURIComponent(email)}?phone=${phone}`, { cookie });
    await t.get(`/api/clients/by-email/${email}`, { cookie });
    // A failure whose database error could carry the values it was given.
    await t.db.raw('alter table clients rename column phone to phone_gone');
    try {
      const failed = await t.post(`/api/clients?email=${encodeURIComponent(email)}`, { ...body, email: `other.${email}` }, { cookie });
      expect(failed.status).toBe(500);
    } finally {
      await t.db.raw('alter table clients rename column phone_gone to phone');
    }
    expect(accessLines()).toHaveLength(4);
    expect(lines.some((l) => l.level === 50)).toBe(true);
    const text = raw.join('');
    for (const secret of [email, encodeURIComponent(email), phone, '7875550199', 's3cr3t', 'k33p-private', 'Quiñones', 'Maria']) {
      expect(text, secret).not.toContain(secret);
    }
    expect(accessLines()[1]!.path).toBe('/api/clients/by-email/[email]');
  });
});

describe('the database pool', () => {
  it('writes Knex’s own warnings as log lines, not to the console', async () => {
    const log = createLogger({ level: 'info', destination: logTo });
    const db = connect(`postgres://nobody@127.0.0.1:${await freePort()}/none`, { max: 1 }, { ...DB_LIMITS, acquireTimeoutMs: 2000 }, log);
    try {
      await expect(db.raw('select 1')).rejects.toThrow();
    } finally {
      await db.destroy();
    }
    expect(lines.some((l) => l.level === 40 && l.msg?.startsWith('Knex: '))).toBe(true);
  });
});
