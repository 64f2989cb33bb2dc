import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { loadConfig } from '../../server/config';
import { connect, type Db } from '../../server/db/connect';
import { restoreBackup, writeBackup } from '../../server/db/backup';
import { createNotificationJob } from '../../server/jobs/notifications';
import { createReminderJob } from '../../server/jobs/reminders';
import type { Mailer } from '../../server/notifications/mailer';
import { bookingBody, catalogueIds, sanJuan } from './helpers/booking';
import { signedInStaff } from './helpers/staff-session';
import { solidImage } from './helpers/images';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';
import { startTestApp, testClock, type TestApp } from './helpers/test-app';

/**
 * The restore drill (docs/backups.md): bookings made while the backup runs; the backup restored into a
 * new database; the app started on it finds every booking acknowledged before the backup began, the
 * photo, the keys and the constraints, and sends no client message until the owner releases them.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'barbershop-backup-'));
const adminUrl = () => inject('adminDatabaseUrl');
const clock = testClock(sanJuan('2026-11-23', '08:00'));
let source: TestDatabase;
let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInStaff>>;
let ids: Awaited<ReturnType<typeof catalogueIds>>;
const made: string[] = [];
const pools: Db[] = [];

async function newEmptyDatabase(): Promise<{ url: string; db: Db }> {
  const name = `r_${Date.now().toString(36)}_${crypto.randomBytes(4).toString('hex')}`;
  const c = new pg.Client({ connectionString: adminUrl() });
  await c.connect();
  await c.query(`create database "${name}"`);
  await c.end();
  made.push(name);
  const u = new URL(adminUrl());
  u.pathname = `/${name}`;
  const db = connect(u.toString(), { max: 10 });
  pools.push(db);
  return { url: u.toString(), db };
}

const sent: string[] = [];
let deliveredBefore = 0;
const mailer: Mailer = {
  send: (to) => (sent.push(to), Promise.resolve({ ok: true, providerId: `id-${sent.length}` })),
  close: () => undefined,
};
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'https://shop.example' });
const notificationJob = (db: Db) => createNotificationJob({ db, config, now: clock.now, mailer, sms: null });

beforeAll(async () => {
  source = await createTestDatabase({ pool: 20 });
  t = await startTestApp({ db: source.db, clock, env: { RATE_LIMITS: 'off' } });
  ids = await catalogueIds(t.db);
  owner = await signedInStaff(t);
});
afterAll(async () => {
  await Promise.all(pools.map((p) => p.destroy()));
  await t.close();
  await source.drop();
  const c = new pg.Client({ connectionString: adminUrl() });
  await c.connect();
  for (const name of made) await c.query(`drop database if exists "${name}" with (force)`);
  await c.end();
  fs.rmSync(dir, { recursive: true, force: true });
});

const book = (i: number) =>
  t.post(
    '/api/appointments',
    bookingBody({
      serviceId: ids.barba,
      barberId: ids.barbers[i % ids.barbers.length]!,
      appointmentDate: '2026-11-25',
      appointmentTime: `${String(9 + (Math.floor(i / ids.barbers.length) % 9)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
    }),
  );

describe('backup under load, restore into a new database', () => {
  const file = () => path.join(dir, 'drill.backup');
  let restored: { url: string; db: Db };
  let r: TestApp;
  const acknowledged: number[] = [];

  it('backs up while bookings are being made', async () => {
    const photo = await solidImage(64, 48);
    const up = await fetch(`${t.base}/api/barbers/${ids.barbers[0]}/photo`, {
      method: 'PUT',
      body: new Uint8Array(photo),
      headers: { 'content-type': 'image/png', ...owner.headers },
    });
    expect(up.status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await book(i)).status).toBe(201);
    // Two confirmations delivered by the original before the backup: never sent again by the copy.
    await notificationJob(t.db).tick();
    deliveredBefore = sent.length;
    expect(deliveredBefore).toBeGreaterThan(0);
    const before = (await t.db('appointments').select('id')).map((a: { id: number }) => a.id);
    const during = Array.from({ length: 16 }, (_, i) => book(4 + i * 2));
    const backup = writeBackup(source.url, file());
    const answers = await Promise.all(during);
    const summary = await backup;
    expect(summary.rows).toBeGreaterThan(0);
    expect(answers.filter((a) => a.status === 201).length).toBeGreaterThan(0);
    acknowledged.push(...before);
  });

  it('restores into a new database: every booking acknowledged before the backup, the photo, the keys', async () => {
    restored = await newEmptyDatabase();
    const s = await restoreBackup(restored.url, file());
    expect(s.migrations).toBe(Number((await t.db('knex_migrations').count({ n: '*' }).first())!.n));
    const ids2 = (await restored.db('appointments').select('id')).map((a: { id: number }) => a.id);
    expect(ids2).toEqual(expect.arrayContaining(acknowledged));
    // A consistent snapshot: every restored booking has its client and its owed confirmation.
    const orphans = await restored
      .db('appointments as a')
      .leftJoin('notifications as n', 'n.appointment_id', 'a.id')
      .whereNull('n.id')
      .count({ n: '*' })
      .first();
    expect(Number(orphans!.n)).toBe(0);
    const photo = await restored
      .db('images')
      .join('barbers', 'barbers.photo_image_id', 'images.id')
      .where('barbers.id', ids.barbers[0])
      .first('webp', 'hash');
    const original = await t.db('images').where({ hash: photo.hash }).first('webp');
    expect(Buffer.compare(photo.webp, original.webp)).toBe(0);
    for (const key of ['session_keys', 'vapid_keys', 'link_key']) {
      expect((await restored.db('app_settings').where({ key }).first())?.value).toEqual(
        (await t.db('app_settings').where({ key }).first())?.value,
      );
    }
  });

  it('the app on the copy: the owner is still signed in, a double booking is refused, new ids do not collide', async () => {
    r = await startTestApp({ db: restored.db, clock, env: { RATE_LIMITS: 'off' } });
    const hold = await r.get('/api/admin/notifications/hold', owner.headers);
    expect(hold.body.held).toMatchObject({ restoredAt: expect.any(String) });
    // The back office's banner says how many wait for the release.
    const pending = Number((await r.db('notifications').where({ state: 'pending' }).count({ n: '*' }).first())!.n);
    expect(pending).toBeGreaterThan(0);
    expect(hold.body).toMatchObject({ heldCount: pending, unknownCount: 0 });
    const taken = await r.db('appointments').where({ status: 'confirmed' }).first('barber_id', 'appointment_date', 'appointment_time');
    const again = await r.post(
      '/api/appointments',
      bookingBody({
        serviceId: ids.barba,
        barberId: taken.barber_id,
        appointmentDate: taken.appointment_date,
        appointmentTime: String(taken.appointment_time).slice(0, 5),
      }),
    );
    expect(again.status).toBe(409);
    const fresh = await r.post(
      '/api/appointments',
      bookingBody({ serviceId: ids.barba, barberId: ids.barbers[0]!, appointmentDate: '2026-11-27', appointmentTime: '10:00' }),
    );
    expect(fresh.status).toBe(201);
  });

  it('holds client messages until the owner releases them; what the original sent is never sent again', async () => {
    const before = sent.length;
    expect((await notificationJob(r.db).tick()).sent).toBe(0);
    expect(
      (await createReminderJob({ db: r.db, now: clock.now, sender: () => Promise.reject(new Error('must not send')) }).tick()).claimed,
    ).toBe(0);
    expect(sent.length).toBe(before);
    const staff = await signedInStaff(r, { role: 'staff' });
    expect((await r.post('/api/admin/notifications/release', undefined, staff.headers)).status).toBe(403);
    const released = await r.post('/api/admin/notifications/release', undefined, owner.headers);
    expect(released.status).toBe(200);
    expect(released.body.released).toBe(true);
    expect((await r.get('/api/admin/notifications/hold', owner.headers)).body).toMatchObject({ held: null, heldCount: 0 });
    const result = await notificationJob(r.db).tick();
    expect(result.sent).toBeGreaterThan(0);
    // Each booking has its own client email: none of those the original delivered before the backup gets a second one.
    const deliveredByOriginal = new Set(sent.slice(0, deliveredBefore));
    expect(sent.slice(before).filter((to) => deliveredByOriginal.has(to))).toEqual([]);
    expect(sent.length - before).toBe(result.sent);
    await r.close();
  });
});

describe('what restore refuses', () => {
  it('a database that is not empty', async () => {
    await expect(restoreBackup(source.url, path.join(dir, 'drill.backup'))).rejects.toThrow(/not empty/);
  });

  it('encrypted: a wrong passphrase, no passphrase; the right one restores', async () => {
    const file = path.join(dir, 'secret.backup');
    await writeBackup(source.url, file, { passphrase: 'correct horse' });
    expect(fs.readFileSync(file).includes(Buffer.from('link_key'))).toBe(false);
    const target = await newEmptyDatabase();
    await expect(restoreBackup(target.url, file, { passphrase: 'wrong' })).rejects.toThrow(/Wrong passphrase/);
    await expect(restoreBackup(target.url, file)).rejects.toThrow(/encrypted/);
    const s = await restoreBackup(target.url, file, { passphrase: 'correct horse' });
    expect(s.rows).toBeGreaterThan(0);
  });

  it('a backup from a newer build (a migration this build does not know)', async () => {
    const file = path.join(dir, 'newer.backup');
    await source.db('knex_migrations').insert({ name: '999-from-the-future', batch: 99, migration_time: new Date() });
    try {
      await writeBackup(source.url, file);
    } finally {
      await source.db('knex_migrations').where({ name: '999-from-the-future' }).del();
    }
    const target = await newEmptyDatabase();
    await expect(restoreBackup(target.url, file)).rejects.toThrow(/999-from-the-future/);
  });
});
