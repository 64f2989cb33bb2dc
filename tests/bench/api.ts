/**
 * `npm run bench:api`: the server on real PostgreSQL with a realistic month (8 barbers, 26 working
 * days, ~1,500 appointments, some blocks), loaded by autocannon at 50 connections: GET /api/health,
 * day availability, and booking attempts (201 or 409). Prints req/s and p99 for each, and ratios to
 * health measured on the same server in the same run. Goal: availability ≥ 40% of health's req/s
 * with p99 < 25 ms.
 *
 * Database: TEST_DATABASE_URL (or the local server at 127.0.0.1:5432 when it answers) in a fresh
 * database, else an embedded PostgreSQL. BENCH_SECONDS (default 10) per scenario.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { connect, migrateLatest } from '../../server/db/connect';
import { freePort, startEmbeddedPostgres } from '../../server/db/embedded';
import { seedIfEmpty } from '../../server/db/seed';
import { shopDate } from '#shared/domain/shop-time';
import { seedMonth } from './month-data';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'barbershop-bench-api-'));

async function answers(url: string) {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

async function adminDatabase(): Promise<{ url: string; kind: string; stop: () => Promise<void> }> {
  const candidate = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  if (await answers(candidate)) return { url: candidate, kind: `PostgreSQL server (${new URL(candidate).host})`, stop: async () => {} };
  const embedded = await startEmbeddedPostgres(path.join(tmp, 'pg'));
  return { url: embedded.url, kind: 'embedded PostgreSQL', stop: embedded.stop };
}

async function main() {
  const admin = await adminDatabase();
  const name = `bench_${Date.now()}`;
  const c = new pg.Client({ connectionString: admin.url });
  await c.connect();
  await c.query(`create database "${name}"`);
  await c.end();
  const u = new URL(admin.url);
  u.pathname = `/${name}`;
  const url = u.toString();

  const db = connect(url);
  await migrateLatest(db);
  await seedIfEmpty(db);
  const month = await seedMonth(db, shopDate(new Date()));
  const serviceId: number = (await db('services').where({ name: 'Corte' }).first('id')).id;
  await db.destroy();
  console.log(
    `Database: ${admin.kind}; ${month.barberIds.length} barbers, ${month.days.length} working days, ${month.appointments} appointments, 3 blocks.`,
  );

  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      SKIP_BUILD: '1',
      DIST_DIR: path.join(tmp, 'none'),
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      ADMIN_USERNAME: 'bench',
      ADMIN_PASSWORD: 'bench-not-a-secret',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* starting */
    }
    if (i > 300) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }

  let n = 0;
  const day = () => month.days[n++ % month.days.length]!;
  const times = ['09:00', '10:30', '12:00', '13:30', '15:00', '16:30', '17:30'];
  const run = (title: string, opts: Partial<autocannon.Options>) =>
    autocannon({ url: base, connections, duration: seconds, title, ...opts });

  const scenarios: [string, Partial<autocannon.Options>][] = [
    ['GET /api/health', { requests: [{ method: 'GET', path: '/api/health' }] }],
    [
      'GET availability (detailed, one day)',
      { requests: [{ method: 'GET', setupRequest: (r) => ({ ...r, path: `/api/availability/detailed/${serviceId}/${day()}` }) }] },
    ],
    [
      'POST /api/appointments (attempts)',
      {
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            setupRequest: (r) => {
              const i = n++;
              return {
                ...r,
                path: '/api/appointments',
                body: JSON.stringify({
                  clientName: `Bench ${i % 400}`,
                  clientEmail: `bench${i % 400}@bench.example`,
                  clientPhone: '7875550000',
                  barberId: i % 3 === 0 ? null : month.barberIds[i % month.barberIds.length],
                  serviceId,
                  appointmentDate: month.days[i % month.days.length],
                  appointmentTime: times[i % times.length],
                  notes: '',
                }),
              };
            },
          },
        ],
      },
    ],
  ];

  const results: { title: string; rps: number; p99: number; codes: string }[] = [];
  for (const [title, opts] of scenarios) {
    const r = await run(title, opts);
    const codes = Object.entries(r.statusCodeStats ?? {})
      .map(([code, s]) => `${code}×${(s as { count: number }).count}`)
      .join(' ');
    results.push({ title, rps: r.requests.average, p99: r.latency.p99, codes });
  }
  server.kill('SIGTERM');
  await new Promise((r) => server.on('exit', r));
  const drop = new pg.Client({ connectionString: admin.url });
  await drop.connect();
  await drop.query(`drop database if exists "${name}" with (force)`);
  await drop.end();
  await admin.stop();
  fs.rmSync(tmp, { recursive: true, force: true });

  const health = results[0]!;
  console.log(`\n${connections} connections, ${seconds} s each, server and load generator on the same ${os.cpus().length} cores\n`);
  console.log(`${'scenario'.padEnd(40)} ${'req/s'.padStart(8)} ${'p99 ms'.padStart(7)}  ${'vs health'.padStart(9)}  status codes`);
  for (const r of results) {
    console.log(
      `${r.title.padEnd(40)} ${r.rps.toFixed(0).padStart(8)} ${r.p99.toFixed(0).padStart(7)}  ${((r.rps / health.rps) * 100).toFixed(0).padStart(8)}%  ${r.codes}`,
    );
  }
  const avail = results[1]!;
  const ok = avail.rps >= 0.4 * health.rps && avail.p99 < 25;
  console.log(
    `\nAvailability: ${((avail.rps / health.rps) * 100).toFixed(0)}% of health's throughput, p99 ${avail.p99} ms — goal ≥ 40% and < 25 ms: ${ok ? 'met' : 'NOT met'}`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
