import { Flex, IconButton, Text } from '@radix-ui/themes';
import { Cross2Icon } from '@radix-ui/react-icons';
import type { BlockedSlot } from '#shared/schemas/blocked-slot';
import { formatDay } from '../../lib/format';
import { useT } from '../../../../i18n/use-t';

type Props = { block: BlockedSlot; disabled: boolean; onRemove: () => void };

/** One block: who, which days, which hours, why; and its remove button. */
export function BlockedItem({ block: b, disabled, onRemove }: Props) {
  const { t, known, time, lang } = useT();
  const day = (d: string) => formatDay(d, undefined, lang);
  const days = b.startDate === b.endDate ? day(b.startDate) : `${day(b.startDate)} – ${day(b.endDate)}`;
  const barberName = known(b.barberName);
  const label = `${barberName}, ${days}, ${time(b.startTime)} – ${time(b.endTime)}`;
  return (
    <li className="admin-blocked-item" data-testid="blocked-item">
      <Flex justify="between" align="center" gap="3">
        <Flex direction="column" gap="1">
          <Text size="3" weight="bold">{barberName}</Text>
          <Text size="2">{days} · {time(b.startTime)} – {time(b.endTime)}</Text>
          <Text size="2" color="gray">{b.reason}</Text>
        </Flex>
        <IconButton size="3" variant="soft" color="red" disabled={disabled} onClick={onRemove} aria-label={t('admin.blocked.remove', { label })}>
          <Cross2Icon width={18} height={18} />
        </IconButton>
      </Flex>
    </li>
  );
}
