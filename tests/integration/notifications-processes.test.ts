import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../server/db/embedded';
import { connect } from '../../server/db/connect';
import { loadConfig } from '../../server/config';
import { createNotificationJob } from '../../server/jobs/notifications';
import { oweLapsedMessages } from '../../server/notifications/owe';
import { insertClient } from './helpers/booking';
import { startSmtpTestServer, type SmtpTestServer } from './helpers/smtp-test-server';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

const N = 40;
let database: TestDatabase;
let smtp: SmtpTestServer;

/** `npm start` as another server process on the same database: its notification job ticks every second and LISTENs. */
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
      REMINDER_INTERVAL_MS: '60000',
      NOTIFY_INTERVAL_MS: '1000',
      LOG_LEVEL: 'info',
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://shop.example',
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

/** N "we miss you" emails owed now, each to a client of its own, in a few transactions (each NOTIFYs). */
async function oweMessages(now: Date): Promise<string[]> {
  const emails: string[] = [];
  for (let i = 0; i < N; i += 10) {
    await database.db.transaction(async (trx) => {
      for (let j = i; j < i + 10; j++) {
        const c = await insertClient(trx);
        emails.push(c.email!);
        await oweLapsedMessages(
          trx,
          { id: c.id, firstName: c.first_name, email: c.email, phone: c.phone, remindersOff: false },
          { now, sms: false, staffUserId: null, daysSinceLastVisit: 30 },
        );
      }
    });
  }
  return emails;
}

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpTestServer({ delayMs: 30 }); // a slow server: both senders are mid-batch together
});
afterAll(async () => {
  await smtp?.close();
  await database?.drop();
});

describe('two server processes deliver the outbox of one database', () => {
  it('send each message exactly once', async () => {
    const servers = [startServer(database.url, await freePort()), startServer(database.url, await freePort())];
    const stop = async (s: { child: ChildProcess; exited: Promise<number | null> }) => {
      if (s.child.exitCode === null) s.child.kill('SIGTERM');
      return s.exited;
    };
    let emails: string[] | undefined;
    try {
      await until(() => servers.every((s) => s.output().includes('Barbershop is running')), 60_000, 'both servers');
      emails = await oweMessages(new Date());
      await until(() => smtp.messages.length >= N, 60_000, `${N} emails (got ${smtp.messages.length})`);
      await new Promise((r) => setTimeout(r, 3000)); // a few more ticks of both: nothing may go out twice
    } finally {
      const codes = await Promise.all(servers.map(stop));
      expect(codes, servers.map((s) => s.output()).join('\n---\n')).toEqual([0, 0]);
    }
    for (const e of emails!) expect(smtp.to(e), e).toHaveLength(1);
    expect(smtp.messages).toHaveLength(N);
    expect(await database.db('notifications').select('state').count({ n: '*' }).groupBy('state')).toEqual([{ state: 'sent', n: N }]);
    const sentBy = servers.map((s) => [...s.output().matchAll(/Notifications: (\d+) sent/g)].reduce((n, m) => n + Number(m[1]), 0));
    expect(sentBy[0]! + sentBy[1]!).toBe(N);
  }, 150_000);
});

describe('two job instances with pools of their own, ticking at the same moment', () => {
  it('send each message exactly once', async () => {
    smtp.messages.length = 0;
    const now = new Date();
    const emails = await oweMessages(now);
    const config = loadConfig({ NODE_ENV: 'test', SMTP_URL: smtp.url, PUBLIC_URL: 'https://shop.example' });
    const pools = [connect(database.url, { max: 3 }), connect(database.url, { max: 3 })];
    try {
      const jobs = pools.map((db) => createNotificationJob({ db, config, now: () => now, batchSize: 5 }));
      const results = await Promise.all(jobs.map((j) => j.tick()));
      expect(results[0]!.sent + results[1]!.sent).toBe(N);
      for (const e of emails) expect(smtp.to(e), e).toHaveLength(1);
      expect((await Promise.all(jobs.map((j) => j.tick()))).map((r) => r.claimed)).toEqual([0, 0]);
      await Promise.all(jobs.map((j) => j.stop()));
    } finally {
      await Promise.all(pools.map((p) => p.destroy()));
    }
  });
});
