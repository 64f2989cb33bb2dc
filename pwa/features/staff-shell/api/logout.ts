import { useMutation } from '@tanstack/react-query';
import { apiRequest, ApiError } from '#pwa/lib/api';

/** POST /api/admin/auth/logout. A 401 means the session had already ended: that is signed out too. */
export async function logout(): Promise<void> {
  try {
    await apiRequest('POST', '/api/admin/auth/logout');
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return;
    throw err;
  }
}

/**
 * `networkMode: 'always'`: offline it fails at once (TanStack's default would pause it and send it
 * when the network returns, possibly before or after the outbox: docs/decisions/006b-outbox.md).
 */
export function useLogout() {
  return useMutation({ mutationFn: logout, networkMode: 'always' });
}
