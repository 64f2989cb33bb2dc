import { Button, Flex, Text } from '@radix-ui/themes';
import { ResetIcon } from '#pwa/components/icons/reset';
import { useT } from '#pwa/i18n/use-t';
import { UNDO_MS, type Undoable } from './use-undo-list';

/** The last minute's taps, each with Undo and the seconds left (docs/decisions/068-floor-screens.md). */
export function UndoBar({ items, now, onUndo }: { items: Undoable[]; now: number; onUndo: (key: string) => void }) {
  const { t } = useT();
  if (items.length === 0) return null;
  return (
    <div className="floor-undo" role="status" data-testid="floor-undo">
      {items.map((u) => (
        <Flex key={u.key} justify="between" align="center" gap="3">
          <Text size="3">{u.label}</Text>
          <Button size="3" variant="soft" color="gray" onClick={() => onUndo(u.key)} aria-label={t('floor.undo.aria', { what: u.label })}>
            <ResetIcon aria-hidden /> {t('floor.undo.button', { seconds: Math.max(0, Math.ceil((UNDO_MS - (now - u.at)) / 1000)) })}
          </Button>
        </Flex>
      ))}
    </div>
  );
}
