import Router from '@koa/router';
import type { AppDeps } from '../deps';
import { unavailable } from '../errors';

/** Answers 200 only when the database answers. */
export function healthRoutes({ db, now }: AppDeps) {
  const router = new Router();
  router.get('/health', async (ctx) => {
    try {
      await db.raw('select 1');
    } catch {
      throw unavailable('Database is not answering');
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok', database: 'ok', time: now().toISOString() };
  });
  return router;
}
