import { Button, Flex, Text } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '#pwa/components/icons/exclamation-triangle';
import { useOutboxCounts } from '#pwa/offline/outbox-count';
import { useReplayPaused } from '#pwa/offline/replay-state';
import { useT } from '#pwa/i18n/use-t';

/**
 * Where the device's changes stand, in the header of every admin tab (docs/decisions/073-outbox-through-a-bad-day.md):
 * how many still wait to be sent (or to be signed in for), and how many the server refused, with a
 * button that opens the Manage tab's "Needs attention" list.
 */
export function HeaderSyncStatus({ onShowAttention }: { onShowAttention: () => void }) {
  const { toSend, needsAttention } = useOutboxCounts();
  const paused = useReplayPaused();
  const { t } = useT();
  if (toSend === 0 && needsAttention === 0) return null;
  const show = () => {
    onShowAttention();
    requestAnimationFrame(() => document.getElementById('attention-heading')?.scrollIntoView({ block: 'center' }));
  };
  return (
    <Flex align="center" gap="3" wrap="wrap" data-testid="header-sync-status">
      {toSend > 0 && (
        <Text size="2" color="orange" weight="medium" data-testid="header-waiting">
          {t(paused ? 'admin.header.toSendAfterSignIn' : 'admin.header.waiting', { count: toSend })}
        </Text>
      )}
      {needsAttention > 0 && (
        <Button size="2" color="red" variant="soft" onClick={show} data-testid="header-attention">
          <ExclamationTriangleIcon aria-hidden /> {t('admin.header.attention', { count: needsAttention })}
        </Button>
      )}
    </Flex>
  );
}
