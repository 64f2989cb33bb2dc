import { useMutation } from '@tanstack/react-query';
import type { PasswordChangeInput } from '#shared/schemas/staff-accounts';
import { apiRequest } from '#pwa/lib/api';

/** `POST /api/admin/auth/password` → 204; the caller's other sessions end, this one stays. */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (input: PasswordChangeInput) => void (await apiRequest('POST', '/api/admin/auth/password', input)),
  });
}
