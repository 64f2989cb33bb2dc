import Router from '@koa/router';
import { shopDate } from '#shared/domain/shop-time';
import { BlockedSlotInput } from '#shared/schemas/blocked-slot';
import { IdParams } from '#shared/schemas/common';
import type { AppDeps } from '../deps';
import { blockSlot, removeBlockedSlot } from '../commands/block-slot';
import { currentStaff, requireStaff } from '../middleware/require-staff';
import { validate } from '../middleware/validate';
import { blockedSlotsRepository } from '../repositories/blocked-slots';

/** Staff-only blocked slots (shared/schemas/blocked-slot.ts): current and future list, block, remove. */
export function blockedSlotRoutes({ db, now }: AppDeps) {
  const router = new Router();

  router.get('/blocked-slots', requireStaff(), async function listBlocks(ctx) {
    ctx.body = await blockedSlotsRepository(db).listFrom(shopDate(now()));
  });

  router.get('/blocked-slots/bounds', requireStaff(), async function blockBounds(ctx) {
    ctx.body = await blockedSlotsRepository(db).bounds();
  });

  router.post(
    '/blocked-slots',
    requireStaff(),
    validate({ body: BlockedSlotInput }, async function block(ctx) {
      ctx.status = 201;
      ctx.body = await blockSlot(db, now(), ctx.input.body, currentStaff(ctx));
    }),
  );

  router.delete(
    '/blocked-slots/:id',
    requireStaff(),
    validate({ params: IdParams }, async function unblock(ctx) {
      ctx.body = await removeBlockedSlot(db, now(), ctx.input.params.id, currentStaff(ctx));
    }),
  );
  return router;
}
