import { useState } from 'react';
import { Flex, SegmentedControl, Skeleton, Text } from '@radix-ui/themes';
import { useContactInbox, type InboxFilter } from '../../api/contact-inbox';
import { LoadProblem } from '#pwa/components/load-problem';
import { EmptyState } from '#pwa/features/staff-shell/components/empty-state';
import { TabHeading } from '#pwa/features/staff-shell/components/tab-heading';
import { InboxMessageCard } from './inbox-message-card';
import { useT } from '#pwa/i18n/use-t';

/**
 * The Contact inbox (docs/decisions/045-contact-inbox.md): the Contact page's messages, newest first,
 * all or only the unread; each one marked handled or answered by email from its card.
 */
export function InboxTab() {
  const [filter, setFilter] = useState<InboxFilter>('all');
  const inbox = useContactInbox(filter);
  const list = inbox.data?.messages;
  const { t } = useT();
  return (
    <section aria-label={t('admin.inbox.heading')}>
      <Flex justify="between" align="start" gap="3" wrap="wrap">
        <TabHeading title={t('admin.inbox.heading')} description={t('admin.inbox.description')} />
        <SegmentedControl.Root
          size="3"
          value={filter}
          onValueChange={(v) => setFilter(v as InboxFilter)}
          aria-label={t('admin.inbox.show')}
        >
          <SegmentedControl.Item value="all">{t('admin.inbox.all')}</SegmentedControl.Item>
          <SegmentedControl.Item value="unread">
            {t('admin.inbox.unread')}
            {inbox.data ? ` (${inbox.data.unreadCount})` : ''}
          </SegmentedControl.Item>
        </SegmentedControl.Root>
      </Flex>
      <LoadProblem size="3" what={t('admin.messages.what')} failure={t('admin.messages.failed')} query={inbox} />
      {inbox.isPending && (
        <Flex direction="column" gap="3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="140px" />
          ))}
        </Flex>
      )}
      {list && list.length === 0 && (
        <EmptyState
          title={filter === 'unread' ? t('admin.inbox.noUnread') : t('admin.messages.none')}
          hint={filter === 'unread' ? t('admin.inbox.noUnreadHint') : t('admin.inbox.noneHint')}
        />
      )}
      {list && list.length > 0 && (
        <ul className="admin-plain-list admin-inbox-list" aria-label={t('admin.inbox.list')}>
          {list.map((m) => (
            <InboxMessageCard key={m.id} message={m} />
          ))}
        </ul>
      )}
      {list && list.length >= 200 && (
        <Text as="p" size="2" color="gray" mt="3">
          {t('admin.inbox.newest200')}
        </Text>
      )}
    </section>
  );
}
