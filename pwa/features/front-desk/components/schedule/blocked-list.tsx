import { Card, Flex, Heading, ScrollArea, Skeleton } from '@radix-ui/themes';
import { useToast } from '#pwa/components/toast';
import { useBlockedSlots } from '../../api/get-blocked-slots';
import { useRemoveBlockedSlot } from '../../api/remove-blocked-slot';
import { useFailureToast } from '#pwa/features/staff-shell/hooks/use-failure-toast';
import { EmptyState } from '#pwa/features/staff-shell/components/empty-state';
import { LoadProblem } from '#pwa/components/load-problem';
import { BlockedItem } from './blocked-item';
import { useT } from '#pwa/i18n/use-t';

/** 'Currently Blocked': scrolls inside 16rem, each block with a remove button. */
export function BlockedList() {
  const blocks = useBlockedSlots();
  const remove = useRemoveBlockedSlot();
  const toast = useToast();
  const failed = useFailureToast();
  const { t } = useT();
  const onRemove = (id: number) =>
    remove.mutate(id, {
      onSuccess: () => toast({ title: t('admin.blocked.removed.title'), description: t('admin.blocked.removed.description') }),
      onError: (err) => failed(err, { description: t('admin.blocked.removeFailed') }),
    });

  return (
    <Card size="3">
      <Flex direction="column" gap="3">
        <Heading as="h3" size="4" id="blocked-heading">
          {t('admin.blocked.heading')}
        </Heading>
        <LoadProblem size="3" what={t('admin.blocked.what')} query={blocks} />
        {blocks.isPending && <Skeleton height="120px" />}
        {blocks.isSuccess && blocks.data.length === 0 && <EmptyState title={t('admin.blocked.empty')} />}
        {blocks.isSuccess && blocks.data.length > 0 && (
          <ScrollArea type="auto" scrollbars="vertical" className="admin-blocked-scroll">
            <ul className="admin-plain-list" aria-labelledby="blocked-heading">
              {blocks.data.map((b) => (
                <BlockedItem key={b.id} block={b} disabled={remove.isPending} onRemove={() => onRemove(b.id)} />
              ))}
            </ul>
          </ScrollArea>
        )}
      </Flex>
    </Card>
  );
}
