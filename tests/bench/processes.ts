/**
 * `npm run bench:processes`: throughput of one against two app processes behind the shipped Caddy
 * configuration, in the same run on the same database (docs/decisions/072-production-proof.md). The
 * stack is the production test's (tests/integration/helpers/production-stack.ts): a fresh database on
 * the PostgreSQL server at TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test),
 * `npm run migrate`, processes started as the Dockerfile starts them, Caddy with deploy/Caddyfile.
 *
 * For each of 1 and 2 processes (Caddy restarted with one or both as UPSTREAMS), autocannon at
 * BENCH_CONNECTIONS (default 20) for BENCH_SECONDS (default 8) each: day availability reads, then
 * booking writes (POST /api/appointments with an Idempotency-Key of its own; each a 201 or, once the
 * day's times are taken, a 409 after the same transaction and constraint check). Prints req/s and p99.
 */
import crypto from 'node:crypto';
import autocannon from 'autocannon';
import { connect } from '../../server/db/connect';
import { freePort } from '../../server/db/embedded';
import { shopDate } from '#shared/domain/shop-time';
import { npmRun, startAppProcess, startCaddy, type AppProcess } from '../integration/helpers/production-stack';
import { freshDatabase } from '../integration/helpers/server-databases';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

async function main() {
  const database = await freshDatabase(adminUrl, 'bench');
  const apps: AppProcess[] = [];
  const db = connect(database.url, { max: 2 });
  try {
    await npmRun('migrate', [], { DATABASE_URL: database.url, LOG_LEVEL: 'warn' });
    const env = { DATABASE_URL: database.url, DIST_DIR: '/nonexistent', LOG_LEVEL: 'warn', RATE_LIMITS: 'off' };
    for (let i = 0; i < 2; i++) apps.push(await startAppProcess(env, await freePort()));
    const serviceId: number = (await db('services').where({ name: 'Barba' }).first('id')).id;
    const barbers: number[] = (await db('barbers').where({ active: true }).orderBy('id').pluck('id')) as number[];
    // Open days ahead (Monday to Saturday in the seeded hours), whatever today is.
    const today = shopDate(new Date());
    const days: string[] = [];
    for (let d = 2; days.length < 40 && d < 80; d++) {
      const date = addDays(today, d);
      if (new Date(`${date}T12:00:00Z`).getUTCDay() !== 0) days.push(date);
    }
    const times = Array.from({ length: 20 }, (_, i) => `${String(9 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);

    const rows: string[] = [];
    let n = 0;
    for (const count of [1, 2]) {
      const proxy = await startCaddy(apps.slice(0, count).map((a) => a.port));
      try {
        const run = (title: string, opts: Partial<autocannon.Options>) =>
          autocannon({ url: proxy.base, connections, duration: seconds, title, ...opts });
        // A short warm-up (JIT, pools, the availability cache) that is not counted.
        await autocannon({ url: `${proxy.base}/api/availability/detailed/${serviceId}/${days[0]}`, connections, duration: 2 });
        const reads = await run('availability', {
          requests: [
            { method: 'GET', setupRequest: (r) => ({ ...r, path: `/api/availability/detailed/${serviceId}/${days[n++ % days.length]}` }) },
          ],
        });
        const writes = await run('booking', {
          requests: [
            {
              method: 'POST',
              path: '/api/appointments',
              setupRequest: (r) => {
                n++;
                return {
                  ...r,
                  headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
                  body: JSON.stringify({
                    clientId: null,
                    clientName: 'Bench Client',
                    clientEmail: `bench.${count}.${n}@example.com`,
                    clientPhone: '787-555-0101',
                    barberId: barbers[n % barbers.length],
                    serviceId,
                    appointmentDate: days[Math.floor(n / barbers.length) % days.length],
                    appointmentTime: times[Math.floor(n / (barbers.length * days.length)) % times.length],
                    notes: '',
                    totalPrice: 0,
                    status: 'confirmed',
                    paymentStatus: 'pending',
                  }),
                };
              },
            },
          ],
        });
        for (const [what, r] of [
          ['availability reads', reads],
          ['booking writes', writes],
        ] as const) {
          const failed = r.non2xx - (what === 'booking writes' ? (r.statusCodeStats?.['409']?.count ?? 0) : 0) + r.errors + r.timeouts;
          rows.push(
            `| ${count} | ${what} | ${Math.round(r.requests.average)} | ${r.latency.p99} ms | ${r.requests.total} | ${failed}${what === 'booking writes' ? ` (201: ${r['2xx']}, 409: ${r.statusCodeStats?.['409']?.count ?? 0})` : ''} |`,
          );
        }
      } finally {
        await proxy.stop();
      }
    }
    console.log(
      `\nThrough Caddy (deploy/Caddyfile), ${connections} connections, ${seconds} s each, PostgreSQL server ${new URL(adminUrl).host}:\n`,
    );
    console.log('| processes | requests | req/s | p99 | total | failed |');
    console.log('|---|---|---|---|---|---|');
    for (const r of rows) console.log(r);
  } finally {
    await Promise.all(apps.map((a) => a.stop()));
    await db.destroy();
    await database.drop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
