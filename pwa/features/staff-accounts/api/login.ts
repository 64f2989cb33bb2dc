import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AuthAnswer, type LoginInput } from '#shared/schemas/auth';
import { sendJson } from '#pwa/lib/api';
import { resumeAdminCache } from '#pwa/offline/persist-cache';
import { resumeReplay } from '#pwa/offline/replay';
import { rememberSession } from '#pwa/offline/session-memory';
import { clearOwedSignOut, settleOwedSignOut } from '#pwa/offline/sign-out-owed';
import { logout } from '../../staff-shell/api/logout';
import { currentUserKey } from '../../staff-shell/api/current-user';

/** POST /api/admin/auth/login. */
export function login(input: LoginInput): Promise<AuthAnswer> {
  return sendJson('POST', '/api/admin/auth/login', input, AuthAnswer);
}

/**
 * Signs in; on success the session check's answer is the new user (no second request), the device
 * remembers them (for an outage), earlier answers are refreshed when next shown, and an outbox
 * paused by a 401 resumes.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoginInput) => {
      await settleOwedSignOut(logout); // a sign-out owed from offline ends the old session first (decision 058)
      return login(input);
    },
    networkMode: 'always', // offline it fails at once instead of waiting, paused, for the network
    onSuccess: (answer) => {
      clearOwedSignOut(); // the cookie is the new session now: the old one is never to be ended after it
      rememberSession(answer.user, Date.now());
      resumeAdminCache();
      queryClient.setQueryData(currentUserKey, answer);
      // What was loaded (or refused with a 401) before signing in is fetched again when shown.
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== currentUserKey[0], refetchType: 'none' });
      void resumeReplay();
    },
  });
}
