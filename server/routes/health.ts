import Router from '@koa/router';
import type { Context } from 'koa';
import type { AppDeps } from '../deps';
import { pendingMigrations } from '../db/migrate';
import { ping } from '../db/connect';
import { unavailable } from '../errors';

/**
 * `/api/health`: 200 only when the database answers (what the README has always promised).
 * `/api/health/live`: the process answers; never touches the database, so a database outage does not
 * make an orchestrator restart every app process.
 * `/api/health/ready`: whether this process should get traffic: the database answers, every migration
 * of this build has run, and the jobs it is configured to run are running (docs/operations.md).
 */
export function healthRoutes({ db, now }: AppDeps) {
  const router = new Router();
  const noStore = (ctx: Context) => ctx.set('Cache-Control', 'no-store');
  router.get('/health', async (ctx) => {
    try {
      await ping(db);
    } catch {
      throw unavailable('Database is not answering');
    }
    noStore(ctx);
    ctx.body = { status: 'ok', database: 'ok', time: now().toISOString() };
  });
  return router;
}

/**
 * `GET /api/health/live` and `/api/health/ready`, mounted ahead of the sessions and the API router
 * (which read the database), so each answers for itself whatever the database does.
 */
export function probeRoutes({ db, jobs, stopping }: Pick<AppDeps, 'db' | 'jobs' | 'stopping'>) {
  const router = new Router({ prefix: '/api' });
  const noStore = (ctx: Context) => ctx.set('Cache-Control', 'no-store');
  router.get('/health/live', (ctx) => {
    noStore(ctx);
    ctx.body = { status: 'alive' };
  });
  router.get('/health/ready', async (ctx) => {
    noStore(ctx);
    if (stopping?.()) {
      // Told to stop: the proxy leaves this process out before it drains (DRAIN_DELAY_MS).
      ctx.status = 503;
      ctx.body = { message: 'This server is stopping.', checks: { process: 'stopping' } };
      return;
    }
    const checks = { database: 'ok', migrations: 'ok', jobs: 'off' };
    try {
      const pending = await pendingMigrations(db);
      if (pending.length) checks.migrations = `pending: ${pending.join(', ')}`;
    } catch {
      checks.database = 'not reachable';
      checks.migrations = 'unknown';
    }
    const ours = jobs?.() ?? [];
    if (ours.length) {
      const stopped = ours.filter((j) => !j.running).map((j) => j.name);
      checks.jobs = stopped.length ? `stopped: ${stopped.join(', ')}` : 'ok';
    }
    noStore(ctx);
    const ready = checks.database === 'ok' && checks.migrations === 'ok' && !checks.jobs.startsWith('stopped');
    ctx.status = ready ? 200 : 503;
    ctx.body = ready ? { status: 'ready', checks } : { message: 'This server is not ready for requests.', checks };
    if (!ready) ctx.set('Retry-After', '5');
  });

  return router;
}
