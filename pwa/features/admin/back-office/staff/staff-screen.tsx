import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Callout, Card, Dialog, Flex, Heading, Skeleton, Text, TextField } from '@radix-ui/themes';
import { NewPassword, type Role } from '#shared/schemas/auth';
import { StaffCreateInput, type StaffAccountView, type StaffPatchInput } from '#shared/schemas/back-office';
import { ApiError } from '../../../../lib/api';
import { fieldAria, FormField } from '../../../../components/form-field';
import { useToast } from '../../../../components/toast';
import { SelectField } from '../../components/select-field';
import { TabHeading } from '../../components/tab-heading';
import { useFailureToast } from '../../hooks/use-failure-toast';
import { backOfficeTitle } from '../back-office-page';
import { ConfirmAction } from '../common/confirm-action';
import { focusFirstError, serverFieldErrors, zodFieldErrors, type FieldErrors } from '../common/form-errors';
import { OfflineNotice, useOnline } from '../common/offline-notice';
import { staffQueryOptions, useAddStaff, useUpdateStaff } from './staff-api';

const ROLE_OPTIONS = [
  { value: 'staff', label: 'Staff: runs the day' },
  { value: 'owner', label: 'Owner: everything, the back office too' },
];
const empty = { username: '', name: '', password: '', role: 'staff' };

/** Staff accounts: who can sign in, with which role; add, reset a password, change the role, deactivate. */
export function StaffScreen() {
  return (
    <section className="admin-bo-section" aria-labelledby="staff-heading">
      <title>{backOfficeTitle('Staff')}</title>
      <TabHeading title="Staff accounts" description="Who can sign in to the dashboard. Owners also open the back office." />
      <Flex direction="column" gap="5">
        <AccountList />
        <AddAccount />
      </Flex>
    </section>
  );
}

function AccountList() {
  const accounts = useQuery(staffQueryOptions());
  const update = useUpdateStaff();
  const online = useOnline();
  const toast = useToast();
  const failed = useFailureToast();
  const [refusal, setRefusal] = useState<string>();

  const change = (a: StaffAccountView, patch: StaffPatchInput, done: string) => {
    setRefusal(undefined);
    update.mutate({ id: a.id, patch }, {
      onSuccess: () => toast({ title: done, description: `${a.name} (${a.username})` }),
      onError: (err) => {
        if (err instanceof ApiError && err.status === 409) setRefusal(err.serverMessage ?? 'The shop needs at least one active owner.');
        else failed(err, { description: 'Could not change the account. Please try again.', serverMessageFor: [400, 404] });
      },
    });
  };

  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby="accounts-heading">
        <Heading as="h3" size="4" id="accounts-heading">Accounts</Heading>
        {accounts.isPending && <Skeleton height="56px" />}
        {accounts.isError && (
          <Callout.Root color="red" role="alert">
            <Callout.Text>Could not load the accounts. <Button variant="ghost" onClick={() => void accounts.refetch()}>Try again</Button></Callout.Text>
          </Callout.Root>
        )}
        {refusal && (
          <Callout.Root color="red" role="alert" data-testid="staff-refusal">
            <Callout.Text>{refusal}</Callout.Text>
          </Callout.Root>
        )}
        <OfflineNotice />
        {accounts.data && (
          <ul className="admin-bo-list">
            {accounts.data.map((a) => (
              <li key={a.id} className="admin-bo-row" data-testid="staff-row" data-inactive={a.active ? undefined : ''}>
                <Flex direction="column" gap="1">
                  <Flex gap="2" align="center" wrap="wrap">
                    <Text size="3" weight="medium">{a.name}</Text>
                    <Badge color={a.role === 'owner' ? 'amber' : 'gray'}>{a.role === 'owner' ? 'Owner' : 'Staff'}</Badge>
                    {!a.active && <Badge color="red">Deactivated</Badge>}
                  </Flex>
                  <Text size="2" color="gray">{a.username}</Text>
                </Flex>
                <Flex gap="2" wrap="wrap">
                  {a.active && (
                    <>
                      <ResetPassword account={a} disabled={!online || update.isPending} onReset={(password) => change(a, { password }, 'Password reset')} />
                      <Button size="3" variant="soft" color="gray" disabled={!online || update.isPending} onClick={() => change(a, { role: a.role === 'owner' ? 'staff' : 'owner' }, 'Role changed')}>
                        {a.role === 'owner' ? 'Make staff' : 'Make owner'}
                      </Button>
                      <ConfirmAction
                        trigger={<Button size="3" variant="soft" color="red" disabled={!online || update.isPending}>Deactivate</Button>}
                        title={`Deactivate ${a.name}?`}
                        description={<>They can no longer sign in. Their sessions end at once, on every device.</>}
                        confirmLabel="Deactivate"
                        onConfirm={() => change(a, { active: false }, 'Account deactivated')}
                      />
                    </>
                  )}
                  {!a.active && (
                    <Button size="3" variant="soft" disabled={!online || update.isPending} onClick={() => change(a, { active: true }, 'Account reactivated')}>Reactivate</Button>
                  )}
                </Flex>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Flex>
  );
}

/** A dialog for a new password; their sessions end when it is saved. */
function ResetPassword({ account, disabled, onReset }: { account: StaffAccountView; disabled: boolean; onReset: (password: string) => void }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const id = `reset-password-${account.id}`;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = NewPassword.safeParse(password);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
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
        <Button size="3" variant="soft" color="gray" disabled={disabled}>Reset password</Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="460px" className="admin-touch">
        <Dialog.Title>Reset {account.name}’s password</Dialog.Title>
        <Dialog.Description size="3" color="gray" mb="4">Their sessions end at once; tell them the new password.</Dialog.Description>
        <form onSubmit={onSubmit} noValidate>
          <FormField id={id} label="New password" size="3" error={error}>
            <TextField.Root size="3" type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} {...fieldAria(id, error)} />
          </FormField>
          <Flex gap="3" mt="4" justify="end" wrap="wrap">
            <Dialog.Close><Button type="button" size="3" variant="soft" color="gray">Close</Button></Dialog.Close>
            <Button type="submit" size="3">Reset password</Button>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

function AddAccount() {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const online = useOnline();
  const add = useAddStaff();
  const toast = useToast();
  const failed = useFailureToast();
  const set = (field: keyof typeof empty, value: string) => setValues((v) => ({ ...v, [field]: value }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = StaffCreateInput.safeParse(values);
    if (!parsed.success) {
      const found = zodFieldErrors(parsed.error);
      setErrors(found);
      focusFirstError('staff', found);
      return;
    }
    setErrors({});
    add.mutate(parsed.data, {
      onSuccess: (a) => {
        toast({ title: 'Account added', description: `${a.name} can sign in as ${a.username}.` });
        setValues(empty);
      },
      onError: (err) => {
        const fields = serverFieldErrors(err) ?? (err instanceof ApiError && err.status === 409 ? { username: err.serverMessage ?? 'That username is taken' } : undefined);
        if (fields) {
          setErrors(fields);
          focusFirstError('staff', fields);
        } else failed(err, { description: 'Could not add the account. Please try again.', serverMessageFor: [400] });
      },
    });
  };

  const text = (name: 'username' | 'name' | 'password', label: string, type?: 'password') => (
    <FormField id={`staff-${name}`} label={label} size="3" error={errors[name]}>
      <TextField.Root size="3" type={type} autoComplete={type ? 'new-password' : 'off'} value={values[name]} onChange={(e) => set(name, e.target.value)} {...fieldAria(`staff-${name}`, errors[name])} />
    </FormField>
  );

  return (
    <Card size="3">
      <form onSubmit={onSubmit} noValidate aria-labelledby="add-staff-heading">
        <Flex direction="column" gap="4">
          <Heading as="h3" size="4" id="add-staff-heading">Add an account</Heading>
          <div className="admin-form-grid">
            {text('name', 'Name')}
            {text('username', 'Username')}
            {text('password', 'Password', 'password')}
            <FormField id="staff-role" label="Role" size="3" error={errors.role}>
              <SelectField id="staff-role" value={values.role} onChange={(v) => set('role', v as Role)} options={ROLE_OPTIONS} error={errors.role} />
            </FormField>
          </div>
          <OfflineNotice />
          <Flex justify="end">
            <Button type="submit" size="3" disabled={!online || add.isPending}>{add.isPending ? 'Saving...' : 'Add account'}</Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}
