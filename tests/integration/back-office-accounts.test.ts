import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffAccountView } from '#shared/schemas/staff-accounts';
import { LAST_OWNER, NOT_YOURSELF } from '../../server/commands/staff-accounts';
import { startTestApp, testClock, type TestApp } from './helpers/test-app';
import { createStaff, signIn, signedInStaff } from './helpers/staff-session';

const clock = testClock('2026-11-24T14:00:00Z');
let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  t = await startTestApp({ clock, env: { RATE_LIMITS: 'off' } });
  owner = await signedInStaff(t, { role: 'owner' });
});
afterAll(() => t.close());

const me = (cookie: string) => t.get('/api/admin/auth/me', { cookie });
const patch = (id: number, body: unknown, headers = owner.headers) => t.request('PATCH', `/api/admin/staff/${id}`, body, headers);
const tick = () => clock.advance(1000);

describe('GET/POST /api/admin/staff', () => {
  it('creates a staff account that can sign in with its role, and lists it', async () => {
    const res = await t.post(
      '/api/admin/staff',
      { username: 'maria.front', name: 'María Front', password: 'desk-pass-1', role: 'staff' },
      owner.headers,
    );
    expect(res.status, res.text).toBe(201);
    const created = StaffAccountView.parse(res.body);
    expect(created).toMatchObject({
      username: 'maria.front',
      name: 'María Front',
      role: 'staff',
      active: true,
      createdAt: clock.now().toISOString(),
    });
    expect(res.body).not.toHaveProperty('password');
    const session = await signIn(t, 'maria.front', 'desk-pass-1');
    expect((await me(session.cookie)).body.user).toMatchObject({ username: 'maria.front', role: 'staff' });

    const list = await t.get('/api/admin/staff', owner.headers);
    expect(list.status).toBe(200);
    const rows = list.body.map((r: unknown) => StaffAccountView.parse(r));
    expect(rows.find((r: StaffAccountView) => r.id === created.id)).toEqual(created);
    expect(JSON.stringify(list.body)).not.toMatch(/scrypt|password/i);
  });

  it('answers 409 for a username taken (any case), 400 for bad input', async () => {
    const taken = await t.post(
      '/api/admin/staff',
      { username: 'MARIA.front', name: 'Other', password: 'secret-123', role: 'staff' },
      owner.headers,
    );
    expect(taken.status).toBe(409);
    expect(taken.body.message).toEqual(expect.any(String));
    const bad = await t.post('/api/admin/staff', { username: 'a b', name: '', password: '123', role: 'boss' }, owner.headers);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(expect.any(String));
  });
});

describe('PATCH /api/admin/staff/:id', () => {
  it('renames and changes the role; the session sees the new role at once', async () => {
    const barber = await signedInStaff(t, { role: 'staff' });
    const res = await patch(barber.account.id, { name: 'Luis B.', role: 'owner' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ id: barber.account.id, name: 'Luis B.', role: 'owner', active: true });
    expect((await me(barber.cookie)).body.user).toMatchObject({ displayName: 'Luis B.', role: 'owner' });
  });

  it('a password reset ends every session of that account at once; the new password signs in', async () => {
    const barber = await signedInStaff(t, { role: 'staff' });
    const second = await signIn(t, barber.account.username, barber.account.password);
    const colleague = await signedInStaff(t, { role: 'staff' });
    tick();
    const res = await patch(barber.account.id, { password: 'reset-pass-9' });
    expect(res.status, res.text).toBe(200);
    expect((await me(barber.cookie)).status).toBe(401);
    expect((await me(second.cookie)).status).toBe(401);
    expect((await me(colleague.cookie)).status).toBe(200);
    await expect(signIn(t, barber.account.username, barber.account.password)).rejects.toThrow(/401/);
    expect((await me((await signIn(t, barber.account.username, 'reset-pass-9')).cookie)).status).toBe(200);
  });

  it('deactivating ends the sessions at once and refuses sign-in; reactivating lets them back', async () => {
    const barber = await signedInStaff(t, { role: 'staff' });
    const res = await patch(barber.account.id, { active: false });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ active: false });
    expect((await me(barber.cookie)).status).toBe(401);
    expect(await t.db('sessions').where({ staff_user_id: barber.account.id })).toHaveLength(0);
    const refused = await t.post('/api/admin/auth/login', { username: barber.account.username, password: barber.account.password });
    expect(refused.status).toBe(401);
    expect((await patch(barber.account.id, { active: true })).body).toMatchObject({ active: true });
    expect((await me((await signIn(t, barber.account.username, barber.account.password)).cookie)).status).toBe(200);
  });

  it('a session row of a deactivated account is refused even if it was left behind', async () => {
    const barber = await signedInStaff(t, { role: 'staff' });
    await t.db('staff_users').where({ id: barber.account.id }).update({ deactivated_at: clock.now() });
    expect((await me(barber.cookie)).status).toBe(401);
  });

  it('an owner cannot deactivate themselves (409); unknown account 404; empty patch 400', async () => {
    const res = await patch(owner.account.id, { active: false });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(NOT_YOURSELF);
    expect((await me(owner.cookie)).status).toBe(200);
    expect((await patch(999_999, { name: 'Nobody' })).status).toBe(404);
    expect((await patch(owner.account.id, {})).status).toBe(400);
    expect((await patch(owner.account.id, { password: 'short' })).status).toBe(400);
    expect((await patch(owner.account.id, { username: 'renamed' })).status).toBe(400);
  });
});

describe('the last active owner', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ clock: testClock('2026-11-24T14:00:00Z'), env: { RATE_LIMITS: 'off' } });
  });
  afterAll(() => shop.close());

  it('cannot be demoted or deactivated (409 { message }); with a second owner they can', async () => {
    const first = await signedInStaff(shop, { role: 'owner' });
    const second = await createStaff(shop, { role: 'owner' });
    await shop.db('staff_users').where({ id: second.id }).update({ deactivated_at: new Date() }); // an inactive owner does not count
    const demote = await shop.request('PATCH', `/api/admin/staff/${first.account.id}`, { role: 'staff' }, first.headers);
    expect(demote.status).toBe(409);
    expect(demote.body).toMatchObject({ message: LAST_OWNER });
    expect((await shop.get('/api/admin/auth/me', first.headers)).body.user.role).toBe('owner');

    expect((await shop.request('PATCH', `/api/admin/staff/${second.id}`, { active: true }, first.headers)).status).toBe(200);
    // Now the second owner may demote the first, but then not themselves.
    const asSecond = await signIn(shop, second.username, second.password);
    expect(
      (await shop.request('PATCH', `/api/admin/staff/${first.account.id}`, { role: 'staff' }, { cookie: asSecond.cookie })).status,
    ).toBe(200);
    const self = await shop.request('PATCH', `/api/admin/staff/${second.id}`, { role: 'staff' }, { cookie: asSecond.cookie });
    expect(self.status).toBe(409);
    expect(self.body.message).toBe(LAST_OWNER);
  });
});

describe('two owners demoting each other at once', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ clock: testClock('2026-11-24T14:00:00Z'), env: { RATE_LIMITS: 'off' } });
  });
  afterAll(() => shop.close());

  it('one wins, the other gets 409: the shop keeps an active owner', async () => {
    const a = await signedInStaff(shop, { role: 'owner' });
    const b = await signedInStaff(shop, { role: 'owner' });
    // Both requests pass the owner check, then wait on the accounts' rows this transaction holds.
    const hold = await shop.db.transaction();
    await hold('staff_users').select('id').forUpdate();
    const pending = Promise.all([
      shop.request('PATCH', `/api/admin/staff/${b.account.id}`, { role: 'staff' }, a.headers),
      shop.request('PATCH', `/api/admin/staff/${a.account.id}`, { active: false }, b.headers),
    ]);
    await expect
      .poll(
        async () =>
          (
            await shop.db.raw(
              `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
            )
          ).rows[0].n,
        { timeout: 5000 },
      )
      .toBe(2);
    await hold.commit();
    const answers = await pending;
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await shop.db('staff_users').where({ role: 'owner' }).whereNull('deactivated_at')).toHaveLength(1);
  });
});

describe('POST /api/admin/auth/password', () => {
  it('needs the current password: a wrong one answers 400 on currentPassword and changes nothing', async () => {
    const barber = await signedInStaff(t, { role: 'staff' });
    const res = await t.post('/api/admin/auth/password', { currentPassword: 'wrong-one', newPassword: 'new-pass-22' }, barber.headers);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ currentPassword: expect.any(String) });
    expect((await me(barber.cookie)).status).toBe(200);
    expect((await signIn(t, barber.account.username, barber.account.password)).res.status).toBe(200);
    const short = await t.post(
      '/api/admin/auth/password',
      { currentPassword: barber.account.password, newPassword: '123' },
      barber.headers,
    );
    expect(short.status).toBe(400);
    expect(short.body.fields).toHaveProperty('newPassword');
  });

  it('ends the account’s other sessions, keeps this one, and the new password signs in', async () => {
    const barber = await signedInStaff(t, { role: 'staff' });
    const phone = await signIn(t, barber.account.username, barber.account.password);
    const colleague = await signedInStaff(t, { role: 'staff' });
    tick();
    const res = await t.post(
      '/api/admin/auth/password',
      { currentPassword: barber.account.password, newPassword: 'new-pass-22' },
      barber.headers,
    );
    expect(res.status, res.text).toBe(204);
    expect((await me(barber.cookie)).status).toBe(200);
    expect((await me(phone.cookie)).status).toBe(401);
    expect((await me(colleague.cookie)).status).toBe(200);
    tick();
    expect((await me(barber.cookie)).status).toBe(200); // still valid on later requests (its stamp was renewed)
    await expect(signIn(t, barber.account.username, barber.account.password)).rejects.toThrow(/401/);
    expect((await signIn(t, barber.account.username, 'new-pass-22')).res.status).toBe(200);
  });

  it('answers 401 without a session', async () => {
    expect((await t.post('/api/admin/auth/password', { currentPassword: 'x', newPassword: 'new-pass-22' })).status).toBe(401);
  });
});
