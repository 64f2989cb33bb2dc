import { Badge, Button } from '@radix-ui/themes';
import { EnvelopeClosedIcon } from '@radix-ui/react-icons';
import { useUnreadCount } from '../../api/contact-inbox';

/** The header's way into the inbox, on every tab, with the number of unread Contact messages. */
export function InboxButton({ onOpen }: { onOpen: () => void }) {
  const unread = useUnreadCount();
  const label = unread ? `Inbox, ${unread} unread` : 'Inbox';
  return (
    <Button size="2" variant="soft" onClick={onOpen} aria-label={label} data-testid="inbox-button">
      <EnvelopeClosedIcon aria-hidden /> Inbox
      {unread ? <Badge color="red" variant="solid" radius="full" data-testid="inbox-unread-count">{unread}</Badge> : null}
    </Button>
  );
}
