import Router from '@koa/router';
import { z } from 'zod';
import { ManageAvailabilityQuery, ManagePushInput, ManageReschedule, MANAGE_CANCELLED_MESSAGE } from '#shared/schemas/notifications';
import type { SubscribeAnswer } from '#shared/schemas/push';
import type { AppDeps } from '../deps';
import { badRequest, conflict } from '../errors';
import { cancelManaged, findManaged, presentManaged, rescheduleManaged, type ManageSettings } from '../commands/manage-appointment';
import { dueAt } from '../jobs/reminder-rules';
import { appointmentIcs } from '../notifications/ics';
import { loadLinkKey, manageUrl } from '../notifications/links';
import { rateLimit, type Limit } from '../middleware/rate-limit';
import { validate } from '../middleware/validate';
import { endpointAllowed } from '../push/endpoint-policy';
import { dayAvailability } from '../queries/day-availability';
import { loadShopDetails } from '../queries/shop-details';
import { pushSubscriptionsRepository } from '../repositories/push-subscriptions';

/**
 * Per address, like the other public routes (docs/decisions/024-public-rate-limits.md): every manage
 * request counts against `view` (a page load, each day looked at, the .ics); the writes also against `change`.
 */
export const MANAGE_LIMITS = {
  view: { points: 120, durationSec: 10 * 60, message: 'Too many requests from this address. Please try again in a few minutes.' },
  change: { points: 20, durationSec: 10 * 60, message: 'Too many changes from this address. Please try again in a few minutes.' },
} satisfies Record<string, Limit>;

/** The token is checked by its shape in findManaged (a malformed one answers "no longer valid" without a query). */
const TokenParams = z.object({ token: z.string() });

/**
 * `/api/manage/:token`: the client's own appointment through the link in its messages
 * (docs/decisions/042-notifications.md#the-manage-page): see it, the days to move it to, move it,
 * cancel it, its .ics, and push reminders on this device. A wrong token, or one whose appointment has
 * started, gets 404 LINK_INVALID_MESSAGE and nothing else.
 */
export function manageRoutes({ db, config, now, scheduleCache }: AppDeps) {
  const router = new Router();
  const view = rateLimit(db, 'manage-view', MANAGE_LIMITS.view, config.rateLimits);
  const change = rateLimit(db, 'manage-change', MANAGE_LIMITS.change, config.rateLimits);
  const settings = async (): Promise<ManageSettings> => ({
    cutoffHours: config.notify.changeCutoffHours,
    sms: config.notify.twilio !== undefined,
    linkKey: await loadLinkKey(db),
    horizonDays: config.booking.horizonDays,
    config,
  });
  const noStore = (ctx: { set: (k: string, v: string) => void }) => ctx.set('Cache-Control', 'no-store');

  router.get(
    '/manage/:token',
    view,
    validate({ params: TokenParams }, async (ctx) => {
      const at = now();
      const row = await findManaged(db, ctx.input.params.token, at);
      noStore(ctx);
      ctx.body = await presentManaged(db, row, at, await settings());
    }),
  );

  router.get(
    '/manage/:token/availability',
    view,
    validate({ params: TokenParams, query: ManageAvailabilityQuery }, async (ctx) => {
      const at = now();
      const row = await findManaged(db, ctx.input.params.token, at);
      const live = row.status !== 'cancelled' && row.status !== 'completed';
      noStore(ctx);
      ctx.body = await dayAvailability(db, at, { serviceId: row.serviceId, date: ctx.input.query.date }, scheduleCache, {
        ignore: live ? { barberId: row.barberId, startsAt: row.startsAt, endsAt: row.busyUntil } : undefined,
      });
    }),
  );

  router.post(
    '/manage/:token/reschedule',
    view,
    change,
    validate({ params: TokenParams, body: ManageReschedule }, async (ctx) => {
      const at = now();
      const s = await settings();
      const row = await rescheduleManaged(db, ctx.input.params.token, at, ctx.input.body, s);
      ctx.body = await presentManaged(db, row, at, s);
    }),
  );

  router.post(
    '/manage/:token/cancel',
    view,
    change,
    validate({ params: TokenParams }, async (ctx) => {
      const at = now();
      const s = await settings();
      const row = await cancelManaged(db, ctx.input.params.token, at, s);
      ctx.body = await presentManaged(db, row, at, s);
    }),
  );

  router.get(
    '/manage/:token/calendar.ics',
    view,
    validate({ params: TokenParams }, async (ctx) => {
      const at = now();
      const { token } = ctx.input.params;
      const row = await findManaged(db, token, at);
      if (row.status === 'cancelled') throw conflict(`${MANAGE_CANCELLED_MESSAGE} There is nothing to add to a calendar.`);
      const shop = await loadShopDetails(db, config);
      const ics = appointmentIcs({
        appointment: {
          appointmentId: row.id,
          clientFirstName: row.clientFirstName,
          serviceName: row.serviceName,
          barberName: row.barberName,
          date: row.date,
          time: row.time,
          startsAt: row.startsAt.toISOString(),
          endsAt: new Date(row.startsAt.getTime() + row.durationMin * 60_000).toISOString(),
          priceCents: row.priceCents,
          sequence: row.sequence,
        },
        method: 'PUBLISH',
        shop: { name: shop.name, addressLines: shop.addressLines, phone: shop.phone, email: shop.email },
        uidDomain: new URL(config.notify.publicUrl).hostname,
        manageLink: manageUrl(config.notify.publicUrl, token, row.clientLang),
        attendeeEmail: row.clientEmail,
        now: at,
        lang: row.clientLang,
      });
      noStore(ctx);
      ctx.set('Content-Type', 'text/calendar; charset=utf-8');
      ctx.set('Content-Disposition', `attachment; filename="appointment-${row.date}.ics"`);
      ctx.body = ics;
    }),
  );

  // The link proves its holder reads the client's email: the device gets every reminder of the client (docs/decisions/038-push-binding.md).
  router.post(
    '/manage/:token/push',
    view,
    change,
    validate({ params: TokenParams, body: ManagePushInput }, async (ctx) => {
      const at = now();
      const row = await findManaged(db, ctx.input.params.token, at);
      const { subscription } = ctx.input.body;
      if (!endpointAllowed(subscription.endpoint, { dev: config.push.devEndpoints })) {
        throw badRequest('This browser’s push service is not supported for reminders.', {
          fields: { 'subscription.endpoint': 'Unsupported push service' },
        });
      }
      if (row.status === 'cancelled') throw conflict(`${MANAGE_CANCELLED_MESSAGE} There is nothing to remind you of.`);
      await pushSubscriptionsRepository(db).bindToClient(row.clientId, subscription, ctx.get('user-agent').slice(0, 300), at);
      const upcoming = (['24h', '2h'] as const).filter((k) => dueAt(k, row.startsAt).getTime() > at.getTime()).length;
      ctx.status = 201;
      ctx.body = { subscribed: true, upcomingReminders: upcoming } satisfies SubscribeAnswer;
    }),
  );
  return router;
}
