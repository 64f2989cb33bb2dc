import { useState, type FormEvent } from 'react';
import { Button, Dialog, Flex, TextField } from '@radix-ui/themes';
import { NewPassword } from '#shared/schemas/auth';
import type { StaffAccountView } from '#shared/schemas/staff-accounts';
import { fieldAria, FormField } from '#pwa/components/form-field';
import { useT } from '#pwa/i18n/use-t';

/** A dialog for a new password; their sessions end when it is saved. */
export function ResetPassword({
  account,
  disabled,
  onReset,
}: {
  account: StaffAccountView;
  disabled: boolean;
  onReset: (password: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const { t, known } = useT();
  const id = `reset-password-${account.id}`;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = NewPassword.safeParse(password);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message;
      setError(message === undefined ? undefined : known(message));
      return;
    }
    onReset(parsed.data);
    setOpen(false);
    setPassword('');
    setError(undefined);
  };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button size="3" variant="soft" color="gray" disabled={disabled}>
          {t('office.staff.resetPassword')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="460px" className="admin-touch">
        <Dialog.Title>{t('office.staff.resetTitle', { name: account.name })}</Dialog.Title>
        <Dialog.Description size="3" color="gray" mb="4">
          {t('office.staff.resetBody')}
        </Dialog.Description>
        <form onSubmit={onSubmit} noValidate>
          <FormField id={id} label={t('office.staff.newPassword')} size="3" error={error}>
            <TextField.Root
              size="3"
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              {...fieldAria(id, error)}
            />
          </FormField>
          <Flex gap="3" mt="4" justify="end" wrap="wrap">
            <Dialog.Close>
              <Button type="button" size="3" variant="soft" color="gray">
                {t('office.close')}
              </Button>
            </Dialog.Close>
            <Button type="submit" size="3">
              {t('office.staff.resetPassword')}
            </Button>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
