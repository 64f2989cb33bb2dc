import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BarberList } from '#shared/schemas/catalogue';
import { AdminBarber } from '#shared/schemas/admin-barbers';
import { AuditPage } from '#shared/schemas/audit';
import * as m020 from '../../server/db/migrations/020-barber-rating';
import { startTestApp, type TestApp } from './helpers/test-app';
import { signedInStaff } from './helpers/staff-session';

/**
 * A barber's rating is shown only when the shop can justify it: the owner set it in the back office
 * (History records it); a new barber has none (docs/decisions/056-lapsed-reminders-and-ratings.md).
 */
let t: TestApp;
let owner: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp({ env: { RATE_LIMITS: 'off' } });
  owner = (await signedInStaff(t)).headers;
});
afterAll(() => t.close());

const publicBarber = async (id: number) => BarberList.parse((await t.get('/api/barbers')).body).find((b) => b.id === id)!;
const adminBarber = async (id: number) =>
  AdminBarber.array()
    .parse((await t.get('/api/barbers?view=admin', owner)).body)
    .find((b) => b.id === id)!;
async function newBarber(name: string) {
  const res = await t.post('/api/barbers', { name, title: 'Barber' }, owner);
  expect(res.status, res.text).toBe(201);
  return AdminBarber.parse(res.body);
}

describe('a barber’s rating', () => {
  it('a new barber has none: not the invented 5.0', async () => {
    const b = await newBarber('Nuevo Barbero');
    expect(b.rating).toBeNull();
    expect((await publicBarber(b.id)).rating).toBeNull();
  });

  it('the owner sets one in the back office (History records it) and can clear it', async () => {
    const b = await newBarber('Rated Barber');
    const set = await t.request('PATCH', `/api/barbers/${b.id}`, { rating: 4.6 }, owner);
    expect(set.status, set.text).toBe(200);
    expect(AdminBarber.parse(set.body).rating).toBe('4.6');
    expect((await publicBarber(b.id)).rating).toBe('4.6');
    const history = AuditPage.parse((await t.get('/api/admin/audit?entity=barber', owner)).body);
    const entry = history.entries.find((e) => e.action === 'barber.update' && e.entityId === String(b.id))!;
    expect(entry.before).toMatchObject({ rating: null });
    expect(entry.after).toMatchObject({ rating: '4.6' });

    const cleared = await t.request('PATCH', `/api/barbers/${b.id}`, { rating: null }, owner);
    expect(cleared.status, cleared.text).toBe(200);
    expect((await adminBarber(b.id)).rating).toBeNull();
  });

  it('refuses a rating outside 0 to 5 or with more than one decimal (400 with a message)', async () => {
    const b = await newBarber('Picky Barber');
    for (const rating of [5.5, -1, 4.55, 'x']) {
      const res = await t.request('PATCH', `/api/barbers/${b.id}`, { rating }, owner);
      expect(res.status, `${String(rating)}: ${res.text}`).toBe(400);
      expect(res.body.message).toMatch(/Rating/);
    }
    const created = await t.post('/api/barbers', { name: 'Five Stars', rating: 5 }, owner);
    expect(created.status, created.text).toBe(201);
    expect(created.body.rating).toBe('5.0');
  });

  it('the migration clears the invented default (5.0, which nothing could set), and keeps the shop’s own figures', async () => {
    const [{ id: invented }] = await t.db('barbers').insert({ name: 'Old Default', title: '', bio: '', rating: 5.0 }).returning('id');
    const [{ id: figured }] = await t.db('barbers').insert({ name: 'Old Figure', title: '', bio: '', rating: 4.8 }).returning('id');
    await m020.up(t.db);
    expect((await t.db('barbers').where({ id: invented }).first()).rating).toBeNull();
    expect(Number((await t.db('barbers').where({ id: figured }).first()).rating)).toBe(4.8);
  });
});
