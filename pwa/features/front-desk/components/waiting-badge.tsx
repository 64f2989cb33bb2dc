import { Badge } from '@radix-ui/themes';
import { useReplayPaused } from '#pwa/offline/replay-state';
import { useT } from '#pwa/i18n/use-t';

/**
 * A change on this device not yet on the server: 'Waiting to sync', or 'Sign in to send' while the
 * session has ended (the outbox is paused until the next staff sign-in on this device).
 */
export function WaitingBadge({ size = '2' }: { size?: '1' | '2' }) {
  const paused = useReplayPaused();
  const { t } = useT();
  return (
    <Badge size={size} color="orange" variant="outline" data-testid="waiting-badge">
      {paused ? t('admin.common.signInToSend') : t('admin.common.waiting')}
    </Badge>
  );
}
