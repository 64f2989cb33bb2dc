import { useState } from 'react';
import { Flex, SegmentedControl, Skeleton, Text } from '@radix-ui/themes';
import { useContactInbox, type InboxFilter } from '../../api/contact-inbox';
import { LoadProblem } from '../../../../components/load-problem';
import { EmptyState } from '../empty-state';
import { TabHeading } from '../tab-heading';
import { InboxMessageCard } from './inbox-message-card';

/**
 * The Contact inbox (docs/decisions/045-contact-inbox.md): the Contact page's messages, newest first,
 * all or only the unread; each one marked handled or answered by email from its card.
 */
export function InboxTab() {
  const [filter, setFilter] = useState<InboxFilter>('all');
  const inbox = useContactInbox(filter);
  const list = inbox.data?.messages;
  return (
    <section aria-label="Inbox">
      <Flex justify="between" align="start" gap="3" wrap="wrap">
        <TabHeading title="Inbox" description="Messages from the Contact page, newest first" />
        <SegmentedControl.Root size="3" value={filter} onValueChange={(v) => setFilter(v as InboxFilter)} aria-label="Show messages">
          <SegmentedControl.Item value="all">All</SegmentedControl.Item>
          <SegmentedControl.Item value="unread">
            Unread{inbox.data ? ` (${inbox.data.unreadCount})` : ''}
          </SegmentedControl.Item>
        </SegmentedControl.Root>
      </Flex>
      <LoadProblem size="3" what="messages" failure="Failed to fetch messages" query={inbox} />
      {inbox.isPending && <Flex direction="column" gap="3">{[0, 1, 2].map((i) => <Skeleton key={i} height="140px" />)}</Flex>}
      {list && list.length === 0 && (
        <EmptyState title={filter === 'unread' ? 'No unread messages' : 'No messages yet'} hint={filter === 'unread' ? 'Every message has been handled.' : 'Messages sent from the Contact page appear here.'} />
      )}
      {list && list.length > 0 && (
        <ul className="admin-plain-list admin-inbox-list" aria-label="Contact messages">
          {list.map((m) => <InboxMessageCard key={m.id} message={m} />)}
        </ul>
      )}
      {list && list.length >= 200 && <Text as="p" size="2" color="gray" mt="3">Showing the newest 200 messages.</Text>}
    </section>
  );
}
