import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, testClock, type TestApp } from './helpers/test-app';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';
import { catalogueIds, insertAppointment, sanJuan } from './helpers/booking';
import { signedInStaff } from './helpers/staff-session';

/**
 * The staff's floor (docs/decisions/067-floor-data-model-and-live-channel.md): the board, the taps on booked
 * visits and line entries, the chair and "served once" held by the database under concurrent taps, Undo, late.
 */
const DAY = '2026-11-23'; // a Monday
let database: TestDatabase;
let t: TestApp;
let staff: { headers: Record<string, string>; account: { id: number; username: string } };
let ids: Awaited<ReturnType<typeof catalogueIds>>;
const clock = testClock(sanJuan(DAY, '10:00'));

beforeAll(async () => {
  database = await createTestDatabase({ pool: 30 });
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
  await t.db('chairs').delete();
  await t.db('line_entries').update({ status: 'left', left_at: clock.now(), started_at: null, chair_barber_id: null, finished_at: null });
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) => t.post(path, body, { ...staff.headers, ...headers });
const deskAdd = (firstName: string, over: Record<string, unknown> = {}) =>
  post('/api/floor/line', { firstName, serviceId: ids.corte, barberId: null, ...over });
const count = (answers: { status: number }[]) =>
  answers.reduce<Record<number, number>>((a, x) => ({ ...a, [x.status]: (a[x.status] ?? 0) + 1 }), {});
let slot = 0;
const appointment = (barberIdx = 0, time?: string) =>
  insertAppointment(t.db, {
    barberId: ids.barbers[barberIdx]!,
    serviceId: ids.corte,
    date: DAY,
    time: time ?? `${String(11 + (slot++ % 8)).padStart(2, '0')}:${slot % 2 ? '00' : '30'}`,
    durationMin: 30,
  });

describe('the desk adds to the line', () => {
  it('201 with the entry, its token and estimate; the floor shows it; History says who', async () => {
    const res = await deskAdd('Luis');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ firstName: 'Luis', status: 'waiting', source: 'desk', position: 1, barberId: null });
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(res.body.estimate.toMinutes).toBeGreaterThanOrEqual(res.body.estimate.fromMinutes);
    const floor = await t.get('/api/floor', staff.headers);
    expect(floor.status).toBe(200);
    expect(floor.body.line.map((e: { id: number }) => e.id)).toContain(res.body.id);
    expect(floor.body.barbers.length).toBeGreaterThan(0);
    const h = await t
      .db('audit_log')
      .where({ entity: 'line_entry', entity_id: String(res.body.id) })
      .first();
    expect(h).toMatchObject({ action: 'line.join', staff_user_id: staff.account.id, actor: staff.account.username });
  });

  it('replays once with the same Idempotency-Key (the offline outbox)', async () => {
    const key = { 'Idempotency-Key': 'desk-add-replay-0001' };
    const a = await deskAdd('Marta', { phone: '787-555-0150' });
    void a;
    const first = await deskAdd('Pedro', {}).then(() =>
      post('/api/floor/line', { firstName: 'Rosa', serviceId: ids.corte, barberId: null }, key),
    );
    const again = await post('/api/floor/line', { firstName: 'Rosa', serviceId: ids.corte, barberId: null }, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect(await t.db('line_entries').where({ first_name: 'Rosa' }).count({ n: '*' }).first()).toEqual({ n: 1 });
  });
});

describe('a booked visit: arrived, in chair, done', () => {
  it('records each step with who and when, and the real duration', async () => {
    const id = await appointment(0, '10:00');
    expect((await post(`/api/appointments/${id}/visit`, { to: 'arrived' })).body).toEqual({ id, visit: 'arrived' });
    clock.advance(2 * 60_000);
    expect((await post(`/api/appointments/${id}/visit`, { to: 'in_chair' })).body).toEqual({ id, visit: 'in_chair' });
    const floor = (await t.get('/api/floor', staff.headers)).body;
    expect(floor.barbers.find((b: { id: number }) => b.id === ids.barbers[0]).inChair).toMatchObject({ kind: 'appointment', id });
    clock.advance(27 * 60_000);
    expect((await post(`/api/appointments/${id}/visit`, { to: 'done' })).body).toEqual({ id, visit: 'done' });
    const row = await t.db('appointments').where({ id }).first();
    expect(row.status).toBe('completed');
    expect((row.finished_at.getTime() - row.started_at.getTime()) / 60_000).toBe(27);
    const history = await t
      .db('audit_log')
      .where({ entity: 'appointment', entity_id: String(id) })
      .orderBy('id');
    expect(history.map((h) => h.action)).toEqual(['visit.arrived', 'visit.in_chair', 'visit.done']);
    expect(history.every((h) => h.staff_user_id === staff.account.id)).toBe(true);
    expect(await t.db('chairs').where({ barber_id: ids.barbers[0] }).first()).toBeUndefined();
  });

  it('refuses a move the lifecycle does not allow: 409 { message }', async () => {
    const id = await appointment(1);
    const res = await post(`/api/appointments/${id}/visit`, { to: 'done' });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/Booked/);
    expect((await post(`/api/appointments/${id}/visit`, { to: 'sideways' })).status).toBe(400);
    expect((await post('/api/appointments/999999/visit', { to: 'arrived' })).status).toBe(404);
  });
});

describe('the database keeps one client per chair and serves an entry once', () => {
  it('two tablets start the same client at once: one 200, one 409', async () => {
    const id = await appointment(2);
    const answers = await Promise.all([0, 1].map(() => post(`/api/appointments/${id}/visit`, { to: 'in_chair' })));
    expect(count(answers)).toEqual({ 200: 1, 409: 1 });
    expect(await t.db('chairs').where({ appointment_id: id }).count({ n: '*' }).first()).toEqual({ n: 1 });
  });

  it('two tablets start the same line entry at once: one 200, one 409; then two clients into one chair: one wins', async () => {
    const e = (await deskAdd('Tito')).body;
    const answers = await Promise.all([0, 1].map((i) => post(`/api/floor/line/${e.id}`, { to: 'in_chair', barberId: ids.barbers[i]! })));
    expect(count(answers)).toEqual({ 200: 1, 409: 1 });
    expect(await t.db('chairs').where({ line_entry_id: e.id }).count({ n: '*' }).first()).toEqual({ n: 1 });
    const busy = (await t.db('chairs').where({ line_entry_id: e.id }).first()).barber_id;
    const a = await appointment(ids.barbers.indexOf(busy));
    const other = (await deskAdd('Nilda')).body;
    const race = await Promise.all([
      post(`/api/appointments/${a}/visit`, { to: 'in_chair' }),
      post(`/api/floor/line/${other.id}`, { to: 'in_chair', barberId: busy }),
    ]);
    expect(count(race)).toEqual({ 409: 2 });
    expect(race[0]!.body.message).toMatch(/chair is taken/);
  });

  it('20 concurrent "call next" taps for one barber call one client; for each barber, never the same client twice', async () => {
    const added = [];
    for (const n of ['Ana', 'Beto', 'Carla', 'Dino', 'Eva']) added.push((await deskAdd(n)).body.id);
    const one = await Promise.all(Array.from({ length: 20 }, () => post('/api/floor/call-next', { barberId: ids.barbers[0]! })));
    expect(count(one)).toEqual({ 200: 1, 409: 19 });
    expect(one.find((a) => a.status === 200)!.body).toMatchObject({ id: added[0], status: 'called', barberId: ids.barbers[0] });
    const many = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post('/api/floor/call-next', { barberId: ids.barbers[1 + (i % (ids.barbers.length - 1))]! })),
    );
    const called = many.filter((a) => a.status === 200).map((a) => a.body.id);
    expect(called.length).toBe(ids.barbers.length - 1);
    expect(new Set(called).size).toBe(called.length);
    expect(many.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    const rows = await t.db('line_entries').where({ status: 'called' }).select('barber_id');
    expect(new Set(rows.map((r) => r.barber_id)).size).toBe(rows.length);
  });
});

describe('Undo within a minute', () => {
  it('puts back the last tap within 60 s, and not after', async () => {
    const e = (await deskAdd('Quique')).body;
    expect((await post(`/api/floor/line/${e.id}`, { to: 'in_chair', barberId: ids.barbers[0]! })).status).toBe(200);
    clock.advance(30_000);
    const undone = await post(`/api/floor/line/${e.id}`, { to: 'waiting', undo: true });
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ status: 'waiting', chairBarberId: null });
    expect(await t.db('chairs').where({ line_entry_id: e.id }).first()).toBeUndefined();
    expect((await post(`/api/floor/line/${e.id}`, { to: 'called', barberId: ids.barbers[0]! })).status).toBe(200);
    clock.advance(61_000);
    const late = await post(`/api/floor/line/${e.id}`, { to: 'waiting', undo: true });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/one minute/);
    const a = await appointment(3);
    await post(`/api/appointments/${a}/visit`, { to: 'no_show' });
    expect((await post(`/api/appointments/${a}/visit`, { to: 'booked', undo: true })).body).toEqual({ id: a, visit: 'booked' });
    const actions = (
      await t
        .db('audit_log')
        .where({ entity: 'appointment', entity_id: String(a) })
        .orderBy('id')
    ).map((h) => h.action);
    expect(actions).toEqual(['visit.no_show', 'visit.undo']);
  });
});

describe('No-show', () => {
  it("counts on the client's record: the Clients list answers noShows", async () => {
    const [client] = await t
      .db('clients')
      .insert({ first_name: 'Nono', last_name: 'Shaw', email: 'nono.shaw@example.com', phone: '787-555-0999' })
      .returning('id');
    const id = await insertAppointment(t.db, {
      barberId: ids.barbers[1]!,
      serviceId: ids.corte,
      date: DAY,
      time: '09:00',
      durationMin: 30,
      clientId: client.id,
    });
    expect((await post(`/api/appointments/${id}/visit`, { to: 'no_show' })).body).toEqual({ id, visit: 'no_show' });
    const list = await t.get('/api/clients/with-history?search=Shaw', staff.headers);
    expect(list.body.map((c: { client: { id: number }; noShows: number }) => [c.client.id, c.noShows])).toEqual([[client.id, 1]]);
  });
});

describe('late', () => {
  it('a booked client not arrived lateAfterMinutes after their start shows as late (default 10, the owner sets it)', async () => {
    const id = await appointment(0, '09:30');
    const late = async () => (await t.get('/api/floor', staff.headers)).body.appointments.find((a: { id: number }) => a.id === id).late;
    clock.set(sanJuan(DAY, '09:39'));
    expect(await late()).toBe(false);
    clock.set(sanJuan(DAY, '09:40'));
    expect(await late()).toBe(true);
    await t
      .db('app_settings')
      .insert({ key: 'shop', value: JSON.stringify({ line: { lateAfterMinutes: 5 } }) })
      .onConflict('key')
      .merge();
    clock.set(sanJuan(DAY, '09:35'));
    expect(await late()).toBe(true);
    await t.db('app_settings').where({ key: 'shop' }).delete();
    await post(`/api/appointments/${id}/visit`, { to: 'arrived' });
    clock.set(sanJuan(DAY, '09:50'));
    expect(await late()).toBe(false);
  });
});

describe('a late client moved to the line keeps their contact and language', () => {
  it("the desk's entry from the appointment carries the client's phone, email and language, and they are told", async () => {
    const [client] = await t
      .db('clients')
      .insert({ first_name: 'Lola', last_name: 'Tarde', email: 'lola.tarde@example.com', phone: '787-555-0188', lang: 'es' })
      .returning('id');
    const barberId = ids.barbers[2]!;
    const id = await insertAppointment(t.db, {
      barberId,
      serviceId: ids.corte,
      date: DAY,
      time: '09:30',
      durationMin: 30,
      clientId: client.id,
    });
    const res = await deskAdd('Lola', { barberId, fromAppointmentId: id });
    expect(res.status).toBe(201);
    const row = await t.db('line_entries').where({ id: res.body.id }).first();
    expect(row).toMatchObject({ phone: '+17875550188', email: 'lola.tarde@example.com', lang: 'es' });
    const notices = async (kind: string) =>
      (await t.db('notifications').where({ line_entry_id: res.body.id, kind }).orderBy('channel')).map((n) => [
        n.channel,
        n.recipient,
        n.payload.lang,
      ]);
    expect(await notices('line-two-ahead')).toEqual([
      ['email', 'lola.tarde@example.com', 'es'],
      ['sms', '+17875550188', 'es'],
    ]);
    expect((await post('/api/floor/call-next', { barberId })).status).toBe(200);
    expect(await notices('line-up')).toEqual([
      ['email', 'lola.tarde@example.com', 'es'],
      ['sms', '+17875550188', 'es'],
    ]);
  });

  it('an unknown appointment is a 404; the public join cannot name one (400)', async () => {
    expect((await deskAdd('Nadie', { fromAppointmentId: 999999 })).status).toBe(404);
    const id = await appointment(1);
    const pub = await t.post('/api/line', {
      firstName: 'Eve',
      email: 'eve.public@example.com',
      serviceId: ids.corte,
      barberId: null,
      fromAppointmentId: id,
    });
    expect(pub.status).toBe(400);
    expect(pub.body.message).toEqual(expect.any(String));
  });
});

describe('the estimate counts the recent walk-aways (decision 066)', () => {
  it('a history of walk-aways in the last 14 days narrows the quoted range as the pure estimate says', async () => {
    const barberId = ids.barbers[1]!;
    const quote = async () => {
      const e = (await t.get('/api/floor', staff.headers)).body.line.find((x: { firstName: string }) => x.firstName === 'Cola3');
      return e.estimate as { fromMinutes: number; toMinutes: number };
    };
    // the entries the other tests ended are a month old here: nothing to go on, so the estimate's default (0)
    await t
      .db('line_entries')
      .whereIn('status', ['left', 'done'])
      .update({ left_at: t.db.raw("left_at - interval '30 days'"), started_at: t.db.raw("started_at - interval '30 days'") });
    for (const n of [1, 2, 3]) expect((await deskAdd(`Cola${n}`, { barberId })).status).toBe(201);
    const before = await quote();
    // Ten entries ended in the last fortnight: six walked away, four were served; one older walk-away is not counted.
    const ended = (status: string, daysAgo: number, i: number) => ({
      token: `walkaway-history-${status}-${daysAgo}-${i}`,
      first_name: 'Hist',
      service_id: ids.corte,
      barber_id: barberId,
      status,
      source: 'desk',
      lang: 'en',
      joined_at: new Date(clock.now().getTime() - daysAgo * 86_400_000 - 3_600_000),
      left_at: status === 'left' ? new Date(clock.now().getTime() - daysAgo * 86_400_000) : null,
      started_at: status === 'done' ? new Date(clock.now().getTime() - daysAgo * 86_400_000 - 1_800_000) : null,
      finished_at: status === 'done' ? new Date(clock.now().getTime() - daysAgo * 86_400_000 - 1_750_000) : null,
      chair_barber_id: status === 'done' ? ids.barbers[0]! : null,
      changed_at: clock.now(),
    });
    await t
      .db('line_entries')
      .insert([
        ...[1, 2, 3, 4, 5, 6].map((i) => ended('left', 2, i)),
        ...[1, 2, 3, 4].map((i) => ended('done', 3, i)),
        ...[1, 2, 3, 4, 5].map((i) => ended('left', 20, i)),
      ]);
    const after = await quote();
    // the pure function: entries ahead count as 1 − 0.6 (likely) and max(0.2, 1 − 1.2) (early) of a client; the late end keeps them all
    expect(after.toMinutes).toBe(before.toMinutes);
    expect(after.fromMinutes).toBeLessThan(before.fromMinutes);
    await t.db('line_entries').where('token', 'like', 'walkaway-history-%').delete();
    expect(await quote()).toEqual(before);
  });
});

describe('a new day starts clean (decision 078)', () => {
  it("past midnight, yesterday's chair is free again, its visit Done (not closed), and yesterday's line has left with the day", async () => {
    const barberId = ids.barbers[3] ?? ids.barbers[0]!;
    const id = await appointment(ids.barbers[3] ? 3 : 0, '17:00');
    clock.set(sanJuan(DAY, '17:05'));
    expect((await post(`/api/appointments/${id}/visit`, { to: 'in_chair' })).status).toBe(200);
    const waiting = await deskAdd('Tardio', { phone: '787-555-0166', email: 'tardio@example.com' });
    expect(waiting.status).toBe(201);

    const NEXT = '2026-11-24';
    clock.set(sanJuan(NEXT, '09:15'));
    staff = await signedInStaff(t); // yesterday's session has lapsed
    const floor = await t.get('/api/floor', staff.headers);
    expect(floor.status, JSON.stringify(floor.body)).toBe(200);
    expect(floor.body.line.map((e: { id: number }) => e.id)).not.toContain(waiting.body.id);
    expect(floor.body.barbers.find((b: { id: number }) => b.id === barberId).inChair).toBeNull();

    // today's first client sits in that chair: no "chair is taken"
    const today = await insertAppointment(t.db, { barberId, serviceId: ids.corte, date: NEXT, time: '09:00', durationMin: 30 });
    const sit = await post(`/api/appointments/${today}/visit`, { to: 'in_chair' });
    expect(sit.status).toBe(200);
    const old = await t.db('appointments').where({ id }).first();
    expect(old).toMatchObject({ visit: 'done', finished_at: null });
    const entry = await t.db('line_entries').where({ id: waiting.body.id }).first();
    expect(entry.status).toBe('left');
    expect(entry.day_ended_at).not.toBeNull();
    // their phone and email are free to join today's line
    expect((await deskAdd('Tardio', { phone: '787-555-0166', email: 'tardio@example.com' })).status).toBe(201);
    const history = await t.db('audit_log').whereIn('action', ['visit.day_ended', 'line.day_ended']).select('action', 'entity_id');
    expect(history).toEqual(
      expect.arrayContaining([
        { action: 'visit.day_ended', entity_id: String(id) },
        { action: 'line.day_ended', entity_id: String(waiting.body.id) },
      ]),
    );
    // a day-ended entry is not a walk-away
    expect(await t.db('line_entries').where({ id: waiting.body.id }).first('left_at')).toBeTruthy();
  });
});
