import { z } from 'zod';
import { Role, StaffUser } from '#shared/schemas/auth';
import { OFFLINE_SESSION_MS, STAFF_SESSION_KEY as KEY } from './staff-device';

/**
 * The staff session as last confirmed by the server, kept on the device so the front desk keeps
 * working through an outage (docs/decisions/037-offline-session.md): when the session check gets no answer
 * at all, the dashboard opens for this user if the server confirmed them less than 12 hours ago.
 * A 401 or signing out forgets it. Only who and when: the session itself is the httpOnly cookie.
 */

// A session remembered before roles existed reads as 'staff' (the fewer powers) until the server confirms it.
const Remembered = z.object({ user: StaffUser.extend({ role: Role.catch('staff') }), confirmedAt: z.number() });
export type RememberedSession = z.infer<typeof Remembered>;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
const local = (): Store | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

export function rememberSession(user: StaffUser, now: number, store = local()): void {
  try {
    store?.setItem(KEY, JSON.stringify({ user, confirmedAt: now }));
  } catch {
    /* storage full or blocked: the device just cannot open offline */
  }
}

/**
 * The server just took a staff-only change: the session is confirmed again (without asking). Only
 * refreshes a session already remembered; never makes one up.
 */
export function touchSession(now: number, store = local()): void {
  const saved = recallSession(now, store);
  if (saved) rememberSession(saved.user, now, store);
}

/** The remembered session if it was confirmed less than 12 hours before `now` (and not in the future). */
export function recallSession(now: number, store = local()): RememberedSession | undefined {
  try {
    const parsed = Remembered.safeParse(JSON.parse(store?.getItem(KEY) ?? 'null'));
    if (!parsed.success) return undefined;
    const age = now - parsed.data.confirmedAt;
    return age >= 0 && age < OFFLINE_SESSION_MS ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function forgetSession(store = local()): void {
  try {
    store?.removeItem(KEY);
  } catch {
    /* nothing to forget */
  }
}
