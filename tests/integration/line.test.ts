import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, testClock, type TestApp } from './helpers/test-app';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';
import { catalogueIds, sanJuan } from './helpers/booking';
import { signedInStaff } from './helpers/staff-session';

/** The public line and the lobby board (docs/decisions/067-floor-data-model-and-live-channel.md). */
const DAY = '2026-11-23'; // a Monday
let database: TestDatabase;
let t: TestApp;
let staff: { headers: Record<string, string> };
let ids: Awaited<ReturnType<typeof catalogueIds>>;
const clock = testClock(sanJuan(DAY, '10:00'));

beforeAll(async () => {
  database = await createTestDatabase();
  t = await startTestApp({ db: database.db, clock, env: { RATE_LIMITS: 'off' } });
  ids = await catalogueIds(t.db);
  staff = await signedInStaff(t);
});
afterAll(async () => {
  await t.close();
  await database.drop();
});
beforeEach(async () => {
  clock.set(sanJuan(DAY, '10:00'));
  await t.db('line_entries').whereIn('status', ['waiting', 'called']).update({ status: 'left', left_at: clock.now() });
  await t.db('app_settings').where({ key: 'shop' }).delete();
});

let n = 0;
const join = (over: Record<string, unknown> = {}) => {
  n += 1;
  return t.post('/api/line', {
    firstName: 'Luis Miguel',
    phone: `787-555-${String(1000 + n)}`,
    serviceId: ids.corte,
    barberId: null,
    ...over,
  });
};
const PERSONAL = /787|555|@example|Ortiz|\+1/;

describe('GET /api/line', () => {
  it('the wait per barber and for first available, without personal data', async () => {
    await join({ firstName: 'Zacarías' });
    const res = await t.get('/api/line');
    expect(res.status).toBe(200);
    expect(res.body.paused).toBe(false);
    expect(res.body.firstAvailable).toMatchObject({ fromMinutes: expect.any(Number), toMinutes: expect.any(Number) });
    expect(res.body.barbers.length).toBe(ids.barbers.length);
    expect(res.body.barbers[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      working: true,
      fromMinutes: expect.any(Number),
      toMinutes: expect.any(Number),
    });
    expect(res.text).not.toMatch(PERSONAL);
    expect(res.text).not.toMatch(/Zacar/);
  });
});

describe('POST /api/line, GET and DELETE /api/line/:token', () => {
  it('joins with an unguessable token (128 bits), reads and leaves by it alone', async () => {
    const res = await join({ email: 'Ana@Example.com', lang: 'es' });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(['estimate', 'position', 'token']);
    expect(Buffer.from(res.body.token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(res.body.position).toBe(1);
    const second = await join();
    expect(second.body.token).not.toBe(res.body.token);
    expect(second.body.position).toBe(2);
    const mine = await t.get(`/api/line/${res.body.token}`);
    expect(mine.body).toEqual({
      status: 'waiting',
      firstName: 'Luis Miguel',
      position: 1,
      ahead: 0,
      estimate: expect.any(Object),
      serviceId: ids.corte,
      barberId: null,
    });
    const row = await t.db('line_entries').where({ token: res.body.token }).first();
    expect(row).toMatchObject({ email: 'ana@example.com', lang: 'es', source: 'web' });
    expect(row.phone).toMatch(/^\+1787555\d{4}$/);
    expect((await t.get(`/api/line/${second.body.token}`)).body).toMatchObject({ position: 2, ahead: 1 });
    const left = await t.del(`/api/line/${res.body.token}`);
    expect(left.status).toBe(200);
    expect(left.body.status).toBe('left');
    expect((await t.del(`/api/line/${res.body.token}`)).status).toBe(200);
    expect((await t.get(`/api/line/${second.body.token}`)).body).toMatchObject({ position: 1, ahead: 0 });
    const history = await t
      .db('audit_log')
      .where({ entity: 'line_entry', entity_id: String(row.id) })
      .orderBy('id');
    expect(history.map((h) => [h.action, h.actor])).toEqual([
      ['line.join', 'system'],
      ['line.left', 'system'],
    ]);
    expect(history[1].summary).toBe('Luis Miguel left the line (Corte)');
    expect((await t.get(`/api/line/${'x'.repeat(22)}`)).status).toBe(404);
    expect((await t.get('/api/line/short')).status).toBe(400);
  });

  it('at most one live entry per phone and per email, even five at once', async () => {
    const body = { firstName: 'Ana', phone: '787 555 0199', serviceId: ids.corte, barberId: null };
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.post('/api/line', body)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(answers.find((a) => a.status === 409)!.body.message).toMatch(/already in the line/);
    const byEmail = await join({ phone: null, email: 'same@example.com' });
    expect(byEmail.status).toBe(201);
    expect((await join({ phone: null, email: 'SAME@example.com' })).status).toBe(409);
    await t.del(`/api/line/${byEmail.body.token}`);
    expect((await join({ phone: null, email: 'same@example.com' })).status).toBe(201);
  });

  it('bad input is a 4xx { message }', async () => {
    expect((await join({ phone: null })).status).toBe(400);
    expect((await join({ phone: 'abc' })).status).toBe(400);
    expect((await join({ firstName: '' })).status).toBe(400);
    expect((await join({ serviceId: 999999 })).status).toBe(409);
    expect((await join({ barberId: 999999 })).status).toBe(409);
    expect((await join({ extra: 1 })).status).toBe(400);
    const sunday = await (async () => {
      clock.set(sanJuan('2026-11-22', '10:00'));
      return join();
    })();
    expect(sunday.status).toBe(409);
    expect(sunday.body.message).toMatch(/closed/);
  });

  it('the owner pauses online joining; the desk still adds', async () => {
    await t.db('app_settings').insert({ key: 'shop', value: JSON.stringify({ line: { onlineJoinPaused: true } }) });
    expect((await t.get('/api/line')).body.paused).toBe(true);
    const refused = await join();
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/paused/);
    const es = await join({ lang: 'es' }).then(() =>
      t.post('/api/line?lang=es', { firstName: 'Ana', phone: '787-555-0222', serviceId: ids.corte, barberId: null }),
    );
    expect(es.body.message).toMatch(/pausa/);
    expect((await t.post('/api/floor/line', { firstName: 'Ana', serviceId: ids.corte, barberId: null }, staff.headers)).status).toBe(201);
  });
});

describe('the per-address limit', () => {
  it('refuses the 11th join from one address in 10 minutes with 429', async () => {
    const limited = await startTestApp({ db: database.db, clock, env: { RATE_LIMITS: 'on' } });
    try {
      const answers = [];
      for (let i = 0; i < 11; i++)
        answers.push(
          await limited.post('/api/line', { firstName: 'X', phone: `787-555-${3000 + i}`, serviceId: ids.corte, barberId: null }),
        );
      expect(answers.slice(0, 10).every((a) => a.status === 201)).toBe(true);
      expect(answers[10]!.status).toBe(429);
      expect(answers[10]!.body.message).toMatch(/Too many/);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/board', () => {
  it('first name and initial only: no phone, no email, no last name', async () => {
    await join({ firstName: 'Luis Miguel', email: 'luis@example.com' });
    const res = await t.get('/api/board');
    expect(res.status).toBe(200);
    expect(res.body.line[0]).toEqual({ position: 1, name: 'Luis', barberName: null, estimate: expect.any(Object) });
    expect(res.body.barbers.length).toBe(ids.barbers.length);
    expect(res.text).not.toMatch(PERSONAL);
  });
});
