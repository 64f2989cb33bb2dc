import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { createNotificationJob } from '../../server/jobs/notifications';
import type { RenderedEmail } from '../../server/notifications/render';
import { startTestApp, testClock, type TestApp } from './helpers/test-app';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';
import { catalogueIds, sanJuan } from './helpers/booking';
import { signedInStaff } from './helpers/staff-session';

/**
 * "Two ahead" and "It's your turn" (docs/decisions/067-floor-data-model-and-live-channel.md#notifications): owed by
 * whoever changes the line, through the notifications outbox, each once, by SMS to a phone and email to an email,
 * in the language the client joined in.
 */
let database: TestDatabase;
let t: TestApp;
let staff: { headers: Record<string, string> };
let ids: Awaited<ReturnType<typeof catalogueIds>>;
const clock = testClock(sanJuan('2026-11-23', '10:00'));
const sms: Array<{ to: string; text: string }> = [];
const mail: Array<{ to: string; m: RenderedEmail }> = [];

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

const job = () =>
  createNotificationJob({
    db: t.db,
    config: loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://shop.example' }),
    now: clock.now,
    sms: { send: async (to, text) => (sms.push({ to, text }), { ok: true, providerId: `sms-${sms.length}` }) },
    mailer: { send: async (to, m) => (mail.push({ to, m }), { ok: true, providerId: `mail-${mail.length}` }), close: () => {} },
  });
const rowsOf = (entryId: number) =>
  t.db('notifications').where({ line_entry_id: entryId }).orderBy('id').select('kind', 'channel', 'recipient', 'state');

describe("the line's messages", () => {
  it("two ahead, then your turn: each once per channel, in the entry's language, sent through the outbox", async () => {
    // Everyone asks for barber 0, so the line is one queue: Ana, Beto, Carla, then Dolores (in Spanish, phone and email).
    const barber = ids.barbers[0]!;
    const joined = [];
    for (const [firstName, phone] of [
      ['Ana', '787-555-0401'],
      ['Beto', '787-555-0402'],
      ['Carla', '787-555-0403'],
    ]) {
      joined.push((await t.post('/api/line', { firstName, phone, serviceId: ids.corte, barberId: barber })).body);
    }
    const dolores = await t.post('/api/line', {
      firstName: 'Dolores',
      phone: '787-555-0404',
      email: 'dolores@example.com',
      serviceId: ids.corte,
      barberId: barber,
      lang: 'es',
    });
    expect(dolores.body.position).toBe(4);
    const dId = (await t.db('line_entries').where({ token: dolores.body.token }).first('id')).id;
    expect(await rowsOf(dId)).toEqual([]); // three ahead: nothing yet

    // Ana is called: she is still ahead until she sits down; then Dolores has two ahead.
    expect((await t.post('/api/floor/call-next', { barberId: barber }, staff.headers)).status).toBe(200);
    expect(await rowsOf(dId)).toEqual([]);
    const ana = (await t.db('line_entries').where({ first_name: 'Ana' }).first('id')).id;
    await t.post(`/api/floor/line/${ana}`, { to: 'in_chair', barberId: barber }, staff.headers);
    expect((await rowsOf(dId)).map((r) => [r.kind, r.channel, r.recipient])).toEqual([
      ['line-two-ahead', 'sms', '+17875550404'],
      ['line-two-ahead', 'email', 'dolores@example.com'],
    ]);
    // Ana finishes; Beto is called: still one "two ahead".
    await t.post(`/api/floor/line/${ana}`, { to: 'done' }, staff.headers);
    expect((await t.post('/api/floor/call-next', { barberId: barber }, staff.headers)).status).toBe(200);
    expect((await rowsOf(dId)).filter((r) => r.kind === 'line-two-ahead')).toHaveLength(2);

    const sent = await job().tick();
    expect(sent.failed).toBe(0);
    const toDolores = sms.filter((m) => m.to === '+17875550404');
    expect(toDolores).toHaveLength(1);
    expect(toDolores[0]!.text).toMatch(/quedan dos antes que tú/);
    expect(toDolores[0]!.text).toContain(`https://shop.example/line/${dolores.body.token}?lang=es`);
    expect(mail.filter((m) => m.to === 'dolores@example.com').map((m) => m.m.subject)).toEqual([expect.stringMatching(/quedan dos/)]);

    // Her turn: called by staff (the tap on her entry). Once, whatever is tapped after.
    await t.post(`/api/floor/line/${dId}`, { to: 'called', barberId: ids.barbers[1]! }, staff.headers);
    await t.post(`/api/floor/line/${dId}`, { to: 'in_chair', barberId: ids.barbers[1]! }, staff.headers);
    expect((await rowsOf(dId)).filter((r) => r.kind === 'line-up').map((r) => r.channel)).toEqual(['sms', 'email']);
    await job().tick();
    expect(sms.filter((m) => m.to === '+17875550404').map((m) => m.text)).toEqual([
      expect.stringMatching(/quedan dos/),
      expect.stringMatching(/es tu turno/),
    ]);
    expect(mail.filter((m) => m.to === 'dolores@example.com')).toHaveLength(2);
    // The English client's, in English; his "two ahead" (owed when he joined) was overtaken by his call before it went.
    expect(sms.filter((m) => m.to === '+17875550402').map((m) => m.text)).toEqual([expect.stringMatching(/it's your turn/)]);
    expect(sms.filter((m) => m.to === '+17875550403').map((m) => m.text)).toEqual([expect.stringMatching(/two ahead of you in the line/)]);
  });

  it('a "two ahead" owed to someone who left before it went is skipped', async () => {
    const barber = ids.barbers[2]!;
    const e = await t.post('/api/line', { firstName: 'Fela', phone: '787-555-0410', serviceId: ids.corte, barberId: barber });
    const id = (await t.db('line_entries').where({ token: e.body.token }).first('id')).id;
    expect((await rowsOf(id)).map((r) => r.kind)).toEqual(['line-two-ahead']); // nobody ahead: told at once
    await t.del(`/api/line/${e.body.token}`);
    await job().tick();
    expect((await rowsOf(id)).map((r) => r.state)).toEqual(['skipped']);
  });
});
