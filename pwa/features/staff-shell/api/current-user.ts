import { queryOptions, useQuery } from '@tanstack/react-query';
import { AuthAnswer } from '#shared/schemas/auth';
import { ApiError, getJson } from '#pwa/lib/api';
import { isUnreachable } from '#pwa/offline/outbox-rules';
import { forgetSession, recallSession, rememberSession } from '#pwa/offline/session-memory';
import { settleOwedSignOut } from '#pwa/offline/sign-out-owed';
import { logout } from './logout';

/** The session check's key (its GET path): one place, so login, logout and 401s can update it. */
export const currentUserKey = ['/api/auth/user'] as const;

/** docs/product.md#sign-in and #data-loading: kept valid for 5 minutes, no retry, no refetch on focus. */
export const SESSION_CHECK_MS = 300_000;

/** The check's answer; `confirmedAt` is set when it came from the device (offline), not the server. */
export type CurrentUser = AuthAnswer & { confirmedAt?: number };

/**
 * GET /api/auth/user: the signed-in staff member, or an ApiError (401 when signed out). Each answer
 * is remembered on the device; when the request gets no answer at all (offline, the server down) or
 * a 502/503/504, the staff member the server confirmed less than 12 hours ago is used instead
 * (docs/decisions/037-offline-session.md). After Sign Out without the server, it answers 401 until
 * the owed sign-out has reached the server.
 * A 401 forgets them.
 */
export async function fetchCurrentUser(): Promise<CurrentUser> {
  // Signed out on this device while the server could not be told: the old cookie is not trusted
  // until the server has ended that session (docs/decisions/058-offline-sign-out.md).
  if (!(await settleOwedSignOut(logout))) throw new ApiError(401, 'Signed out on this device', { message: 'Signed out on this device' });
  try {
    const answer = await getJson('/api/auth/user', AuthAnswer);
    rememberSession(answer.user, Date.now());
    return answer;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) forgetSession();
    const saved = isUnreachable(err) ? recallSession(Date.now()) : undefined;
    if (saved) return saved;
    throw err;
  }
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserKey,
    queryFn: fetchCurrentUser,
    // An answer from the device is checked with the server again as soon as the network is back.
    staleTime: (q) => (q.state.data?.confirmedAt === undefined ? SESSION_CHECK_MS : 0),
    gcTime: SESSION_CHECK_MS,
    retry: false,
    refetchOnWindowFocus: false,
    networkMode: 'always', // offline it still runs, so the remembered session can answer
  });

/** Authenticated state equals this check returning data (docs/product.md#sign-in). */
export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
