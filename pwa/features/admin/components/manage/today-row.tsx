import { Badge, Flex, Text } from '@radix-ui/themes';
import { useT } from '../../../../i18n/use-t';
import type { TodayItem } from '../../lib/today-items';
import { WaitingBadge } from '../waiting-badge';
import { CancelButton, WithdrawCancelButton } from './cancel-button';

type Props = {
  item: TodayItem; cancelDisabled: boolean; onCancel: (id: number) => void; onUndo?: (item: TodayItem) => void;
  /** The outbox id of this visit's cancellation waiting to sync, never sent: Undo Cancel withdraws it. */
  withdrawId?: string; onWithdraw?: (outboxId: string) => void;
};

/**
 * One of today's appointments, readable at arm's length: the time first and large, then who and what.
 * A walk-in still waiting to sync has a Cancel too (undo before sync: nothing reaches the server), and
 * a visit whose cancellation waits to sync has Undo Cancel (the cancellation is withdrawn).
 */
export function TodayRow({ item, cancelDisabled, onCancel, onUndo, withdrawId, onWithdraw }: Props) {
  const { t, time } = useT();
  return (
    <li className="admin-today-row" data-testid="today-row" data-pending={item.pending || undefined}>
      <Text className="admin-today-time" weight="bold">{time(item.time)}</Text>
      <Flex direction="column" gap="1" className="admin-today-who">
        <Text size="5" weight="bold">{item.clientName}</Text>
        <Flex gap="3" wrap="wrap">
          <Text size="3" color="gray">{item.clientPhone}</Text>
          {item.clientEmail && <Text size="3" color="gray" className="admin-break">{item.clientEmail}</Text>}
        </Flex>
        <Flex gap="2" wrap="wrap" mt="1">
          <Badge size="2" color="amber" variant="soft">{item.barberName}</Badge>
          <Badge size="2" color="gray" variant="surface">{item.serviceName}</Badge>
          {item.isWalkIn && <Badge size="2" color="violet" variant="soft">{t('admin.manage.walkInBadge')}</Badge>}
          {item.pending && <WaitingBadge />}
        </Flex>
      </Flex>
      {item.id !== undefined && !item.pending && (
        <CancelButton clientName={item.clientName} disabled={cancelDisabled} onConfirm={() => onCancel(item.id!)} />
      )}
      {withdrawId !== undefined && onWithdraw && <WithdrawCancelButton clientName={item.clientName} onWithdraw={() => onWithdraw(withdrawId)} />}
      {item.outboxId !== undefined && item.undoable && onUndo && (
        <CancelButton clientName={item.clientName} disabled={false} onConfirm={() => onUndo(item)} />
      )}
    </li>
  );
}
