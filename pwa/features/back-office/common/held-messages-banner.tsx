import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '#pwa/components/icons/exclamation-triangle';
import { InfoCircledIcon } from '#pwa/components/icons/info-circled';
import { z } from 'zod';
import { MessageHold } from '#shared/schemas/notifications';
import { getJson, sendJson } from '#pwa/lib/api';
import { useT } from '#pwa/i18n/use-t';

const holdQuery = () =>
  queryOptions({
    queryKey: ['/api/admin/notifications/hold'] as const,
    queryFn: () => getJson('/api/admin/notifications/hold', MessageHold),
    // Read each time the back office opens: a restore or another device's release changes it.
    staleTime: 0,
  });

const Released = z.object({ released: z.boolean() });

/**
 * Over every back-office screen (docs/decisions/072-production-proof.md): after a restore, client
 * messages are held until the owner releases them (docs/decisions/084-backups.md); the banner says how
 * many wait, and Release lets them go. Messages whose outcome is unknown (their sender stopped while
 * handing them over, docs/decisions/086) are counted too: each client's Messages list shows which.
 * Nothing shows when neither applies, or while the answer is loading or failed.
 */
export function HeldMessagesBanner() {
  const { t } = useT();
  const queryClient = useQueryClient();
  const hold = useQuery(holdQuery());
  const release = useMutation({
    mutationFn: () => sendJson('POST', '/api/admin/notifications/release', undefined, Released),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: holdQuery().queryKey }),
  });
  if (!hold.data) return null;
  const { held, heldCount, unknownCount } = hold.data;
  if (!held && unknownCount === 0) return null;
  return (
    <Flex direction="column" gap="2" mb="3">
      {held && (
        <Callout.Root color="amber" role="status" aria-labelledby="held-messages-text">
          <Callout.Icon>
            <ExclamationTriangleIcon aria-hidden />
          </Callout.Icon>
          <Flex align="center" justify="between" gap="3" wrap="wrap">
            <Callout.Text id="held-messages-text">{t('office.messages.held', { count: heldCount })}</Callout.Text>
            <Button size="2" onClick={() => release.mutate()} loading={release.isPending}>
              {t('office.messages.release')}
            </Button>
          </Flex>
          {release.isError && (
            <Text size="2" color="red" role="alert">
              {t('office.messages.releaseFailed')}
            </Text>
          )}
        </Callout.Root>
      )}
      {unknownCount > 0 && (
        <Callout.Root color="gray" role="status">
          <Callout.Icon>
            <InfoCircledIcon aria-hidden />
          </Callout.Icon>
          <Callout.Text>{t('office.messages.unknown', { count: unknownCount })}</Callout.Text>
        </Callout.Root>
      )}
    </Flex>
  );
}
