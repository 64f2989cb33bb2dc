import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientData, CreatedClient } from '#shared/schemas/client';
import { schema, sendJson } from '#pwa/lib/api';

/** POST /api/clients: 201 with the created client and its correction token; 409 when the email is already taken. */
export function createClient(input: ClientData): Promise<CreatedClient> {
  return sendJson('POST', '/api/clients', input, schema('client', 'CreatedClient'));
}

/** PATCH /api/clients/:id/correction: the client this visit made corrects a typo (docs/decisions/069-visitor-never-stuck.md). */
export function correctClient({ id, token, data }: { id: number; token: string; data: ClientData }): Promise<CreatedClient> {
  return sendJson(
    'PATCH',
    `/api/clients/${id}/correction`,
    { ...data, token },
    schema('client', 'Client', (Client) => Client.transform((c) => ({ ...c, correctionToken: token }))),
  );
}

/** After a client is created or corrected the clients list is refreshed (docs/product.md#data-loading). */
export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline, fail at once (and say so) instead of waiting silently for the network.
    networkMode: 'always',
    mutationFn: (req: { data: ClientData; correct?: { id: number; token: string } }) =>
      req.correct ? correctClient({ ...req.correct, data: req.data }) : createClient(req.data),
    onSuccess: () => queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/clients') }),
  });
}
