import Router from '@koa/router';
import type { AppDeps } from '../deps';
import { requireOwner } from '../middleware/require-staff';
import { analytics } from '../queries/analytics';

/** `/api/admin/analytics`, owner only (revenue is the owner's): the Analytics tab's figures (shared/schemas/analytics.ts). */
export function adminAnalyticsRoutes({ db, now }: AppDeps) {
  const router = new Router();
  router.get('/admin/analytics', requireOwner(), async function businessAnalytics(ctx) {
    ctx.body = await analytics(db, now());
  });
  return router;
}
