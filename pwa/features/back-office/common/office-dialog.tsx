import type { FormEvent, ReactNode } from 'react';
import { AlertDialog, Button, Callout, Dialog, Flex } from '@radix-ui/themes';
import { useT } from '#pwa/i18n/use-t';
import { OfflineNote } from '../../staff-shell/api/office-api';

/**
 * The scaffold of the back office's dialogs (docs/decisions/063-pwa-rooms.md): the frame with its title, the
 * foot of a form (offline note, failure, Cancel and Save), a whole add/edit form, and the confirmation that
 * retires or deactivates something. Each dialog brings its own fields and what it sends.
 */

/** A failure said in red, as every back-office form says it. */
export function OfficeFailure({ failure, mt }: { failure: string | null | false | undefined; mt?: '3' }) {
  if (!failure) return null;
  return (
    <Callout.Root color="red" size="1" role="alert" mt={mt}>
      <Callout.Text>{failure}</Callout.Text>
    </Callout.Root>
  );
}

/** A dialog over a back-office screen: closes on Escape, outside or Cancel. */
export function OfficeDialog({
  title,
  maxWidth,
  onClose,
  children,
}: {
  title: string;
  maxWidth: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth={maxWidth} className="admin-touch" aria-describedby={undefined}>
        <Dialog.Title size="6">{title}</Dialog.Title>
        {children}
      </Dialog.Content>
    </Dialog.Root>
  );
}

type FooterProps = {
  offline: boolean;
  failure: string | null | false | undefined;
  busy: boolean;
  saveLabel?: string;
  busyLabel?: string;
  cancelLabel?: string;
  /** The failure above the offline note (where a list of appointments in the way stands above both). */
  failureFirst?: boolean;
};

/** The foot of a back-office form: the offline note, the failure, Cancel and the submit button. */
export function OfficeFormFooter({ offline, failure, busy, saveLabel, busyLabel, cancelLabel, failureFirst }: FooterProps) {
  const { t } = useT();
  return (
    <>
      {failureFirst && <OfficeFailure failure={failure} />}
      <OfflineNote offline={offline} />
      {!failureFirst && <OfficeFailure failure={failure} />}
      <Flex gap="3" justify="end" wrap="wrap">
        <Dialog.Close>
          <Button type="button" size="3" variant="soft" color="gray">
            {cancelLabel ?? t('office.cancel')}
          </Button>
        </Dialog.Close>
        <Button type="submit" size="3" disabled={offline || busy}>
          {busy ? (busyLabel ?? t('office.saving')) : (saveLabel ?? t('office.save'))}
        </Button>
      </Flex>
    </>
  );
}

type FormDialogProps = Omit<FooterProps, 'failureFirst'> & {
  title: string;
  maxWidth: string;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  /** Above the form (a barber's photo, saved on its own). */
  before?: ReactNode;
  /** The form's fields. */
  children: ReactNode;
};

/** Add or edit something: the dialog, its form checked by the page (noValidate) and the form's foot. */
export function OfficeFormDialog({ title, maxWidth, onClose, onSubmit, before, children, ...footer }: FormDialogProps) {
  return (
    <OfficeDialog title={title} maxWidth={maxWidth} onClose={onClose}>
      {before}
      <form onSubmit={onSubmit} noValidate>
        <Flex direction="column" gap="4">
          {children}
          <OfficeFormFooter {...footer} />
        </Flex>
      </form>
    </OfficeDialog>
  );
}

type ConfirmProps = {
  title: string;
  body: string;
  maxWidth: string;
  onClose: () => void;
  /** Below the text: the offline note, the failure, appointments in the way. */
  notes?: ReactNode;
  keepLabel: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  disabled: boolean;
  onConfirm: () => void;
};

/** Asks before retiring or deactivating: what it means, Keep, and the red button. */
export function OfficeConfirmDialog({
  title,
  body,
  maxWidth,
  onClose,
  notes,
  keepLabel,
  confirmLabel,
  busyLabel,
  busy,
  disabled,
  onConfirm,
}: ConfirmProps) {
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Content maxWidth={maxWidth} className="admin-touch">
        <AlertDialog.Title>{title}</AlertDialog.Title>
        <AlertDialog.Description size="3">{body}</AlertDialog.Description>
        {notes && (
          <Flex direction="column" gap="3" mt="3">
            {notes}
          </Flex>
        )}
        <Flex gap="3" mt="4" justify="end" wrap="wrap">
          <AlertDialog.Cancel>
            <Button size="3" variant="soft" color="gray">
              {keepLabel}
            </Button>
          </AlertDialog.Cancel>
          <Button size="3" color="red" disabled={disabled} onClick={onConfirm}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
