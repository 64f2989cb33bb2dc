import Router from '@koa/router';
import type { AppDeps } from '../deps';
import { requireOwner } from '../middleware/require-staff';
import type { MessageHold } from '#shared/schemas/notifications';
import { messageCounts, messagesHeld, releaseMessages } from '../repositories/message-hold';

/**
 * `/api/admin/notifications/…`, owner only: client messages held after a restore
 * (docs/decisions/084-backups.md). GET says whether they are held, how many wait and how many have an
 * unknown outcome (the back office's banner); POST release lets them go.
 */
export function adminNotificationRoutes({ db }: AppDeps) {
  const router = new Router();
  router.get('/admin/notifications/hold', requireOwner(), async function hold(ctx) {
    const [held, counts] = await Promise.all([messagesHeld(db), messageCounts(db)]);
    const body: MessageHold = { held, heldCount: held ? counts.pending : 0, unknownCount: counts.unknown };
    ctx.body = body;
  });
  router.post('/admin/notifications/release', requireOwner(), async function release(ctx) {
    const lifted = await releaseMessages(db);
    ctx.body = { released: lifted !== null, hold: lifted };
  });
  return router;
}
