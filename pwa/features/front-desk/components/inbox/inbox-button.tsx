import { Badge, Button } from '@radix-ui/themes';
import { EnvelopeClosedIcon } from '#pwa/components/icons/envelope-closed';
import { useUnreadCount } from '../../api/contact-inbox';
import { useT } from '#pwa/i18n/use-t';

/** The header's way into the inbox, on every tab, with the number of unread Contact messages. */
export function InboxButton({ onOpen }: { onOpen: () => void }) {
  const unread = useUnreadCount();
  const { t } = useT();
  const label = unread ? t('admin.inbox.buttonUnread', { count: unread }) : t('admin.inbox.button');
  return (
    <Button size="2" variant="soft" onClick={onOpen} aria-label={label} data-testid="inbox-button">
      <EnvelopeClosedIcon aria-hidden /> {t('admin.inbox.button')}
      {unread ? (
        <Badge color="red" variant="solid" radius="full" data-testid="inbox-unread-count">
          {unread}
        </Badge>
      ) : null}
    </Button>
  );
}
