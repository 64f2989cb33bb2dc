import { Badge, Flex, Text } from '@radix-ui/themes';
import { useT } from '#pwa/i18n/use-t';
import type { TodayItem } from '../../lib/today-items';
import { StatusBadge } from '../status-badge';
import { WaitingBadge } from '../waiting-badge';
import { CancelButton, WithdrawCancelButton } from './cancel-button';

type Props = {
  item: TodayItem;
  cancelDisabled: boolean;
  onCancel: (id: number) => void;
  onUndo?: (item: TodayItem) => void;
  /** The outbox id of this visit's cancellation waiting to sync, never sent: Undo Cancel withdraws it. */
  withdrawId?: string;
  onWithdraw?: (outboxId: string) => void;
};

/**
 * One of today's appointments in one compact line on the tablet (decision 057): the time large in its
 * own column, then who (name, phone and email under it), the barber, service and Walk-in badges, and
 * Cancel. On a phone the badges take a second line. A walk-in still waiting to sync has a Cancel too
 * (undo before sync: nothing reaches the server).
 * A visit whose cancellation waits to sync has Undo Cancel (the cancellation is withdrawn).
 */
export function TodayRow({ item, cancelDisabled, onCancel, onUndo, withdrawId, onWithdraw }: Props) {
  const { t, time } = useT();
  return (
    <li className="admin-today-row" data-testid="today-row" data-pending={item.pending || undefined}>
      <Text className="admin-today-time" weight="bold">
        {time(item.time)}
      </Text>
      <div className="admin-today-who">
        <Text as="div" size="4" weight="bold" className="admin-today-name">
          {item.clientName}
        </Text>
        <Text as="div" size="2" color="gray" className="admin-today-contact">
          <span>{item.clientPhone}</span>
          {item.clientEmail && <span className="admin-break">{item.clientEmail}</span>}
        </Text>
      </div>
      <Flex gap="2" wrap="wrap" align="center" className="admin-today-badges">
        <Badge size="2" color="amber" variant="soft">
          {item.barberName}
        </Badge>
        <Badge size="2" color="gray" variant="surface">
          {item.serviceName}
        </Badge>
        {item.isWalkIn && (
          <Badge size="2" color="violet" variant="soft">
            {t('admin.manage.walkInBadge')}
          </Badge>
        )}
        {item.finished && <StatusBadge status={item.finished} />}
        {item.pending && <WaitingBadge />}
      </Flex>
      <div className="admin-today-action">
        {item.id !== undefined && !item.pending && item.cancellable !== false && (
          <CancelButton clientName={item.clientName} disabled={cancelDisabled} onConfirm={() => onCancel(item.id!)} />
        )}
        {withdrawId !== undefined && onWithdraw && (
          <WithdrawCancelButton clientName={item.clientName} onWithdraw={() => onWithdraw(withdrawId)} />
        )}
        {item.outboxId !== undefined && item.undoable && onUndo && (
          <CancelButton clientName={item.clientName} disabled={false} onConfirm={() => onUndo(item)} />
        )}
      </div>
    </li>
  );
}
