import Router from '@koa/router';
import { ShopDetails } from '#shared/schemas/back-office';
import type { AppDeps } from '../deps';
import { currentStaff, requireOwner } from '../middleware/require-staff';
import { scheduleChanged } from '../middleware/schedule-changed';
import { validate } from '../middleware/validate';
import { appSettingsRepository } from '../repositories/app-settings';
import { auditLogRepository } from '../repositories/audit-log';
import { loadShopDetails, SHOP_SETTINGS_KEY } from '../queries/shop-details';

/**
 * `/api/shop`: the shop's details and booking rules (docs/decisions/041-back-office.md). Public read;
 * the owner replaces them whole. The booking rules change every day's availability: app_settings'
 * trigger (migration 011) tells every process's schedule cache.
 */
export function shopRoutes({ db, config, now, scheduleCache }: AppDeps) {
  const router = new Router();
  router.get('/shop', async (ctx) => {
    ctx.body = await loadShopDetails(db, config);
  });
  router.put('/shop', requireOwner(), scheduleChanged(scheduleCache), validate({ body: ShopDetails }, async function putShop(ctx) {
    const actor = currentStaff(ctx);
    const next = ctx.input.body;
    await db.transaction(async (trx) => {
      const before = await loadShopDetails(trx, config);
      await appSettingsRepository(trx).put(SHOP_SETTINGS_KEY, next);
      await auditLogRepository(trx).record({
        actor, at: now(), action: 'shop.update', entity: 'shop', entityId: null, summary: 'Updated the shop details and booking rules', before, after: next,
      });
    });
    ctx.body = next;
  }));
  return router;
}
