import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ContactInbox, ContactInboxMessage } from '#shared/schemas/contact';
import { getJson } from '#pwa/lib/api';
import { queryKeys } from '#pwa/lib/query-keys';
import { sendChange } from '../../staff-shell/lib/send';

export type InboxFilter = 'all' | 'unread';

/** GET /api/contact-messages?filter= (staff and owners): newest first, each with its reply thread, and the unread count. */
export function fetchContactInbox(filter: InboxFilter): Promise<ContactInbox> {
  return getJson(`/api/contact-messages?filter=${filter}`, ContactInbox);
}

/**
 * How often the header's count asks again while the dashboard is open. Unlike the rest of the dashboard's
 * data, messages arrive from the public site with nothing done at the desk, so without asking the count
 * would stay at what it was when the dashboard opened (docs/decisions/045-contact-inbox.md).
 */
export const INBOX_REFRESH_MS = 60_000;

/** The inbox list; loaded again each time the tab opens (`staleTime: 0`). */
export function useContactInbox(filter: InboxFilter, opts: { poll?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.contactMessages(filter),
    queryFn: () => fetchContactInbox(filter),
    staleTime: 0,
    refetchInterval: opts.poll ? INBOX_REFRESH_MS : false,
  });
}

/** The header's unread count (undefined until it loads, or if it cannot). */
export function useUnreadCount(): number | undefined {
  return useContactInbox('unread', { poll: true }).data?.unreadCount;
}

function useRefreshInbox() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['/api/contact-messages'] });
}

/** PATCH /api/contact-messages/{id} { handled }: mark handled, or back to unread. */
export function useMarkHandled() {
  const refresh = useRefreshInbox();
  return useMutation({
    networkMode: 'always', // offline it fails at once and says so (the inbox needs the connection)
    mutationFn: ({ id, handled }: { id: number; handled: boolean }) =>
      sendChange('PATCH', `/api/contact-messages/${id}`, { handled }, ContactInboxMessage),
    onSuccess: refresh,
  });
}

/** POST /api/contact-messages/{id}/reply { body }: an email to the sender through the outbox; the message is marked handled. */
export function useReplyToMessage() {
  const refresh = useRefreshInbox();
  return useMutation({
    networkMode: 'always', // offline it fails at once and says so (the inbox needs the connection)
    mutationFn: ({ id, body }: { id: number; body: string }) =>
      sendChange('POST', `/api/contact-messages/${id}/reply`, { body }, ContactInboxMessage),
    onSuccess: refresh,
  });
}
