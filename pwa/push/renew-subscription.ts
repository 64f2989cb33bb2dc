/**
 * The service worker's answer to `pushsubscriptionchange` (docs/decisions/040-push-renewal.md):
 * the browser replaced this device's push subscription, so the server must move the device to the
 * new one or reminders silently stop. Everything it touches is passed in, so it is tested without a
 * browser (renew-subscription.test.ts); pwa/sw-push.ts passes the real ones.
 *
 * Imports types only from the shared schemas: zod stays out of the service worker.
 */
import type { RenewSubscriptionInput } from '#shared/schemas/push';
import { base64UrlToBytes } from './base64url';

export const RENEW_PATH = '/api/push/subscriptions';
export const PUBLIC_KEY_PATH = '/api/push/public-key';

/** What is read from a PushSubscription (a real one satisfies it; tests pass plain objects). */
export type SubscriptionLike = {
  readonly endpoint: string;
  readonly options?: { readonly applicationServerKey: ArrayBuffer | null } | null;
  toJSON(): PushSubscriptionJSON;
};

/** The part of `fetch` used; callers pass `(url, init) => fetch(url, init)` (a detached `fetch` may throw). */
export type FetchLike = (url: string, init: RequestInit) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;

export type RenewDeps = {
  /** `event.oldSubscription`: null when the browser does not say which one it replaced. */
  oldSubscription: SubscriptionLike | null | undefined;
  /** `event.newSubscription`: null when the browser made none (then we subscribe again). */
  newSubscription: SubscriptionLike | null | undefined;
  /** `registration.pushManager.subscribe`. */
  subscribe: (options: { userVisibleOnly: true; applicationServerKey: BufferSource }) => Promise<SubscriptionLike>;
  /** The VAPID key (base64url), when the old subscription does not carry it. */
  fetchPublicKey: () => Promise<string>;
  fetch: FetchLike;
};

export type RenewOutcome = 'renewed' | 'nothing-to-renew';

/**
 * Without an old subscription there is no device on the server to move: nothing is done. Else the
 * new subscription (or, when the browser gave none, a new one made with the old one's key, or the
 * server's key) is sent with the old endpoint: `PUT /api/push/subscriptions`. Rejects when any
 * step fails, a non-2xx answer included, so the browser sees `waitUntil` fail.
 */
export async function renewSubscription(deps: RenewDeps): Promise<RenewOutcome> {
  const old = deps.oldSubscription;
  if (!old) return 'nothing-to-renew';
  let next = deps.newSubscription;
  if (!next) {
    const applicationServerKey = old.options?.applicationServerKey ?? base64UrlToBytes(await deps.fetchPublicKey());
    next = await deps.subscribe({ userVisibleOnly: true, applicationServerKey });
  }
  const json = next.toJSON();
  const body: RenewSubscriptionInput = {
    oldEndpoint: old.endpoint,
    subscription: { endpoint: json.endpoint ?? next.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } },
  };
  const res = await deps.fetch(RENEW_PATH, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`Renewing the push subscription failed (HTTP ${res.status})`);
  return 'renewed';
}

/** `GET /api/push/public-key`: the VAPID key, base64url; rejects on a failed or odd answer. */
export async function fetchPushPublicKey(fetchFn: FetchLike): Promise<string> {
  const res = await fetchFn(PUBLIC_KEY_PATH, { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`Fetching the push public key failed (HTTP ${res.status})`);
  const { publicKey } = (await res.json()) as { publicKey?: unknown };
  if (typeof publicKey !== 'string' || !publicKey) throw new Error('The push public key answer has no key');
  return publicKey;
}
