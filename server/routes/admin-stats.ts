import Router from '@koa/router';
import type { AppDeps } from '../deps';
import { requireStaff } from '../middleware/require-staff';
import { adminStats } from '../queries/admin-stats';

/** `/api/admin/stats`, staff only: the dashboard's stat cards (shared/schemas/admin-stats.ts). */
export function adminStatsRoutes({ db, now }: AppDeps) {
  const router = new Router();
  router.get('/admin/stats', requireStaff(), async function stats(ctx) {
    ctx.body = await adminStats(db, now());
  });
  return router;
}
