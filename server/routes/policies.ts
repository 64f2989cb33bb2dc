import Router from '@koa/router';
import { Policies } from '#shared/schemas/policies';
import { z } from 'zod';
import { OWNER_ONLY } from '#shared/schemas/staff-accounts';
import type { AppDeps } from '../deps';
import { forbidden } from '../errors';
import { currentStaff, requireOwner } from '../middleware/require-staff';
import { validate } from '../middleware/validate';
import { loadPolicies, localisePolicies } from '../queries/policies';
import { updatePolicies } from '../commands/policies';
import { loadShopDetails } from '../queries/shop-details';
import { requestLang } from '../request-lang';

/**
 * `/api/policies`: the shop's Privacy Policy and Terms (docs/decisions/069-visitor-never-stuck.md).
 * Public read in the visitor's language; the owner reads both languages (`?view=admin`) and replaces
 * them (PUT, in the History). A change drops the pre-rendered pages, as a shop change does.
 */
const PoliciesQuery = z.object({ view: z.literal('admin', { message: 'view must be admin' }).optional() });

export function policyRoutes({ db, config, now }: AppDeps) {
  const router = new Router();
  router.get(
    '/policies',
    validate({ query: PoliciesQuery }, async function getPolicies(ctx) {
      if (ctx.input.query.view === 'admin') {
        if (currentStaff(ctx).role !== 'owner') throw forbidden(OWNER_ONLY);
        ctx.body = await loadPolicies(db);
        return;
      }
      const [policies, shop] = await Promise.all([loadPolicies(db), loadShopDetails(db, config)]);
      ctx.body = localisePolicies(policies, requestLang(ctx), shop.name);
    }),
  );
  router.put(
    '/policies',
    requireOwner(),
    validate({ body: Policies }, async function putPolicies(ctx) {
      ctx.body = await updatePolicies(db, currentStaff(ctx), now(), ctx.input.body);
    }),
  );
  return router;
}
