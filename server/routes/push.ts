import Router from '@koa/router';
import {
  ClientSubscriptionsQuery,
  NO_MATCHING_BOOKING,
  NO_MATCHING_SUBSCRIPTION,
  RenewSubscriptionInput,
  SubscribeInput,
  UnsubscribeInput,
  type RenewAnswer,
  type SubscribeAnswer,
} from '#shared/schemas/push';
import { badRequest, notFound } from '../errors';
import { rateLimit, type Limit } from '../middleware/rate-limit';
import { requireStaff } from '../middleware/require-staff';
import { validate } from '../middleware/validate';
import type { AppDeps } from '../deps';
import { endpointAllowed } from '../push/endpoint-policy';
import { vapidKeys } from '../push/vapid';
import { dueAt } from '../jobs/reminder-rules';
import { clientsRepository } from '../repositories/clients';
import { presentSubscription, pushSubscriptionsRepository } from '../repositories/push-subscriptions';

/** A subscription binds only to an appointment booked this recently (the success screen's moment). */
export const SUBSCRIBE_WINDOW_MS = 60 * 60_000;

/** Per address, as the booking endpoints (docs/decisions/007-push.md). */
export const PUSH_LIMITS = {
  subscribe: {
    points: 20,
    durationSec: 10 * 60,
    message: 'Too many reminder sign-ups from this address. Please try again in a few minutes.',
  },
  unsubscribe: { points: 30, durationSec: 10 * 60, message: 'Too many requests from this address. Please try again in a few minutes.' },
  renew: { points: 20, durationSec: 10 * 60, message: 'Too many requests from this address. Please try again in a few minutes.' },
} satisfies Record<string, Limit>;

/**
 * Web push: the public key, opting in from the booking success screen (bound to that booking's
 * reminders only: docs/decisions/038-push-binding.md), renewing (the service worker moves a device to the subscription its browser replaced it
 * with, proving it by the old endpoint), opting out by endpoint, and a staff view of a client's devices.
 */
export function pushRoutes({ db, config, now }: AppDeps) {
  const router = new Router();
  const dev = config.push.devEndpoints;
  const repo = pushSubscriptionsRepository(db);

  router.get('/push/public-key', async (ctx) => {
    ctx.body = { publicKey: (await vapidKeys(db, config.push)).publicKey };
  });

  const refuseUnsupportedEndpoint = (endpoint: string) => {
    if (!endpointAllowed(endpoint, { dev })) {
      throw badRequest('This browser’s push service is not supported for reminders.', {
        fields: { 'subscription.endpoint': 'Unsupported push service' },
      });
    }
  };

  router.post(
    '/push/subscriptions',
    rateLimit(db, 'push-subscribe', PUSH_LIMITS.subscribe, config.rateLimits),
    validate({ body: SubscribeInput }, async (ctx) => {
      const { subscription, appointmentId, clientEmail } = ctx.input.body;
      refuseUnsupportedEndpoint(subscription.endpoint);
      const at = now();
      const booking = await repo.findRecentBooking(appointmentId, clientEmail, new Date(at.getTime() - SUBSCRIBE_WINDOW_MS));
      if (!booking) throw notFound(NO_MATCHING_BOOKING);
      await repo.bindToAppointment(appointmentId, booking.clientId, subscription, ctx.get('user-agent').slice(0, 300), at);
      const upcoming = (['24h', '2h'] as const).filter((k) => dueAt(k, booking.startsAt).getTime() > at.getTime()).length;
      ctx.status = 201;
      ctx.body = { subscribed: true, upcomingReminders: upcoming } satisfies SubscribeAnswer;
    }),
  );

  // The browser replaced its subscription (pushsubscriptionchange in pwa/sw-push.ts). Only that
  // browser knows the old endpoint, so knowing it is the right to move that device's row.
  router.put(
    '/push/subscriptions',
    rateLimit(db, 'push-renew', PUSH_LIMITS.renew, config.rateLimits),
    validate({ body: RenewSubscriptionInput }, async (ctx) => {
      const { oldEndpoint, subscription } = ctx.input.body;
      refuseUnsupportedEndpoint(subscription.endpoint);
      if (!(await repo.renew(oldEndpoint, subscription))) throw notFound(NO_MATCHING_SUBSCRIPTION);
      ctx.body = { renewed: true } satisfies RenewAnswer;
    }),
  );

  router.delete(
    '/push/subscriptions',
    rateLimit(db, 'push-unsubscribe', PUSH_LIMITS.unsubscribe, config.rateLimits),
    validate({ body: UnsubscribeInput }, async (ctx) => {
      await repo.deleteByEndpoint(ctx.input.body.endpoint);
      ctx.status = 204;
    }),
  );

  router.get(
    '/push/subscriptions',
    requireStaff(),
    validate({ query: ClientSubscriptionsQuery }, async (ctx) => {
      const { clientId } = ctx.input.query;
      if (!(await clientsRepository(db).findById(clientId))) throw notFound('No such client');
      ctx.body = { clientId, subscriptions: (await repo.listForClient(clientId)).map(presentSubscription) };
    }),
  );
  return router;
}
