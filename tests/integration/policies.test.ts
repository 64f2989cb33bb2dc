import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_POLICIES } from '#shared/policies';
import { startTestApp, testClock, type TestApp } from './helpers/test-app';
import { signedInStaff } from './helpers/staff-session';

// The shop's Privacy Policy and Terms (docs/decisions/069-visitor-never-stuck.md).
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock: testClock('2026-11-23T12:00:00Z') });
});
afterAll(() => t.close());

describe('/api/policies', () => {
  it('answers the seeded texts in the visitor’s language, with the shop’s name, saying what is kept and how to have it deleted', async () => {
    const en = await t.get('/api/policies');
    expect(en.status).toBe(200);
    expect(en.body.privacy).toContain('The Gentlemen');
    for (const kept of [
      'name, phone number and email',
      'appointments',
      'language',
      'push subscription',
      'Ask us at any time and we delete them',
      'deleted',
    ])
      expect(en.body.privacy).toContain(kept);
    expect(en.body.terms).toContain('Appointments');
    const es = await t.get('/api/policies?lang=es');
    expect(es.body.privacy).toContain('Qué guardamos');
    expect(es.body.privacy).not.toContain('{shop}');
  });

  it('lets the owner read both languages and replace them, in the History; the public answer follows', async () => {
    const owner = await signedInStaff(t, { role: 'owner' });
    const admin = await t.get('/api/policies?view=admin', owner.headers);
    expect(admin.status).toBe(200);
    expect(admin.body).toEqual(DEFAULT_POLICIES);
    const next = {
      ...DEFAULT_POLICIES,
      terms: { en: '## Our terms\n\nBe on time at {shop}.', es: '## Condiciones\n\nLlega a tiempo a {shop}.' },
    };
    const put = await t.request('PUT', '/api/policies', next, owner.headers);
    expect(put.status, put.text).toBe(200);
    expect((await t.get('/api/policies?lang=es')).body.terms).toMatch(/^## Condiciones\n\nLlega a tiempo a The Gentlemen/);
    expect(await t.db('audit_log').where({ action: 'policies.update' }).first()).toBeTruthy();
    const empty = await t.request('PUT', '/api/policies', { ...next, privacy: { en: ' ', es: 'x' } }, owner.headers);
    expect(empty.status).toBe(400);
  });

  it('is the owner’s: staff may not read the admin view or replace the texts', async () => {
    const staff = await signedInStaff(t, { role: 'staff' });
    expect((await t.get('/api/policies?view=admin', staff.headers)).status).toBe(403);
    expect((await t.request('PUT', '/api/policies', DEFAULT_POLICIES, staff.headers)).status).toBe(403);
  });
});
