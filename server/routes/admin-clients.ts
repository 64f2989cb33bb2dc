import Router from '@koa/router';
import { ClientSearchQuery } from '../../shared/schemas/client-history';
import { IdParams } from '../../shared/schemas/common';
import type { AppDeps } from '../deps';
import { sendBulkReminders, sendReminder } from '../commands/send-reminders';
import { currentStaff, requireStaff } from '../middleware/require-staff';
import { validate } from '../middleware/validate';
import { clientDetails, clientsWithHistory } from '../queries/client-history';
import { pushSenderFor } from '../push/sender-for';

/** Staff-only client endpoints (shared/schemas/client-history.ts, reminder.ts). */
export function adminClientRoutes({ db, config, now }: AppDeps) {
  const router = new Router();
  const sender = () => pushSenderFor(db, config); // reminders go by web push (docs/decisions/007-push.md)

  router.get('/clients/with-history', requireStaff(), validate({ query: ClientSearchQuery }, async function listClients(ctx) {
    ctx.body = await clientsWithHistory(db, now(), ctx.input.query.search);
  }));

  router.get('/clients/:id/details', requireStaff(), validate({ params: IdParams }, async function details(ctx) {
    ctx.body = await clientDetails(db, now(), ctx.input.params.id);
  }));

  router.post('/clients/:id/send-reminder', requireStaff(), validate({ params: IdParams }, async function remindOne(ctx) {
    ctx.body = await sendReminder(db, now(), ctx.input.params.id, currentStaff(ctx).id, sender);
  }));

  router.post('/clients/send-bulk-reminders', requireStaff(), async function remindLapsed(ctx) {
    ctx.body = await sendBulkReminders(db, now(), currentStaff(ctx).id, sender);
  });
  return router;
}
