import { useSyncExternalStore } from 'react';

/**
 * Where the device stands with the shop's server (docs/decisions/073-outbox-through-a-bad-day.md), for the offline
 * banner, the outbox and the admin screens:
 * - 'offline': the browser says it has no network (navigator.onLine, online/offline events);
 * - 'server-down': the browser is online but the server does not answer: a request got no answer
 *   at all or a 502/503/504, and a probe of GET /api/health confirmed it;
 * - 'online': otherwise.
 *
 * While the server is down, /api/health is probed with a capped back-off (1 s, 2 s, then every 3 s),
 * at once on the browser's 'online' event and when the tab becomes visible; the first answer marks
 * the server back and tells the listeners (the outbox replays at once). A 503 the server answers
 * for one request (busy database, payments not configured) is not "down": the probe answers 200.
 */
export type Connection = 'online' | 'offline' | 'server-down';

/** The probe's waits while the server is down: capped, so replay starts within ~3 s of its return. */
export const PROBE_DELAYS_MS = [1000, 2000, 3000] as const;
/** A probe that has not answered in this long counts as no answer. */
export const PROBE_TIMEOUT_MS = 4000;
const HEALTH_URL = '/api/health';

/** Statuses that mean "the server is not there" (a proxy's or the server's own), not "the server said no". */
export const UNREACHABLE_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/** The wait before probe number `n` (0-based) while the server is down. */
export const probeDelay = (n: number): number => PROBE_DELAYS_MS[Math.min(n, PROBE_DELAYS_MS.length - 1)]!;

let serverDown = false;
let probing = false;
let probeTimer: ReturnType<typeof setTimeout> | undefined;
let probeCount = 0;
let wired = false;
const listeners = new Set<() => void>();
const backListeners = new Set<() => void>();

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

export function getConnection(): Connection {
  if (!browserOnline()) return 'offline';
  return serverDown ? 'server-down' : 'online';
}

/** Whether requests can reach the server now, as far as the device knows. */
export const isServerReachable = (): boolean => getConnection() === 'online';

function notify() {
  for (const l of listeners) l();
}

function setServerDown(down: boolean) {
  if (serverDown === down) return;
  serverDown = down;
  notify();
  if (!down) for (const l of backListeners) l();
}

/** Called when the server answers again (after being down) or the browser comes back online. */
export function onServerBack(listener: () => void): () => void {
  wire();
  backListeners.add(listener);
  return () => {
    backListeners.delete(listener);
  };
}

async function probeOnce(): Promise<boolean> {
  const controller = typeof AbortController === 'undefined' ? undefined : new AbortController();
  const timer = setTimeout(() => controller?.abort(), PROBE_TIMEOUT_MS);
  try {
    const res = await fetch(HEALTH_URL, { cache: 'no-store', credentials: 'omit', signal: controller?.signal });
    return !UNREACHABLE_STATUSES.has(res.status);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Asks /api/health now; while it gets no answer, asks again after the capped back-off. */
async function probe(): Promise<void> {
  clearTimeout(probeTimer);
  if (probing || !browserOnline()) return;
  probing = true;
  let up: boolean;
  try {
    up = await probeOnce();
  } finally {
    probing = false;
  }
  if (up) {
    probeCount = 0;
    setServerDown(false);
    return;
  }
  setServerDown(true);
  if (!browserOnline()) return; // the 'online' event probes again
  probeTimer = setTimeout(() => void probe(), probeDelay(probeCount++));
}

/**
 * A request got no answer at all, or a 502/503/504: check with a probe (a 503 for one request may
 * be the server saying "busy"), and while the server stays down, keep probing.
 */
export function reportNoAnswer(): void {
  wire();
  if (!browserOnline() || probing) return;
  if (!serverDown) probeCount = 0;
  void probe();
}

function wire() {
  if (wired || typeof window === 'undefined') return;
  wired = true;
  window.addEventListener('online', () => {
    notify();
    probeCount = 0;
    if (serverDown) void probe();
    else for (const l of backListeners) l();
  });
  window.addEventListener('offline', () => {
    clearTimeout(probeTimer);
    notify();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible') return;
    if (serverDown) {
      probeCount = 0;
      void probe();
    }
  });
}

function subscribe(listener: () => void): () => void {
  wire();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The connection, live: for the offline banner and the admin screens. */
export function useConnection(): Connection {
  return useSyncExternalStore(subscribe, getConnection, () => 'online' as const);
}

/** Tests only: back to a fresh start. */
export function resetConnectionForTests(): void {
  serverDown = false;
  probing = false;
  probeCount = 0;
  clearTimeout(probeTimer);
}
