/**
 * Where the server will send push messages. A subscription's endpoint is a URL the browser's push
 * service hands out; the server later POSTs to it. In production only the known push services
 * are accepted, so nobody can make the server send requests to an address of their choosing.
 * Elsewhere the shared schema already limits it to https, or http on a loopback host.
 */
export const PUSH_SERVICE_HOST_SUFFIXES = [
  'fcm.googleapis.com', // Chrome, Edge on Android, Samsung Internet, Opera, Brave
  'push.services.mozilla.com', // Firefox
  'push.apple.com', // Safari (macOS, iOS home-screen apps)
  'notify.windows.com', // Edge on Windows
];

export function endpointAllowed(endpoint: string, production: boolean): boolean {
  const url = new URL(endpoint);
  if (!production) return true;
  if (url.protocol !== 'https:') return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_HOST_SUFFIXES.some((s) => host === s || host.endsWith(`.${s}`));
}
