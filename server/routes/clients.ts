import Router from '@koa/router';
import { ClientCorrection, ClientInput, ClientPatch, EmailParams } from '#shared/schemas/client';
import { ClientSearchQuery, ClientsOnFileQuery } from '#shared/schemas/client-history';
import { IdParams } from '#shared/schemas/common';
import { notFound } from '../errors';
import type { AppDeps } from '../deps';
import { createClient } from '../commands/create-client';
import { correctClient, withCorrectionToken } from '../commands/correct-client';
import { loadLinkKey } from '../notifications/links';
import { clientsOnFile } from '../commands/resolve-client';
import { updateClient } from '../commands/update-client';
import { countDueReminders, sendBulkReminders, sendReminder } from '../commands/send-reminders';
import { PUBLIC_LIMITS, rateLimit } from '../middleware/rate-limit';
import { currentStaff, requireStaff } from '../middleware/require-staff';
import { validate } from '../middleware/validate';
import { clientDetails, clientsWithHistory } from '../queries/client-history';
import { pushSenderFor } from '../push/sender-for';
import { clientsRepository, presentLookup } from '../repositories/clients';
import { clientMessagesRepository } from '../repositories/client-messages';
import { requestLang } from '../request-lang';
import { reminderEveryDays } from '../queries/shop-details';

/**
 * `/api/clients`. Public, for the booking flow and rate-limited per address: look up by email,
 * create. Staff only (shared/schemas/client-history.ts, reminder.ts): the list with history, one
 * client's details, their language (PATCH), their messages (email, SMS, push), and reminders.
 */
export function clientRoutes({ db, config, now }: AppDeps) {
  const router = new Router();
  const limitLookup = rateLimit(db, 'client-lookup', PUBLIC_LIMITS.clientLookup, config.rateLimits);
  const limitCreate = rateLimit(db, 'client-create', PUBLIC_LIMITS.clientCreate, config.rateLimits);
  const sender = () => pushSenderFor(db, config); // reminders go by web push (docs/decisions/007-push.md)
  // … and by email and SMS, owed to the notification job (docs/decisions/042-notifications.md)
  const channels = { sms: config.notify.twilio !== undefined, email: config.notify.smtpUrl !== undefined };
  // One lapsed-client reminder per client every N days, the owner's setting (docs/decisions/056-lapsed-reminders-and-ratings.md)
  const everyDays = () => reminderEveryDays(db, config);

  router.get(
    '/clients/by-email/:email',
    limitLookup,
    validate({ params: EmailParams }, async (ctx) => {
      const client = await clientsRepository(db).findByEmail(ctx.input.params.email);
      if (!client) throw notFound('No client with this email');
      ctx.body = presentLookup(client);
    }),
  );

  router.post(
    '/clients',
    limitCreate,
    validate({ body: ClientInput }, async (ctx) => {
      ctx.status = 201;
      // With a token that lets this browser correct a typo in them (docs/decisions/069-visitor-never-stuck.md).
      ctx.body = withCorrectionToken(await loadLinkKey(db), await createClient(db, now(), ctx.input.body, requestLang(ctx)));
    }),
  );

  router.patch(
    '/clients/:id/correction',
    limitCreate,
    validate({ params: IdParams, body: ClientCorrection }, async function correctOwn(ctx) {
      ctx.body = await correctClient(db, now(), await loadLinkKey(db), ctx.input.params.id, ctx.input.body);
    }),
  );

  router.get(
    '/clients/with-history',
    requireStaff(),
    validate({ query: ClientSearchQuery }, async function listClients(ctx) {
      ctx.body = await clientsWithHistory(db, now(), ctx.input.query.search, await everyDays());
    }),
  );

  // Whose email or phone this is, by the walk-in's own rule: the dialog says so before saving.
  router.get(
    '/clients/on-file',
    requireStaff(),
    validate({ query: ClientsOnFileQuery }, async function onFile(ctx) {
      ctx.body = { clients: await clientsOnFile(db, ctx.input.query) };
    }),
  );

  // The client's language (their messages and manage link; a public booking in the other language
  // changes it too) and the details staff correct (recorded in the History).
  router.patch(
    '/clients/:id',
    requireStaff(),
    validate({ params: IdParams, body: ClientPatch }, async function patchClient(ctx) {
      ctx.body = await updateClient(db, now(), ctx.input.params.id, ctx.input.body, currentStaff(ctx));
    }),
  );

  router.get(
    '/clients/:id/details',
    requireStaff(),
    validate({ params: IdParams }, async function details(ctx) {
      ctx.body = await clientDetails(db, now(), ctx.input.params.id, await everyDays());
    }),
  );

  // Every email, SMS and web push message of the client (docs/decisions/042-notifications.md).
  router.get(
    '/clients/:id/messages',
    requireStaff(),
    validate({ params: IdParams }, async function messages(ctx) {
      const id = ctx.input.params.id;
      if (!(await clientsRepository(db).findById(id))) throw notFound('Client not found');
      ctx.body = { messages: await clientMessagesRepository(db).ofClient(id) };
    }),
  );

  router.post(
    '/clients/:id/send-reminder',
    requireStaff(),
    validate({ params: IdParams }, async function remindOne(ctx) {
      ctx.body = await sendReminder(db, now(), ctx.input.params.id, currentStaff(ctx), sender, channels, await everyDays());
    }),
  );

  // How many the bulk reminders would reach now: the button asks "Send to N clients?" first.
  router.get('/clients/reminders-due', requireStaff(), async function remindersDue(ctx) {
    ctx.body = await countDueReminders(db, now(), await everyDays());
  });

  router.post('/clients/send-bulk-reminders', requireStaff(), async function remindLapsed(ctx) {
    ctx.body = await sendBulkReminders(db, now(), currentStaff(ctx), sender, channels, await everyDays());
  });
  return router;
}
