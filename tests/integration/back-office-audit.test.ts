import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditPage, type AuditEntry } from '#shared/schemas/audit';
import { startTestApp, testClock, type TestApp } from './helpers/test-app';
import { signedInStaff } from './helpers/staff-session';
import { insertClient, sanJuan } from './helpers/booking';
import { adminCatalogue, insertPriced } from './helpers/admin';

// "Now" is Wednesday 2026-11-25, 10:00 in San Juan.
const clock = testClock(sanJuan('2026-11-25', '10:00'));
let t: TestApp;
let cat: Awaited<ReturnType<typeof adminCatalogue>>;
let owner: Awaited<ReturnType<typeof signedInStaff>>;
let desk: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  t = await startTestApp({ clock, env: { RATE_LIMITS: 'off' } });
  cat = await adminCatalogue(t.db);
  owner = await signedInStaff(t, { role: 'owner' });
  desk = await signedInStaff(t, { role: 'staff' });
});
afterAll(() => t.close());

async function history(query = ''): Promise<AuditPage> {
  const res = await t.get(`/api/admin/audit${query}`, owner.headers);
  expect(res.status, res.text).toBe(200);
  return AuditPage.parse(res.body);
}
const newest = async (query = ''): Promise<AuditEntry | undefined> => (await history(query)).entries[0];
const count = async () => Number((await t.db('audit_log').count<{ n: string }[]>({ n: '*' }))[0]!.n);

describe('History rows, written with the change', () => {
  it('an appointment cancellation, by whom, with a human summary', async () => {
    const ana = await insertClient(t.db, { firstName: 'Ana', lastName: 'Ruiz' });
    const id = await insertPriced(t.db, {
      barberId: cat.carlos.id,
      service: cat.corte,
      date: '2026-11-26',
      time: '10:00',
      clientId: ana.id,
    });
    const res = await t.del(`/api/appointments/${id}`, desk.headers);
    expect(res.status, res.text).toBe(200);
    expect(await newest()).toMatchObject({
      actor: desk.account.username,
      action: 'appointment.cancel',
      entity: 'appointment',
      entityId: String(id),
      summary: "Cancelled Carlos Rivera's 10:00 AM Corte for Ana Ruiz on Nov 26",
      before: { status: 'confirmed' },
      after: { status: 'cancelled' },
    });
    const row = await t.db('audit_log').orderBy('id', 'desc').first();
    expect(row.staff_user_id).toBe(desk.account.id);
    expect(row.at.toISOString()).toBe(clock.now().toISOString());
    // Cancelling it again changes nothing, so writes nothing.
    const before = await count();
    expect((await t.del(`/api/appointments/${id}`, desk.headers)).status).toBe(200);
    expect(await count()).toBe(before);
  });

  it('an appointment move keeps the place before and after', async () => {
    const luis = await insertClient(t.db, { firstName: 'Luis', lastName: 'Vega' });
    const id = await insertPriced(t.db, {
      barberId: cat.carlos.id,
      service: cat.barba,
      date: '2026-11-27',
      time: '11:00',
      clientId: luis.id,
    });
    const res = await t.request(
      'PATCH',
      `/api/appointments/${id}`,
      { barberId: cat.javier.id, date: '2026-11-27', time: '14:00' },
      desk.headers,
    );
    expect(res.status, res.text).toBe(200);
    const entry = await newest();
    expect(entry).toMatchObject({ actor: desk.account.username, action: 'appointment.update', entityId: String(id) });
    expect(entry!.summary).toMatch(/^Moved Carlos Rivera's 11:00 AM Barba for Luis Vega on Nov 27 to Javier/);
    expect(entry!.before).toEqual({ barberId: cat.carlos.id, barberName: 'Carlos Rivera', date: '2026-11-27', time: '11:00' });
    expect(entry!.after).toMatchObject({ barberId: cat.javier.id, date: '2026-11-27', time: '14:00' });
  });

  it('a walk-in; one refused for overlap leaves no row (with or without an Idempotency-Key)', async () => {
    const body = {
      barberId: cat.luis.id,
      serviceId: cat.corte.id,
      date: '2026-11-30',
      time: '10:00',
      clientName: 'Pedro Soto',
      clientPhone: '787-555-0111',
      clientEmail: null,
      notes: null,
      isWalkIn: true,
    };
    const res = await t.post('/api/appointments/walk-in', body, { ...desk.headers, 'idempotency-key': 'audit-walk-in-1' });
    expect(res.status, res.text).toBe(201);
    expect(await newest()).toMatchObject({
      actor: desk.account.username,
      action: 'walk-in.add',
      entity: 'appointment',
      entityId: String(res.body.id),
      summary: 'Added a walk-in: Pedro Soto with Luis Santiago, 10:00 AM Corte on Nov 30',
      after: { clientName: 'Pedro Soto', serviceName: 'Corte', date: '2026-11-30', time: '10:00' },
    });
    const before = await count();
    const clash = await t.post('/api/appointments/walk-in', { ...body, clientName: 'Otro Cliente' }, desk.headers);
    expect(clash.status).toBe(409);
    const keyed = await t.post(
      '/api/appointments/walk-in',
      { ...body, clientName: 'Otro Cliente' },
      { ...desk.headers, 'idempotency-key': 'audit-walk-in-2' },
    );
    expect(keyed.status).toBe(409);
    expect(await count()).toBe(before);
  });

  it('a failed change leaves no row: unknown appointment, refused block', async () => {
    const before = await count();
    expect((await t.del('/api/appointments/999999', desk.headers)).status).toBe(404);
    expect(
      (await t.request('PATCH', '/api/appointments/999999', { barberId: cat.carlos.id, date: '2026-12-01', time: '10:00' }, desk.headers))
        .status,
    ).toBe(404);
    expect((await t.del('/api/blocked-slots/999999', desk.headers)).status).toBe(404);
    await insertPriced(t.db, { barberId: cat.miguel.id, service: cat.corte, date: '2026-12-01', time: '12:00' });
    const overlap = await t.post(
      '/api/blocked-slots',
      { barberId: cat.miguel.id, startDate: '2026-12-01', endDate: '2026-12-01', startTime: '11:00', endTime: '13:00', reason: 'Meeting' },
      desk.headers,
    );
    expect(overlap.status).toBe(409);
    expect(await count()).toBe(before);
  });

  it('a block added and removed', async () => {
    const res = await t.post(
      '/api/blocked-slots',
      { barberId: cat.carlos.id, startDate: '2026-12-02', endDate: '2026-12-02', startTime: '15:00', endTime: '16:00', reason: 'Dentist' },
      desk.headers,
    );
    expect(res.status, res.text).toBe(201);
    const fields = {
      barberId: cat.carlos.id,
      barberName: 'Carlos Rivera',
      startDate: '2026-12-02',
      endDate: '2026-12-02',
      startTime: '15:00',
      endTime: '16:00',
      reason: 'Dentist',
    };
    expect(await newest()).toMatchObject({
      actor: desk.account.username,
      action: 'block.add',
      entity: 'block',
      entityId: String(res.body.id),
      summary: 'Blocked Carlos Rivera Dec 2, 3:00 PM to 4:00 PM (Dentist)',
      before: null,
      after: fields,
    });
    expect((await t.del(`/api/blocked-slots/${res.body.id}`, owner.headers)).status).toBe(200);
    expect(await newest()).toMatchObject({
      actor: owner.account.username,
      action: 'block.remove',
      entityId: String(res.body.id),
      summary: 'Removed the block Carlos Rivera Dec 2, 3:00 PM to 4:00 PM (Dentist)',
      before: fields,
      after: null,
    });
  });

  it('reminders, one and in bulk (none due: no row)', async () => {
    const eva = await insertClient(t.db, { firstName: 'Eva', lastName: 'Cruz' });
    await insertPriced(t.db, { barberId: cat.carlos.id, service: cat.corte, date: '2026-10-01', time: '10:00', clientId: eva.id });
    const one = await t.post(`/api/clients/${eva.id}/send-reminder`, undefined, desk.headers);
    expect(one.status, one.text).toBe(200);
    const entry = await newest();
    expect(entry).toMatchObject({
      actor: desk.account.username,
      action: 'reminder.send',
      entity: 'client',
      entityId: String(eva.id),
      after: { channel: one.body.channel },
    });
    expect(entry!.summary).toMatch(/^Sent a reminder to Eva Cruz: /);

    const gus = await insertClient(t.db, { firstName: 'Gus', lastName: 'Paz' });
    await insertPriced(t.db, { barberId: cat.carlos.id, service: cat.corte, date: '2026-10-02', time: '10:00', clientId: gus.id });
    const bulk = await t.post('/api/clients/send-bulk-reminders', undefined, desk.headers);
    expect(bulk.status, bulk.text).toBe(200);
    const bulkEntry = await newest();
    expect(bulkEntry).toMatchObject({ action: 'reminder.bulk', actor: desk.account.username });
    expect((bulkEntry!.after as { clientIds: number[] }).clientIds).toContain(gus.id);
    expect((bulkEntry!.after as { clientIds: number[] }).clientIds).not.toContain(eva.id); // reminded just now
    const before = await count();
    expect((await t.post('/api/clients/send-bulk-reminders', undefined, desk.headers)).status).toBe(200);
    expect(await count()).toBe(before);
  });

  it('accounts: create, patch and own password, never with a password or hash', async () => {
    const created = await t.post(
      '/api/admin/staff',
      { username: 'audit.new', name: 'Audit New', password: 'first-pass-1', role: 'staff' },
      owner.headers,
    );
    expect(created.status, created.text).toBe(201);
    expect(await newest()).toMatchObject({
      actor: owner.account.username,
      action: 'staff.create',
      entity: 'staff',
      entityId: String(created.body.id),
      after: { username: 'audit.new', name: 'Audit New', role: 'staff', active: true },
    });
    expect(
      (await t.request('PATCH', `/api/admin/staff/${created.body.id}`, { role: 'owner', password: 'second-pass-2' }, owner.headers)).status,
    ).toBe(200);
    expect(await newest()).toMatchObject({
      action: 'staff.update',
      before: { role: 'staff' },
      after: { role: 'owner', passwordReset: true },
      summary: 'Account "audit.new": made owner, password reset',
    });
    const unchanged = await count();
    expect(
      (await t.request('PATCH', `/api/admin/staff/${created.body.id}`, { name: 'Audit New', role: 'owner' }, owner.headers)).status,
    ).toBe(200);
    expect(await count()).toBe(unchanged); // the same values: no row
    expect((await t.request('PATCH', `/api/admin/staff/${created.body.id}`, { active: false }, owner.headers)).status).toBe(200);
    expect(await newest()).toMatchObject({ action: 'staff.update', before: { active: true }, after: { active: false } });
    clock.advance(1000);
    const changed = await t.post(
      '/api/admin/auth/password',
      { currentPassword: desk.account.password, newPassword: 'desk-new-pass' },
      desk.headers,
    );
    expect(changed.status, changed.text).toBe(204);
    expect(await newest()).toMatchObject({ actor: desk.account.username, action: 'staff.password', entityId: String(desk.account.id) });
    const rows = await t.db('audit_log').where({ entity: 'staff' });
    const text = JSON.stringify(rows);
    for (const secret of ['first-pass-1', 'second-pass-2', 'desk-new-pass', desk.account.password, '$scrypt$'])
      expect(text).not.toContain(secret);
    // A wrong current password changes nothing and writes nothing.
    const before = await count();
    expect(
      (await t.post('/api/admin/auth/password', { currentPassword: 'nope-nope', newPassword: 'x-new-pass' }, desk.headers)).status,
    ).toBe(400);
    expect(await count()).toBe(before);
  });
});

describe('GET /api/admin/audit', () => {
  it('pages newest first and filters by entity, actor and shop-local dates', async () => {
    const all = await history('?limit=200');
    const ids = all.entries.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const first = await history('?limit=2');
    expect(first.entries).toHaveLength(2);
    expect(first.nextBefore).toBe(first.entries[1]!.id);
    const next = await history(`?limit=2&before=${first.nextBefore}`);
    expect(next.entries[0]!.id).toBeLessThan(first.nextBefore!);

    expect((await history('?entity=block')).entries.every((e) => e.entity === 'block')).toBe(true);
    expect((await history('?entity=block')).entries).toHaveLength(2);
    // The History screen's areas: an entity, or an action's first word (walk-ins are appointments; reminders are the client's).
    const walkIns = (await history('?entity=walk-in')).entries;
    expect(walkIns.length).toBeGreaterThan(0);
    expect(walkIns.every((e) => e.action.startsWith('walk-in.'))).toBe(true);
    expect((await history('?entity=reminder')).entries.every((e) => e.action.startsWith('reminder.'))).toBe(true);
    expect((await history('?entity=reminder')).entries.length).toBeGreaterThan(0);
    expect((await history('?entity=appointment')).entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(['walk-in.add', 'appointment.cancel']),
    );
    expect((await history('?entity=wal%25')).entries).toEqual([]);
    const byOwner = await history(`?actor=${owner.account.username.toUpperCase()}`);
    expect(byOwner.entries.length).toBeGreaterThan(0);
    expect(byOwner.entries.every((e) => e.actor === owner.account.username)).toBe(true);

    // Everything so far happened at 10:00 on Nov 25 in San Juan (14:00 UTC); 21:30 there is already the 26th in UTC.
    clock.set(sanJuan('2026-11-25', '21:30'));
    await t.post(
      '/api/blocked-slots',
      { barberId: 0, startDate: '2026-12-05', endDate: '2026-12-05', startTime: '09:00', endTime: '10:00', reason: 'Late entry' },
      owner.headers,
    );
    const on25 = await history('?from=2026-11-25&to=2026-11-25&limit=200');
    expect(on25.entries.map((e) => e.summary)).toContain('Blocked All Barbers Dec 5, 9:00 AM to 10:00 AM (Late entry)');
    expect((await history('?from=2026-11-26')).entries).toEqual([]);
    expect((await history('?to=2026-11-24')).entries).toEqual([]);
  });

  it('answers 400 { message } for a bad query', async () => {
    for (const q of ['?from=2026-13-40', '?limit=0', '?limit=500', '?before=abc']) {
      const res = await t.get(`/api/admin/audit${q}`, owner.headers);
      expect(res.status, q).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
  });
});

describe('audit_log is append-only', () => {
  it('the database refuses UPDATE and DELETE', async () => {
    const row = await t.db('audit_log').first();
    expect(row).toBeDefined();
    await expect(t.db('audit_log').where({ id: row.id }).update({ summary: 'rewritten' })).rejects.toThrow(/append-only/);
    await expect(t.db('audit_log').where({ id: row.id }).del()).rejects.toThrow(/append-only/);
    expect((await t.db('audit_log').where({ id: row.id }).first()).summary).toBe(row.summary);
  });
});
