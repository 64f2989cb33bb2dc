import { isServerReachable } from './connection';

/**
 * A sign-out the server has not heard yet (docs/decisions/058-offline-sign-out.md). Sign Out without
 * the server locks the tablet at once (the saved screens and the remembered user are gone), and this
 * mark stays on the device until the server has ended that session too: until then the session
 * check answers "signed out" without asking, the outbox does not replay under the old cookie, and
 * the next sign-in first ends the old session. Only a time: nothing about who.
 */
export const SIGN_OUT_OWED_KEY = 'barbershop.sign-out-owed';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
const local = (): Store | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

export function oweSignOut(now: number, store = local()): void {
  try {
    store?.setItem(SIGN_OUT_OWED_KEY, String(now));
  } catch {
    /* storage blocked: the session check still finds no remembered user offline */
  }
}

export function isSignOutOwed(store = local()): boolean {
  try {
    return store?.getItem(SIGN_OUT_OWED_KEY) != null;
  } catch {
    return false;
  }
}

export function clearOwedSignOut(store = local()): void {
  try {
    store?.removeItem(SIGN_OUT_OWED_KEY);
  } catch {
    /* nothing to clear */
  }
}

let settling: Promise<boolean> | undefined;

/**
 * Sends the owed sign-out (`send`: POST /api/admin/auth/logout, a 401 counting as done) when the
 * server can be reached; answers whether nothing is owed any more. One at a time.
 */
export function settleOwedSignOut(send: () => Promise<void>, store = local()): Promise<boolean> {
  if (!isSignOutOwed(store)) return Promise.resolve(true);
  if (!isServerReachable()) return Promise.resolve(false);
  settling ??= send()
    .then(() => {
      clearOwedSignOut(store);
      return true;
    })
    .catch(() => false)
    .finally(() => {
      settling = undefined;
    });
  return settling;
}
