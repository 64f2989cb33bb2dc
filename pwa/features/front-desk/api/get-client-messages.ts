import { queryOptions, useQuery } from '@tanstack/react-query';
import { ClientMessages } from '#shared/schemas/notifications';
import { getJson } from '#pwa/lib/api';
import { queryKeys } from '#pwa/lib/query-keys';

/** GET /api/clients/{id}/messages (staff only): every email, SMS and push message, newest first. */
export function fetchClientMessages(id: number): Promise<ClientMessages> {
  return getJson(`/api/clients/${id}/messages`, ClientMessages);
}

export const clientMessagesQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.clientMessages(id), queryFn: () => fetchClientMessages(id) });

/**
 * Loads only while the details dialog is open, and again each time it opens: unlike the rest of the
 * dashboard's data, messages change without anything done on this device (the notification job sends
 * them; another desk's change owes new ones), so a cached list would soon be wrong.
 */
export function useClientMessages(id: number, enabled: boolean) {
  return useQuery({ ...clientMessagesQueryOptions(id), enabled, staleTime: 0 });
}
