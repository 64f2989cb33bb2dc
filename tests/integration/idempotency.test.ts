import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fingerprint, IN_PROGRESS_WAIT_MS } from '../../server/middleware/idempotency';
import { startTestApp, testClock, type TestApp } from './helpers/test-app';
import { signedInStaff } from './helpers/staff-session';
import { sanJuan } from './helpers/booking';
import { adminCatalogue, insertPriced } from './helpers/admin';

// "Now" is Wednesday 2026-11-25, 10:00 in San Juan.
const clock = testClock(sanJuan('2026-11-25', '10:00'));
let t: TestApp;
let other: TestApp; // a second server process on the same database
let cat: Awaited<ReturnType<typeof adminCatalogue>>;
let staff: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp({ clock, env: { RATE_LIMITS: 'off' } });
  other = await startTestApp({ clock, db: t.db, env: { RATE_LIMITS: 'off' } });
  cat = await adminCatalogue(t.db);
  staff = (await signedInStaff(t)).headers;
});
afterAll(async () => {
  await other.close();
  await t.close();
});

let n = 0;
const walkInBody = (over: Record<string, unknown> = {}) => {
  n += 1; // a different barber, hour or day each time: 4 barbers × 10 hours on each working day
  const date = ['2026-11-26', '2026-11-28', '2026-11-30', '2026-12-01'][Math.floor(n / 40)]!;
  const time = `${String(9 + (Math.floor(n / 4) % 10)).padStart(2, '0')}:00`;
  return {
    barberId: cat.barbers[n % 4]!.id,
    serviceId: cat.barba.id,
    date,
    time,
    clientName: `Walk In ${n}`,
    clientPhone: `787-555-${String(n).padStart(4, '0')}`,
    clientEmail: null,
    notes: null,
    isWalkIn: true,
    ...over,
  };
};
const withKey = (key: string) => ({ ...staff, 'Idempotency-Key': key });
const walkIn = (app: TestApp, body: unknown, key?: string) => app.post('/api/appointments/walk-in', body, key ? withKey(key) : staff);
const appointmentsOf = async (clientName: string) =>
  Number(
    (await t
      .db('appointments as a')
      .join('clients as c', 'c.id', 'a.client_id')
      .whereRaw(`c.first_name || ' ' || c.last_name = ?`, [clientName])
      .count({ n: '*' })
      .first())!.n,
  );
const keyRow = (key: string) => t.db('idempotency_keys').where({ key }).first();

describe('Idempotency-Key on POST /api/appointments/walk-in', () => {
  it('a repeat gets the first answer again, marked as replayed, and acts once', async () => {
    const body = walkInBody();
    const first = await walkIn(t, body, 'walk-in-1');
    expect(first.status, first.text).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await walkIn(t, { ...body }, 'walk-in-1');
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await appointmentsOf(body.clientName)).toBe(1);
    expect(await keyRow('walk-in-1')).toMatchObject({ state: 'done', status_code: 201, staff_user_id: expect.any(Number) });
  });

  it('the same body in another key order or spacing is the same request', async () => {
    const body = walkInBody();
    expect((await walkIn(t, body, 'walk-in-order')).status).toBe(201);
    const reordered = JSON.stringify(Object.fromEntries(Object.entries(body).reverse()), null, 2);
    const again = await walkIn(t, reordered, 'walk-in-order');
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await appointmentsOf(body.clientName)).toBe(1);
  });

  it('the same key with a different body or path answers 422 and acts not', async () => {
    const body = walkInBody();
    expect((await walkIn(t, body, 'walk-in-2')).status).toBe(201);
    const changed = await walkIn(t, { ...body, time: '17:00' }, 'walk-in-2');
    expect(changed.status).toBe(422);
    expect(changed.body).toEqual({
      message: 'This Idempotency-Key was already used for a different request.',
      code: 'idempotency_mismatch',
    });
    const id = (await t.db('appointments').max({ id: 'id' }).first())!.id;
    expect((await t.request('DELETE', `/api/appointments/${id}`, undefined, withKey('walk-in-2'))).status).toBe(422);
    expect(await appointmentsOf(body.clientName)).toBe(1);
    expect((await t.db('appointments').where({ id }).first()).status).toBe('confirmed');
  });

  it('without the header, requests act as usual and keep nothing', async () => {
    const before = Number((await t.db('idempotency_keys').count({ n: '*' }).first())!.n);
    const body = walkInBody();
    expect((await walkIn(t, body)).status).toBe(201);
    expect((await walkIn(t, body)).status).toBe(409); // the slot is now taken: it acted again
    expect(Number((await t.db('idempotency_keys').count({ n: '*' }).first())!.n)).toBe(before);
  });

  it('refuses a malformed key (400) before acting', async () => {
    for (const key of ['has space', 'ü', 'x'.repeat(201), 'semi;colon']) {
      const res = await walkIn(t, walkInBody(), key);
      expect(res.status, key).toBe(400);
    }
    expect((await walkIn(t, walkInBody(), `A-z_0:9.${'x'.repeat(192)}`)).status).toBe(201);
  });

  it('keeps a refusal too: a 409 replays as the same 409 even after the slot frees up', async () => {
    const taken = walkInBody();
    const blocker = await walkIn(t, taken);
    const res = await walkIn(t, { ...taken, clientName: 'Late Comer' }, 'walk-in-refused');
    expect(res.status).toBe(409);
    await t.del(`/api/appointments/${blocker.body.id}`, staff);
    const again = await walkIn(t, { ...taken, clientName: 'Late Comer' }, 'walk-in-refused');
    expect(again.status).toBe(409);
    expect(again.body).toEqual(res.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await appointmentsOf('Late Comer')).toBe(0);
  });

  it('while the first is still running, a repeat waits for it; once it is gone, the repeat acts', async () => {
    const body = walkInBody();
    const print = fingerprint('POST', '/api/appointments/walk-in', body);
    await t.db('idempotency_keys').insert({ key: 'walk-in-busy', fingerprint: print, state: 'running', created_at: clock.now() });
    const holder = await t.db.transaction();
    await holder('idempotency_keys').where({ key: 'walk-in-busy' }).forUpdate(); // "the first request", in another process
    const started = Date.now();
    const waiting = walkIn(t, body, 'walk-in-busy');
    await new Promise((resolve) => setTimeout(resolve, 800));
    await holder.rollback(); // that process died: its transaction (and any change) rolled back
    const retry = await waiting;
    expect(Date.now() - started).toBeGreaterThanOrEqual(800);
    expect(retry.status, retry.text).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    expect(await appointmentsOf(body.clientName)).toBe(1);
  });

  it('a first request still running after the wait (10 s) makes the repeat answer 409 with Retry-After', async () => {
    const body = walkInBody();
    const print = fingerprint('POST', '/api/appointments/walk-in', body);
    await t.db('idempotency_keys').insert({ key: 'walk-in-stuck', fingerprint: print, state: 'running', created_at: clock.now() });
    const holder = await t.db.transaction();
    try {
      await holder('idempotency_keys').where({ key: 'walk-in-stuck' }).forUpdate();
      const started = Date.now();
      const res = await walkIn(t, body, 'walk-in-stuck');
      expect(Date.now() - started).toBeGreaterThanOrEqual(IN_PROGRESS_WAIT_MS);
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('idempotency_in_progress');
      expect(res.headers.get('retry-after')).toBe('1');
    } finally {
      await holder.rollback();
    }
  }, 30_000);

  it('many identical requests at once, on two server processes, create exactly one appointment and all answer it', async () => {
    const body = walkInBody();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => walkIn(i % 2 ? other : t, body, 'walk-in-burst')));
    for (const a of answers) expect(a.status, a.text).toBe(201);
    for (const a of answers) expect(a.body).toEqual(answers[0]!.body);
    expect(await appointmentsOf(body.clientName)).toBe(1);
    const later = await walkIn(other, body, 'walk-in-burst');
    expect(later.status).toBe(201);
    expect(later.body).toEqual(answers[0]!.body);
  });

  it('a second process replays what the first one answered', async () => {
    const body = walkInBody();
    const first = await walkIn(t, body, 'walk-in-two-processes');
    const second = await walkIn(other, body, 'walk-in-two-processes');
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await appointmentsOf(body.clientName)).toBe(1);
  });

  it('an unexpected 500 keeps nothing, so a retry with the same key acts', async () => {
    const body = walkInBody();
    await t.db.raw('alter table appointments rename column notes to notes_gone');
    let failed;
    try {
      failed = await walkIn(t, body, 'walk-in-500');
    } finally {
      await t.db.raw('alter table appointments rename column notes_gone to notes');
    }
    expect(failed.status).toBe(500);
    expect(await keyRow('walk-in-500')).toBeUndefined();
    expect(await appointmentsOf(body.clientName)).toBe(0);
    const retry = await walkIn(t, body, 'walk-in-500');
    expect(retry.status, retry.text).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
  });

  it('an answer older than 7 days is forgotten: the key acts afresh, and old keys are purged', async () => {
    const body = walkInBody();
    await walkIn(t, body, 'walk-in-old');
    const eightDaysAgo = new Date(clock.now().getTime() - 8 * 86_400_000);
    await t.db('idempotency_keys').where({ key: 'walk-in-old' }).update({ created_at: eightDaysAgo });
    const fresh = await walkIn(t, walkInBody(), 'walk-in-old');
    expect(fresh.status).toBe(201);
    expect(fresh.headers.get('idempotent-replayed')).toBeNull();

    await t.db('idempotency_keys').insert({ key: 'ancient', fingerprint: 'x', state: 'running', created_at: eightDaysAgo });
    const third = await startTestApp({ clock, db: t.db, env: { RATE_LIMITS: 'off' } }); // purges on its first keyed request
    try {
      expect((await walkIn(third, walkInBody(), 'walk-in-purge')).status).toBe(201);
    } finally {
      await third.close();
    }
    expect(await keyRow('ancient')).toBeUndefined();
  });
});

describe('Idempotency-Key on DELETE and PATCH /api/appointments/:id', () => {
  it('a repeated cancel replays the answer', async () => {
    const id = await insertPriced(t.db, { barberId: cat.luis.id, service: cat.corte, date: '2026-11-27', time: '10:00' });
    const first = await t.request('DELETE', `/api/appointments/${id}`, undefined, withKey('cancel-1'));
    expect(first.status).toBe(200);
    const again = await t.request('DELETE', `/api/appointments/${id}`, undefined, withKey('cancel-1'));
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });

  it('a repeated move does not act twice', async () => {
    const id = await insertPriced(t.db, { barberId: cat.luis.id, service: cat.corte, date: '2026-11-27', time: '12:00' });
    const move = { barberId: cat.luis.id, date: '2026-11-27', time: '15:00' };
    expect((await t.request('PATCH', `/api/appointments/${id}`, move, withKey('move-1'))).status).toBe(200);
    expect((await t.request('PATCH', `/api/appointments/${id}`, { ...move, time: '16:00' }, staff)).status).toBe(200);
    const replay = await t.request('PATCH', `/api/appointments/${id}`, move, withKey('move-1'));
    expect(replay.status).toBe(200);
    expect(replay.body.appointmentTime).toBe('15:00');
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(String((await t.db('appointments').where({ id }).first()).appointment_time)).toMatch(/^16:00/);
  });

  it('without a session the key changes nothing: 401', async () => {
    expect((await t.request('DELETE', '/api/appointments/1', undefined, { 'Idempotency-Key': 'anon' })).status).toBe(401);
    expect(await keyRow('anon')).toBeUndefined();
  });
});
