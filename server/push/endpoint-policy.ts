/**
 * Where the server will send push messages. A subscription's endpoint is a URL the browser's push
 * service hands out; the server later POSTs to it. Only https endpoints of the known push services
 * are accepted (and sent to), so nobody can make the server send requests to an address of their
 * choosing (a loopback service, a cloud metadata address). The one exception is the explicit
 * development switch PUSH_DEV_ENDPOINTS=1 (`npm run dev` and the tests set it; `npm start` never does,
 * and it is refused with NODE_ENV=production): then whatever the shared schema accepted (https, or
 * http on a loopback host: a local push service).
 */
export const PUSH_SERVICE_HOST_SUFFIXES = [
  'fcm.googleapis.com', // Chrome, Edge on Android, Samsung Internet, Opera, Brave
  'push.services.mozilla.com', // Firefox
  'push.apple.com', // Safari (macOS, iOS home-screen apps)
  'notify.windows.com', // Edge on Windows
];

export function endpointAllowed(endpoint: string, { dev }: { dev: boolean }): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (dev) return url.protocol === 'https:' || url.protocol === 'http:';
  if (url.protocol !== 'https:' || url.port !== '' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_HOST_SUFFIXES.some((s) => host === s || host.endsWith(`.${s}`));
}
