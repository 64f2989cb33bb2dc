import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../server/db/embedded';
import { shopDate, shopTime } from '#shared/domain/shop-time';
import { connect } from '../../server/db/connect';
import { loadConfig } from '../../server/config';
import { createReminderJob } from '../../server/jobs/reminders';
import { createPushSender } from '../../server/push/send';
import { vapidKeys } from '../../server/push/vapid';
import { pushSubscriptionsRepository } from '../../server/repositories/push-subscriptions';
import { catalogueIds, insertAppointment, insertClient } from './helpers/booking';
import { startPushService, type PushService, type TestDevice } from './helpers/push-service';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

const N = 40;
let database: TestDatabase;
let push: PushService;

/** `npm start` as a second (third …) server process on the same database, its job ticking every second. */
function startServer(url: string, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      SKIP_BUILD: '1',
      DIST_DIR: '/nonexistent',
      REMINDER_JOB: 'on',
      REMINDER_INTERVAL_MS: '1000',
      LOG_LEVEL: 'info',
      PUSH_DEV_ENDPOINTS: '1', // the test's push service is plain http on 127.0.0.1
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  return { child, exited, output: () => output };
}

async function until(check: () => boolean | Promise<boolean>, ms: number, what: string) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * N appointments, one a minute from `first`, each of its own client with one device, booked a day
 * before `now`: once `now` is within 2 hours of them, every 2-hour reminder is due (their 24-hour
 * ones are due too, but give way to the 2-hour ones).
 */
async function appointmentsWithDevices(first: number, now: number): Promise<TestDevice[]> {
  const { db } = database;
  const { barbers, barba } = await catalogueIds(db);
  const devices: TestDevice[] = [];
  for (let i = 0; i < N; i++) {
    const start = new Date(first + i * 60_000);
    const client = await insertClient(db);
    const id = await insertAppointment(db, {
      barberId: barbers[i % barbers.length]!,
      serviceId: barba,
      date: shopDate(start),
      time: shopTime(start),
      durationMin: 1,
      clientId: client.id,
    });
    await db('appointments')
      .where({ id })
      .update({ created_at: new Date(now - 86_400_000) });
    const device = push.device();
    devices.push(device);
    await pushSubscriptionsRepository(db).bindToAppointment(id, client.id, device.subscription, 'test', new Date(now - 86_400_000));
  }
  return devices;
}

beforeAll(async () => {
  database = await createTestDatabase();
  push = await startPushService({ delayMs: 30 }); // a slow push service: both senders are mid-batch together
});
afterAll(async () => {
  await push?.close();
  await database?.drop();
});

describe('two server processes run the reminder job against one database', () => {
  it('deliver each due reminder exactly once', async () => {
    // Starting 60 to 99 minutes from now (real time: the servers run on the real clock).
    const devices = await appointmentsWithDevices(Math.ceil(Date.now() / 60_000) * 60_000 + 60 * 60_000, Date.now());
    const servers = [startServer(database.url, await freePort()), startServer(database.url, await freePort())];
    const stop = async (s: { child: ChildProcess; exited: Promise<number | null> }) => {
      if (s.child.exitCode === null) s.child.kill('SIGTERM');
      return s.exited;
    };
    try {
      await until(() => push.received.length >= N, 90_000, `${N} pushes (got ${push.received.length})`);
      // A few more ticks of both: nothing may go out twice.
      await new Promise((r) => setTimeout(r, 3000));
    } finally {
      const codes = await Promise.all(servers.map(stop));
      expect(codes, servers.map((s) => s.output()).join('\n---\n')).toEqual([0, 0]);
    }

    for (const d of devices) expect(push.to(d), d.id).toHaveLength(1);
    expect(push.received).toHaveLength(N);
    const states = await database
      .db('appointment_reminders')
      .select('kind', 'state')
      .count({ n: '*' })
      .groupBy('kind', 'state')
      .orderBy('kind');
    expect(states).toEqual([
      { kind: '24h', state: 'skipped', n: N },
      { kind: '2h', state: 'sent', n: N },
    ]);
    // Both processes logged what they sent; together, N.
    const sentBy = servers.map((s) => [...s.output().matchAll(/Reminders: (\d+) sent/g)].reduce((n, m) => n + Number(m[1]), 0));
    expect(sentBy[0]! + sentBy[1]!).toBe(N);
  }, 150_000);
});

describe('two job instances with pools of their own, ticking at the same moment', () => {
  it('deliver each due reminder exactly once', async () => {
    const now = Date.parse('2031-06-02T12:00:00Z');
    const devices = await appointmentsWithDevices(now + 30 * 60_000, now);
    const config = loadConfig({ NODE_ENV: 'test' });
    const pools = [connect(database.url, { max: 3 }), connect(database.url, { max: 3 })];
    try {
      const jobs = pools.map((db) =>
        createReminderJob({
          db,
          now: () => new Date(now),
          batchSize: 5,
          sender: async () => createPushSender({ vapid: await vapidKeys(db, config.push), devEndpoints: true }),
        }),
      );
      const results = await Promise.all(jobs.map((j) => j.tick()));
      expect(results[0]!.sent + results[1]!.sent).toBe(N);
      for (const d of devices) expect(push.to(d), d.id).toHaveLength(1);
      expect((await Promise.all(jobs.map((j) => j.tick()))).map((r) => r.claimed)).toEqual([0, 0]);
    } finally {
      await Promise.all(pools.map((p) => p.destroy()));
    }
  });
});
