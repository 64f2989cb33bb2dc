import Router from '@koa/router';
import type { AppDeps } from '../deps';
import { requireStaff } from '../middleware/require-staff';
import { adminStats } from '../queries/admin-stats';
import { analytics } from '../queries/analytics';

/** Staff-only figures: the stat cards (shared/schemas/admin-stats.ts) and the Analytics tab (analytics.ts). */
export function adminReportRoutes({ db, now }: AppDeps) {
  const router = new Router();
  router.get('/admin/stats', requireStaff(), async function stats(ctx) {
    ctx.body = await adminStats(db, now());
  });
  router.get('/admin/analytics', requireStaff(), async function businessAnalytics(ctx) {
    ctx.body = await analytics(db, now());
  });
  return router;
}
