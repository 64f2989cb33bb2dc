import { z } from 'zod';
import { Id } from './common';
import { Email } from './client';

/** Hosts a push endpoint may use over plain http (a local push service in development and tests). */
export const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * A push service URL: https, or http on a loopback host (development and tests only; the server
 * refuses http in production and, there, hosts that are not known push services).
 */
export const PushEndpoint = z
  .string({ message: 'Push endpoint is required' })
  .trim()
  .max(2048, 'Push endpoint is too long')
  .refine((s) => {
    try {
      const u = new URL(s);
      return u.protocol === 'https:' || (u.protocol === 'http:' && LOOPBACK_HOSTS.includes(u.hostname));
    } catch {
      return false;
    }
  }, 'Push endpoint must be an https URL');

const base64url = (label: string, min: number, max: number) =>
  z
    .string({ message: `${label} is required` })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${label} must be base64url`)
    .min(min, `${label} is too short`)
    .max(max, `${label} is too long`);

/** A browser's PushSubscription as `subscription.toJSON()` gives it (expirationTime is ignored). */
export const PushSubscriptionJson = z.object({
  endpoint: PushEndpoint,
  // p256dh: an uncompressed P-256 point (65 bytes → 87 chars); auth: 16 bytes (22 chars).
  keys: z.object({ p256dh: base64url('p256dh', 86, 88), auth: base64url('auth', 22, 24) }),
});
export type PushSubscriptionJson = z.infer<typeof PushSubscriptionJson>;

/**
 * `POST /api/push/subscriptions` body (public, rate-limited). The subscription is tied to the client
 * of `appointmentId` only when that appointment was booked in the last hour, is not cancelled, and
 * its client's email is `clientEmail` (case-insensitive): a stranger cannot subscribe to someone
 * else's reminders. Otherwise 404 `NO_MATCHING_BOOKING`. Answers 201 `SubscribeAnswer`.
 */
export const SubscribeInput = z.object({
  subscription: PushSubscriptionJson,
  appointmentId: Id,
  clientEmail: Email,
});
export type SubscribeInput = z.infer<typeof SubscribeInput>;

export const NO_MATCHING_BOOKING = 'No recent booking matches this appointment and email.';

/** `upcomingReminders`: reminders still to come for the appointment (24 h and 2 h before, if ahead). */
export const SubscribeAnswer = z.object({ subscribed: z.literal(true), upcomingReminders: z.number().int().nonnegative() });
export type SubscribeAnswer = z.infer<typeof SubscribeAnswer>;

/** `DELETE /api/push/subscriptions` body (public): answers 204 whether or not it was known. */
export const UnsubscribeInput = z.object({ endpoint: PushEndpoint });

/**
 * `PUT /api/push/subscriptions` body (public, rate-limited): the service worker's answer to
 * `pushsubscriptionchange`, when the browser replaced its subscription. `oldEndpoint` is the
 * capability: an unguessable URL only that browser knows. The row with that endpoint moves to
 * `subscription` (new endpoint and keys), keeping its client; unknown → 404
 * `NO_MATCHING_SUBSCRIPTION`. Answers 200 `RenewAnswer`.
 */
export const RenewSubscriptionInput = z.object({ oldEndpoint: PushEndpoint, subscription: PushSubscriptionJson });
export type RenewSubscriptionInput = z.infer<typeof RenewSubscriptionInput>;

export const NO_MATCHING_SUBSCRIPTION = 'No reminder subscription matches this device.';

export const RenewAnswer = z.object({ renewed: z.literal(true) });
export type RenewAnswer = z.infer<typeof RenewAnswer>;

/**
 * `POST /api/line/{token}/push` body (public, rate-limited): this device is told by web push when two are
 * ahead and when it is the entry's turn. The token (unguessable, the client's only key) is the proof;
 * answers 201 `LinePushAnswer` (docs/decisions/071-line-push-and-floor-first.md).
 */
export const LinePushInput = z.object({ subscription: PushSubscriptionJson });
export type LinePushInput = z.infer<typeof LinePushInput>;
export const LinePushAnswer = z.object({ subscribed: z.literal(true) });
export type LinePushAnswer = z.infer<typeof LinePushAnswer>;

/** `GET /api/push/public-key`: the VAPID application server key, base64url. */
export const PublicKeyAnswer = z.object({ publicKey: z.string().min(1) });
export type PublicKeyAnswer = z.infer<typeof PublicKeyAnswer>;

/** `GET /api/push/subscriptions?clientId=` (staff only): a client's devices, without their keys. */
export const ClientSubscriptionsQuery = z.object({ clientId: Id });
export const ClientSubscription = z.object({
  id: z.number().int().positive(),
  endpointHost: z.string(),
  userAgent: z.string(),
  createdAt: z.string(),
  lastSuccessAt: z.string().nullable(),
  failureCount: z.number().int().nonnegative(),
});
export type ClientSubscription = z.infer<typeof ClientSubscription>;
export const ClientSubscriptions = z.object({ clientId: z.number().int().positive(), subscriptions: z.array(ClientSubscription) });
export type ClientSubscriptions = z.infer<typeof ClientSubscriptions>;

/** What a push message carries (JSON): the service worker shows `title`/`body` and opens `url` on a tap. */
export const PushPayload = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string().startsWith('/'),
  tag: z.string().optional(),
  /** The language the text is in (the notification's `lang`); English when absent. */
  lang: z.enum(['en', 'es']).optional(),
});
export type PushPayload = z.infer<typeof PushPayload>;
