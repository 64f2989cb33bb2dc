import type { ReactNode } from 'react';
import { Dialog, IconButton } from '@radix-ui/themes';
import { Pencil1Icon } from '#pwa/components/icons/pencil-1';

/**
 * The frame of an appointment's edit dialog (move it, or correct the status of a visit that is history):
 * the pencil icon that opens it, then a title, a description and what the dialog holds.
 */
export function AppointmentDialogFrame({
  open,
  onOpenChange,
  disabled,
  triggerLabel,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  disabled: boolean;
  triggerLabel: string;
  title: ReactNode;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger>
        <IconButton size="3" variant="soft" color="gray" disabled={disabled} aria-label={triggerLabel}>
          <Pencil1Icon width={18} height={18} />
        </IconButton>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="520px" className="admin-touch">
        <Dialog.Title size="6">{title}</Dialog.Title>
        <Dialog.Description size="3" color="gray" mb="4">
          {description}
        </Dialog.Description>
        {children}
      </Dialog.Content>
    </Dialog.Root>
  );
}
