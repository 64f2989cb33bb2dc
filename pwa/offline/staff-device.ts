/**
 * Where the staff session is remembered on the device (session-memory.ts reads and writes it), and
 * the two facts the app's start needs without loading zod: whether staff use this device, and for how
 * long a remembered session opens the dashboard offline (docs/decisions/037-offline-session.md).
 */
export const OFFLINE_SESSION_MS = 12 * 60 * 60 * 1000;
export const STAFF_SESSION_KEY = 'barbershop.staff-session';

type Store = Pick<Storage, 'getItem'>;
const local = (): Store | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

/**
 * Whether staff have used this device since it last signed out (a remembered session, however
 * old): only then can the outbox hold changes, so visitors' devices never load the replay.
 */
export function isStaffDevice(store = local()): boolean {
  try {
    return store?.getItem(STAFF_SESSION_KEY) != null;
  } catch {
    return false;
  }
}
