import type { ReactNode } from 'react';
import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import { useT } from '#pwa/i18n/use-t';

type Props = {
  /** The button that opens the question. */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  color?: 'red' | 'amber';
};

/** Asks before a change that cannot simply be undone (remove a closure, deactivate an account). */
export function ConfirmAction({ trigger, title, description, confirmLabel, cancelLabel, onConfirm, color = 'red' }: Props) {
  const { t } = useT();
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="460px" className="admin-touch">
        <AlertDialog.Title>{title}</AlertDialog.Title>
        <AlertDialog.Description size="3">{description}</AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end" wrap="wrap">
          <AlertDialog.Cancel>
            <Button size="3" variant="soft" color="gray">
              {cancelLabel ?? t('office.keep')}
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button size="3" color={color} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
