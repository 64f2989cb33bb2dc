/**
 * Web-push reminders in the service worker (docs/decisions/007-push.md), imported by pwa/sw.ts:
 * - 'push': shows the notification the server sent ({ title, body, url, tag } as JSON; see
 *   shared/schemas/push.ts `PushPayload`). A message that is not that JSON still shows, as text.
 * - 'notificationclick': focuses an open tab of the app and takes it to the message's page, or
 *   opens one. Only pages of this app are opened.
 * - 'pushsubscriptionchange': the browser replaced this device's subscription; the server moves
 *   the device to the new one (`PUT /api/push/subscriptions` with the old endpoint; see
 *   pwa/push/renew-subscription.ts), subscribing again first when the browser made none.
 */
import { fetchPushPublicKey, renewSubscription } from './push/renew-subscription';

declare const self: ServiceWorkerGlobalScope;

type Shown = { title: string; body: string; url: string; tag?: string; lang?: string };

const FALLBACK: Shown = { title: 'The Gentlemen’s Barbershop', body: '', url: '/' };

function readPayload(data: PushMessageData | null): Shown {
  if (!data) return FALLBACK;
  try {
    const p = data.json() as Partial<Record<keyof Shown, unknown>>;
    return {
      title: typeof p.title === 'string' && p.title ? p.title : FALLBACK.title,
      body: typeof p.body === 'string' ? p.body : '',
      url: typeof p.url === 'string' && p.url.startsWith('/') ? p.url : '/',
      tag: typeof p.tag === 'string' ? p.tag : undefined,
      lang: p.lang === 'es' ? 'es' : 'en',
    };
  } catch {
    return { ...FALLBACK, body: data.text() };
  }
}

self.addEventListener('push', (event) => {
  const p = readPayload(event.data);
  event.waitUntil(
    self.registration.showNotification(p.title, {
      body: p.body,
      tag: p.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      lang: p.lang ?? 'en',
      data: { url: p.url },
    }),
  );
});

async function openApp(path: string): Promise<void> {
  const url = new URL(path, self.location.origin);
  if (url.origin !== self.location.origin) return;
  const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tab = tabs.find((c) => new URL(c.url).origin === url.origin);
  if (tab) {
    const focused = await tab.focus();
    if (new URL(focused.url).href !== url.href) await focused.navigate(url.href).catch(() => null);
    return;
  }
  await self.clients.openWindow(url.href);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data as { url?: unknown } | null)?.url;
  event.waitUntil(openApp(typeof path === 'string' && path.startsWith('/') ? path : '/'));
});

// Functions wrap fetch and pushManager.subscribe: called detached, they may throw 'Illegal invocation'.
self.addEventListener('pushsubscriptionchange', (event) => {
  const fetchFn = (url: string, init: RequestInit) => fetch(url, init);
  event.waitUntil(
    renewSubscription({
      oldSubscription: event.oldSubscription,
      newSubscription: event.newSubscription,
      subscribe: (options) => self.registration.pushManager.subscribe(options),
      fetchPublicKey: () => fetchPushPublicKey(fetchFn),
      fetch: fetchFn,
    }),
  );
});
