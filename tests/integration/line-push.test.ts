import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { createNotificationJob } from '../../server/jobs/notifications';
import { createPushSender } from '../../server/push/send';
import { vapidKeys } from '../../server/push/vapid';
import { startTestApp, testClock, type TestApp } from './helpers/test-app';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';
import { catalogueIds, sanJuan } from './helpers/booking';
import { signedInStaff } from './helpers/staff-session';
import { startPushService, type PushService, type TestDevice } from './helpers/push-service';

/**
 * Web push for a client in the line (docs/decisions/071-line-push-and-floor-first.md): the client's page
 * binds this device to their entry by its token (POST /api/line/:token/push), and "two ahead" and "your
 * turn" also go to it through the notifications outbox, each once, in the entry's language. A local push
 * service receives them; the device's own keys decrypt them.
 */
let database: TestDatabase;
let t: TestApp;
let push: PushService;
let staff: { headers: Record<string, string> };
let ids: Awaited<ReturnType<typeof catalogueIds>>;
const clock = testClock(sanJuan('2026-11-23', '10:00'));
const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://shop.example' });

beforeAll(async () => {
  database = await createTestDatabase();
  t = await startTestApp({ db: database.db, clock, env: { RATE_LIMITS: 'off' } });
  push = await startPushService();
  ids = await catalogueIds(t.db);
  staff = await signedInStaff(t);
});
afterAll(async () => {
  await t.close();
  await push.close();
  await database.drop();
});

const job = async () =>
  createNotificationJob({
    db: t.db,
    config,
    now: clock.now,
    sms: { send: async () => ({ ok: true, providerId: 'sms' }) },
    mailer: null,
    push: createPushSender({ vapid: await vapidKeys(t.db, config.push), devEndpoints: true }),
  });
const tick = async () => (await job()).tick();
const entryId = async (token: string) => (await t.db('line_entries').where({ token }).first('id')).id as number;
const received = (d: TestDevice) => push.to(d).map((r) => d.decrypt(r.body));
const join = async (firstName: string, phone: string, barberId: number, lang: 'en' | 'es' = 'en') => {
  const res = await t.post('/api/line', { firstName, phone, serviceId: ids.corte, barberId, lang });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { token: string; position: number };
};
const seat = async (token: string, barberId: number) => {
  const id = await entryId(token);
  expect((await t.post(`/api/floor/line/${id}`, { to: 'called', barberId }, staff.headers)).status).toBe(200);
  expect((await t.post(`/api/floor/line/${id}`, { to: 'in_chair', barberId }, staff.headers)).status).toBe(200);
  return id;
};

describe('web push for the line', () => {
  it('a device allowed on the client’s page gets "two ahead" and "your turn", once each, in Spanish, through the outbox', async () => {
    const barber = ids.barbers[0]!;
    const ana = await join('Ana', '787-555-0501', barber);
    const beto = await join('Beto', '787-555-0502', barber);
    await join('Carla', '787-555-0503', barber);
    const dolores = await join('Dolores', '787-555-0504', barber, 'es');
    expect(dolores.position).toBe(4);

    const phone = push.device();
    const allowed = await t.post(`/api/line/${dolores.token}/push`, { subscription: phone.subscription });
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(201);
    expect(allowed.body).toEqual({ subscribed: true });
    // Allowing again (the page reopened) keeps one device.
    expect((await t.post(`/api/line/${dolores.token}/push`, { subscription: phone.subscription })).status).toBe(201);
    const dId = await entryId(dolores.token);
    expect(Number((await t.db('line_push_subscriptions').where({ line_entry_id: dId }).count({ n: '*' }))[0]!.n)).toBe(1);

    await tick();
    expect(push.to(phone)).toHaveLength(0); // three ahead: nothing owed yet

    // Ana sits down: two ahead of Dolores.
    await seat(ana.token, barber);
    expect(
      (await t.db('notifications').where({ line_entry_id: dId, channel: 'push' }).select('kind', 'recipient')).map((r) => r.kind),
    ).toEqual(['line-two-ahead']);
    await tick();
    await tick(); // a second pass sends nothing again
    const first = received(phone);
    expect(first).toEqual([
      {
        title: expect.stringContaining('quedan dos antes que tú'),
        body: expect.stringContaining('Quedan dos clientes antes que tú'),
        url: `/line/${dolores.token}?lang=es`,
        tag: expect.stringMatching(/^line-/),
        lang: 'es',
      },
    ]);

    // Beto is seated too (one ahead now): no second "two ahead".
    await seat(beto.token, ids.barbers[1]!);
    await tick();
    expect(push.to(phone)).toHaveLength(1);

    // Dolores is called and sits down: "your turn", once, whatever is tapped after.
    await seat(dolores.token, ids.barbers[2]!);
    await tick();
    await t.post(`/api/floor/line/${dId}`, { to: 'done' }, staff.headers);
    await tick();
    const all = received(phone);
    expect(all).toHaveLength(2);
    expect(all[1]).toMatchObject({
      title: expect.stringContaining('es tu turno'),
      body: expect.stringContaining('Es tu turno'),
      url: `/line/${dolores.token}?lang=es`,
      tag: first[0]!.tag, // the same tag: "your turn" replaces "two ahead" on the device
      lang: 'es',
    });
    const rows = await t.db('notifications').where({ line_entry_id: dId, channel: 'push' }).orderBy('id').select('kind', 'state');
    expect(rows).toEqual([
      { kind: 'line-two-ahead', state: 'sent' },
      { kind: 'line-up', state: 'sent' },
    ]);
  });

  it('an English entry’s devices get what is owed after they were allowed, in English; one the push service says is gone is deleted', async () => {
    const barber = ids.barbers[3]!;
    const eli = await join('Eli', '787-555-0511', barber);
    const [kept, gone] = [push.device(), push.device()];
    push.respond(gone, 410);
    for (const d of [kept, gone]) expect((await t.post(`/api/line/${eli.token}/push`, { subscription: d.subscription })).status).toBe(201);
    // Nobody ahead: "two ahead" was owed as he joined, before his page allowed the devices: by SMS only.
    await tick();
    expect(push.to(kept)).toHaveLength(0);
    await seat(eli.token, barber);
    await tick();
    expect(received(kept)).toEqual([
      {
        title: expect.stringMatching(/: it's your turn$/),
        body: expect.stringMatching(/^It's your turn at /),
        url: `/line/${eli.token}`,
        tag: expect.any(String),
        lang: 'en',
      },
    ]);
    expect(push.to(gone)).toHaveLength(1); // tried once, answered 410, then forgotten
    expect(await t.db('line_push_subscriptions').where({ endpoint: gone.subscription.endpoint }).first()).toBeUndefined();
  });

  it('refuses an unknown place, a place that is over and a malformed subscription with 4xx { message }', async () => {
    const d = push.device();
    const unknown = await t.post(`/api/line/${'x'.repeat(22)}/push`, { subscription: d.subscription });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toEqual(expect.any(String));

    const fela = await join('Fela', '787-555-0521', ids.barbers[4] ?? ids.barbers[0]!);
    expect((await t.del(`/api/line/${fela.token}`)).status).toBe(200);
    const over = await t.post(`/api/line/${fela.token}/push`, { subscription: d.subscription });
    expect(over.status).toBe(409);
    expect(over.body.message).toMatch(/over/);

    const gus = await join('Gus', '787-555-0522', ids.barbers[0]!);
    const bad = await t.post(`/api/line/${gus.token}/push`, { subscription: { endpoint: d.subscription.endpoint } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(expect.any(String));
  });

  it('refuses an endpoint that is not a known push service (the endpoint policy), without storing it', async () => {
    const strict = await startTestApp({ db: database.db, clock, env: { RATE_LIMITS: 'off', PUSH_DEV_ENDPOINTS: '0' } });
    try {
      const hal = (await strict.post('/api/line', { firstName: 'Hal', phone: '787-555-0531', serviceId: ids.corte, barberId: null })).body;
      const d = push.device(); // http://127.0.0.1:…: a loopback address, not a push service
      const res = await strict.post(`/api/line/${hal.token}/push`, { subscription: d.subscription });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/push service is not supported/);
      const spanish = await strict.post(`/api/line/${hal.token}/push`, { subscription: d.subscription }, { 'Accept-Language': 'es' });
      expect(spanish.body.message).toMatch(/no es compatible/);
      expect(await t.db('line_push_subscriptions').where({ endpoint: d.subscription.endpoint }).first()).toBeUndefined();
    } finally {
      await strict.close();
    }
  });
});
