import type { PushSubscriptionJson } from '#shared/schemas/push';
import { base64UrlToBytes } from './base64url';

/** The service worker may still be installing on a first visit; it is never there in `vite dev`. */
const READY_TIMEOUT_MS = 10_000;

function withTimeout<T>(p: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(message)), ms);
    p.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  !!a && a.byteLength === b.byteLength && new Uint8Array(a).every((v, i) => v === b[i]);

/**
 * This device's push subscription for the shop's VAPID key: the existing one when it was made with
 * that key, else a new one (an old one made with another key is dropped first, or subscribe fails).
 */
export async function subscribeThisDevice(publicKey: string): Promise<PushSubscriptionJson> {
  const registration = await withTimeout(
    navigator.serviceWorker.ready,
    READY_TIMEOUT_MS,
    'The app is still installing. Please try again in a moment.',
  );
  const key = base64UrlToBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const json = subscription.toJSON();
  return { endpoint: json.endpoint ?? subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
}
