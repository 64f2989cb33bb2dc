import Router from '@koa/router';
import { z } from 'zod';
import { OWNER_ONLY } from '#shared/schemas/staff-accounts';
import { ShopDetails } from '#shared/schemas/shop-details';
import { forbidden } from '../errors';
import { requestLang } from '../request-lang';
import type { AppDeps } from '../deps';
import { currentStaff, requireOwner } from '../middleware/require-staff';
import { validate } from '../middleware/validate';
import { updateShopDetails } from '../commands/shop-details';
import { loadBookableHours } from '../queries/bookable-hours';
import { loadShopDetails } from '../queries/shop-details';
import { localiseShopDetails } from '#shared/i18n/localise';

const ShopQuery = z.object({ view: z.literal('admin', { message: 'view must be admin' }).optional() });

/**
 * `/api/shop`: the shop's details and booking rules (docs/decisions/041-back-office.md). Public read,
 * Home's cards in the request's language (server/request-lang.ts); `?view=admin` (owner): the cards'
 * English and their translations, as the owner edits them. The owner replaces them whole (a card sent
 * without translations keeps its Spanish while its English is unchanged). The booking rules change
 * every day's availability: app_settings' trigger (migration 011) tells every process's schedule cache.
 */
export function shopRoutes({ db, config, now }: AppDeps) {
  const router = new Router();
  router.get(
    '/shop',
    validate({ query: ShopQuery }, async (ctx) => {
      if (ctx.input.query.view === 'admin') {
        if (currentStaff(ctx).role !== 'owner') throw forbidden(OWNER_ONLY);
        ctx.body = await loadShopDetails(db, config);
        return;
      }
      ctx.body = localiseShopDetails(await loadShopDetails(db, config), requestLang(ctx));
    }),
  );
  router.get('/shop/bookable-hours', async function bookableHours(ctx) {
    ctx.body = await loadBookableHours(db);
  });
  router.put(
    '/shop',
    requireOwner(),
    validate({ body: ShopDetails }, async function putShop(ctx) {
      ctx.body = await updateShopDetails(db, config, now(), currentStaff(ctx), ctx.input.body);
    }),
  );
  return router;
}
