import { AlertDialog, Button, Flex, IconButton, Text } from '@radix-ui/themes';
import { Cross2Icon } from '#pwa/components/icons/cross-2';
import type { BlockedSlot } from '#shared/schemas/blocked-slot';
import { formatDay } from '#pwa/features/staff-shell/lib/format';
import { useT } from '#pwa/i18n/use-t';

type Props = { block: BlockedSlot; disabled: boolean; onRemove: () => void };

/** One block: who, which days, which hours, why; and its remove button, which asks first (one tap must not free the time). */
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
          <Text size="3" weight="bold">
            {barberName}
          </Text>
          <Text size="2">
            {days} · {time(b.startTime)} – {time(b.endTime)}
          </Text>
          <Text size="2" color="gray">
            {b.reason}
          </Text>
        </Flex>
        <AlertDialog.Root>
          <AlertDialog.Trigger>
            <IconButton size="3" variant="soft" color="red" disabled={disabled} aria-label={t('admin.blocked.remove', { label })}>
              <Cross2Icon width={18} height={18} />
            </IconButton>
          </AlertDialog.Trigger>
          <AlertDialog.Content maxWidth="460px" className="admin-touch">
            <AlertDialog.Title>{t('admin.blocked.confirm.title')}</AlertDialog.Title>
            <AlertDialog.Description size="3">
              {t('admin.blocked.confirm.description', { label, reason: b.reason })}
            </AlertDialog.Description>
            <Flex gap="3" mt="5" justify="end" wrap="wrap">
              <AlertDialog.Cancel>
                <Button size="3" variant="soft" color="gray">
                  {t('admin.blocked.confirm.keep')}
                </Button>
              </AlertDialog.Cancel>
              <AlertDialog.Action>
                <Button size="3" color="red" onClick={onRemove}>
                  {t('admin.blocked.confirm.remove')}
                </Button>
              </AlertDialog.Action>
            </Flex>
          </AlertDialog.Content>
        </AlertDialog.Root>
      </Flex>
    </li>
  );
}
