import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client, ClientData } from '#shared/schemas/client';
import { sendJson } from '../../../lib/api';

/** POST /api/clients: 201 with the created client; 409 when the email is already taken. */
export function createClient(input: ClientData): Promise<Client> {
  return sendJson('POST', '/api/clients', input, () => import('#shared/schemas/client').then((m) => m.Client));
}

/** After a client is created the clients list is refreshed (docs/product.md#data-loading). */
export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline, fail at once (and say so) instead of waiting silently for the network.
    networkMode: 'always',
    mutationFn: createClient,
    onSuccess: () => queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/clients') }),
  });
}
