import { Flex, IconButton, Text } from '@radix-ui/themes';
import { Cross2Icon } from '@radix-ui/react-icons';
import { to12Hour } from '#shared/domain/shop-time';
import type { BlockedSlot } from '#shared/schemas/blocked-slot';
import { formatDay } from '../../lib/format';

type Props = { block: BlockedSlot; disabled: boolean; onRemove: () => void };

/** One block: who, which days, which hours, why; and its remove button. */
export function BlockedItem({ block: b, disabled, onRemove }: Props) {
  const days = b.startDate === b.endDate ? formatDay(b.startDate) : `${formatDay(b.startDate)} – ${formatDay(b.endDate)}`;
  const label = `${b.barberName}, ${days}, ${to12Hour(b.startTime)} – ${to12Hour(b.endTime)}`;
  return (
    <li className="admin-blocked-item" data-testid="blocked-item">
      <Flex justify="between" align="center" gap="3">
        <Flex direction="column" gap="1">
          <Text size="3" weight="bold">{b.barberName}</Text>
          <Text size="2">{days} · {to12Hour(b.startTime)} – {to12Hour(b.endTime)}</Text>
          <Text size="2" color="gray">{b.reason}</Text>
        </Flex>
        <IconButton size="3" variant="soft" color="red" disabled={disabled} onClick={onRemove} aria-label={`Remove blocked slot: ${label}`}>
          <Cross2Icon width={18} height={18} />
        </IconButton>
      </Flex>
    </li>
  );
}
