import Router from '@koa/router';
import { z } from 'zod';
import { OWNER_ONLY, ShopDetails } from '#shared/schemas/back-office';
import { forbidden } from '../errors';
import { requestLang } from '../request-lang';
import type { AppDeps } from '../deps';
import { currentStaff, requireOwner } from '../middleware/require-staff';
import { scheduleChanged } from '../middleware/schedule-changed';
import { validate } from '../middleware/validate';
import { appSettingsRepository } from '../repositories/app-settings';
import { auditLogRepository } from '../repositories/audit-log';
import { loadBookableHours } from '../queries/bookable-hours';
import { keepCardTranslations, loadShopDetails, localiseShopDetails, SHOP_SETTINGS_KEY } from '../queries/shop-details';
import { say } from '../i18n/say';

const ShopQuery = z.object({ view: z.literal('admin', { message: 'view must be admin' }).optional() });

/**
 * `/api/shop`: the shop's details and booking rules (docs/decisions/041-back-office.md). Public read,
 * Home's cards in the request's language (server/request-lang.ts); `?view=admin` (owner): the cards'
 * English and their translations, as the owner edits them. The owner replaces them whole (a card sent
 * without translations keeps its Spanish while its English is unchanged). The booking rules change
 * every day's availability: app_settings' trigger (migration 011) tells every process's schedule cache.
 */
export function shopRoutes({ db, config, now, scheduleCache }: AppDeps) {
  const router = new Router();
  router.get('/shop', validate({ query: ShopQuery }, async (ctx) => {
    if (ctx.input.query.view === 'admin') {
      if (currentStaff(ctx).role !== 'owner') throw forbidden(OWNER_ONLY);
      ctx.body = await loadShopDetails(db, config);
      return;
    }
    ctx.body = localiseShopDetails(await loadShopDetails(db, config), requestLang(ctx));
  }));
  router.get('/shop/bookable-hours', async function bookableHours(ctx) {
    ctx.body = await loadBookableHours(db);
  });
  router.put('/shop', requireOwner(), scheduleChanged(scheduleCache), validate({ body: ShopDetails }, async function putShop(ctx) {
    const actor = currentStaff(ctx);
    let next = ctx.input.body;
    await db.transaction(async (trx) => {
      const before = await loadShopDetails(trx, config);
      next = keepCardTranslations(next, before);
      await appSettingsRepository(trx).put(SHOP_SETTINGS_KEY, next);
      await auditLogRepository(trx).record({
        actor, at: now(), action: 'shop.update', entity: 'shop', entityId: null, summary: say('history.shop.update'), before, after: next,
      });
    });
    ctx.body = next;
  }));
  return router;
}
