import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../../server/db/connect';
import { migrateDatabase, pendingMigrations } from '../../server/db/migrate';
import { migrationSource } from '../../server/db/migrations/index';
import { startTestApp, testClock, type TestApp } from './helpers/test-app';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

/** Liveness never touches the database; readiness says whether this process should get traffic. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock: testClock('2026-11-23T12:00:00Z') });
});
afterAll(() => t.close());

describe('liveness and readiness', () => {
  it('ready: the database answers, every migration of this build has run, and the jobs run', async () => {
    const ready = await t.get('/api/health/ready');
    expect(ready.status, ready.text).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', jobs: 'off' } });
    expect(ready.headers.get('cache-control')).toBe('no-store');
  });

  it('not ready while a job this process should run has stopped; jobs off when it runs none', async () => {
    const jobs = [
      { name: 'reminders', running: true },
      { name: 'notifications', running: true },
    ];
    const withJobs = await startTestApp({ db: t.db, jobs: () => jobs });
    try {
      expect((await withJobs.get('/api/health/ready')).body.checks.jobs).toBe('ok');
      jobs[1]!.running = false;
      const answer = await withJobs.get('/api/health/ready');
      expect(answer.status).toBe(503);
      expect(answer.body.checks.jobs).toBe('stopped: notifications');
    } finally {
      await withJobs.close();
    }
  });

  it('not ready once told to stop, while it still serves (DRAIN_DELAY_MS: the proxy leaves it out first)', async () => {
    let stopping = false;
    const app = await startTestApp({ db: t.db, stopping: () => stopping });
    try {
      expect((await app.get('/api/health/ready')).status).toBe(200);
      stopping = true;
      const answer = await app.get('/api/health/ready');
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ message: 'This server is stopping.', checks: { process: 'stopping' } });
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect((await app.get('/api/services')).status, 'still serving').toBe(200);
    } finally {
      await app.close();
    }
  });

  it('not ready while a migration of this build is pending, and says which', async () => {
    const [latest] = await t.db('knex_migrations').orderBy('id', 'desc').limit(1).select('name');
    await t.db('knex_migrations').where({ name: latest.name }).del();
    try {
      const answer = await t.get('/api/health/ready');
      expect(answer.status).toBe(503);
      expect(answer.body.message).toMatch(/not ready/i);
      expect(answer.body.checks.migrations).toBe(`pending: ${latest.name}`);
    } finally {
      await t.db('knex_migrations').insert({ name: latest.name, batch: 99, migration_time: new Date() });
    }
  });

  it('live answers without the database; ready answers 503 when it is gone', async () => {
    const gone = await startTestApp({
      db: connect(
        'postgres://postgres@127.0.0.1:1/none',
        { max: 1 },
        { lockTimeoutMs: 500, statementTimeoutMs: 500, idleInTransactionMs: 500, acquireTimeoutMs: 500 },
      ),
    });
    try {
      const live = await gone.get('/api/health/live');
      expect(live.status).toBe(200);
      expect(live.body).toEqual({ status: 'alive' });
      const ready = await gone.get('/api/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.body.checks.database).toBe('not reachable');
    } finally {
      await gone.close();
      await gone.db.destroy();
    }
  });
});

describe('an older release on a newer schema (expand/contract)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('migrating with this build succeeds when the database has run a migration this build does not know', async () => {
    // What the next release did: an additive column, and its row in knex_migrations.
    await database.db.schema.alterTable('appointments', (table) => table.text('future_note'));
    await database.db('knex_migrations').insert({ name: '999-future-note', batch: 99, migration_time: new Date() });
    expect(await migrateDatabase(database.url)).toEqual([]);
    expect(await pendingMigrations(database.db)).toEqual([]);
    const older = await startTestApp({ db: database.db, clock: testClock('2026-11-23T12:00:00Z') });
    try {
      expect((await older.get('/api/health/ready')).status).toBe(200);
      expect((await older.get('/api/services')).status).toBe(200);
    } finally {
      await older.close();
    }
  });
});

describe('two processes starting at once', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    const all = await migrationSource.getMigrations([]);
    database = await createTestDatabase({ migrations: all.length - 1 }); // the last one still to run
  });
  afterAll(() => database.drop());

  it('the second waits for the migration lock the first holds, past the request lock limit (10 s), and then runs what is pending', async () => {
    const holder = await database.db.transaction();
    await holder.raw('select * from knex_migrations_lock for update');
    const release = setTimeout(() => void holder.commit(), 11_000);
    const started = Date.now();
    try {
      const ran = await migrateDatabase(database.url);
      expect(Date.now() - started).toBeGreaterThanOrEqual(10_500);
      expect(ran).toHaveLength(1);
      expect(await pendingMigrations(database.db)).toEqual([]);
    } finally {
      clearTimeout(release);
      if (!holder.isCompleted()) await holder.commit();
    }
  }, 60_000);
});
