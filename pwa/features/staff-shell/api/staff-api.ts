import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { StaffAccountView, type StaffCreateInput, type StaffPatchInput } from '#shared/schemas/staff-accounts';
import { getJson, sendJson } from '#pwa/lib/api';
import { queryKeys } from '#pwa/lib/query-keys';

/** `GET /api/admin/staff`: every account, deactivated ones too. */
export const staffQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.staffAccounts(), queryFn: () => getJson('/api/admin/staff', z.array(StaffAccountView)) });

/** `POST /api/admin/staff` → 201 (409: the username is taken). */
export function useAddStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StaffCreateInput) => sendJson('POST', '/api/admin/staff', input, StaffAccountView),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.staffAccounts() }),
  });
}

/** `PATCH /api/admin/staff/{id}`: role, password reset, deactivate/reactivate (409: the last active owner). */
export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: StaffPatchInput }) =>
      sendJson('PATCH', `/api/admin/staff/${id}`, patch, StaffAccountView),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.staffAccounts() }),
  });
}
