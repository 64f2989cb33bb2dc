import Router from '@koa/router';
import type { AppDeps } from '../deps';
import { currentStaff, requireStaff } from '../middleware/require-staff';
import { adminStats } from '../queries/admin-stats';

/** `/api/admin/stats`, staff only: the dashboard's stat cards (shared/schemas/admin-stats.ts); revenue for the owner only. */
export function adminStatsRoutes({ db, now }: AppDeps) {
  const router = new Router();
  router.get('/admin/stats', requireStaff(), async function stats(ctx) {
    const stats = await adminStats(db, now());
    // Staff do not see revenue (docs/decisions/041-back-office.md): only the owner gets the figure.
    ctx.body = currentStaff(ctx).role === 'owner' ? stats : { ...stats, todayRevenue: null };
  });
  return router;
}
