import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Callout, Card, Flex, Heading, Skeleton, Text, TextField } from '@radix-ui/themes';
import type { Role } from '#shared/schemas/auth';
import { StaffCreateInput, type StaffAccountView, type StaffPatchInput } from '#shared/schemas/staff-accounts';
import { ApiError } from '#pwa/lib/api';
import { fieldAria, FormField } from '#pwa/components/form-field';
import { useToast } from '#pwa/components/toast';
import { useT, type I18nValue } from '#pwa/i18n/use-t';
import { SelectField } from '../../staff-shell/components/select-field';
import { TabHeading } from '../../staff-shell/components/tab-heading';
import { useFailureToast } from '../../staff-shell/hooks/use-failure-toast';
import { ConfirmAction } from '../../staff-shell/components/confirm-action';
import { focusFirstError, serverFieldErrors, zodFieldErrors, type FieldErrors } from '../../staff-shell/lib/form-errors';
import { backOfficeTitle, knownFields } from '../../staff-shell/lib/office-i18n';
import { OfflineNotice, useOnline } from '../../staff-shell/components/offline-notice';
import { staffQueryOptions, useAddStaff, useUpdateStaff } from '../../staff-shell/api/staff-api';
import { ResetPassword } from './reset-password';

const roleOptions = (t: I18nValue['t']) => [
  { value: 'staff', label: t('office.staff.roleStaff') },
  { value: 'owner', label: t('office.staff.roleOwner') },
];
const empty = { username: '', name: '', password: '', role: 'staff' };

/** Staff accounts: who can sign in, with which role; add, reset a password, change the role, deactivate. */
export function StaffScreen() {
  const { t } = useT();
  return (
    <section className="admin-bo-section" aria-labelledby="staff-heading">
      <title>{backOfficeTitle(t('office.nav.staff'), t)}</title>
      <TabHeading title={t('office.staff.heading')} description={t('office.staff.description')} />
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
  const { t, known } = useT();

  const change = (a: StaffAccountView, patch: StaffPatchInput, done: string) => {
    setRefusal(undefined);
    update.mutate(
      { id: a.id, patch },
      {
        onSuccess: () => toast({ title: done, description: `${a.name} (${a.username})` }),
        onError: (err) => {
          if (err instanceof ApiError && err.status === 409)
            setRefusal(err.serverMessage ? known(err.serverMessage) : t('office.staff.needsOwner'));
          else failed(err, { description: t('office.staff.changeFailed'), serverMessageFor: [400, 404] });
        },
      },
    );
  };

  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby="accounts-heading">
        <Heading as="h3" size="4" id="accounts-heading">
          {t('office.staff.accounts')}
        </Heading>
        {accounts.isPending && <Skeleton height="56px" />}
        {accounts.isError && (
          <Callout.Root color="red" role="alert">
            <Callout.Text>
              {t('office.staff.loadFailed')}{' '}
              <Button variant="ghost" onClick={() => void accounts.refetch()}>
                {t('office.tryAgain')}
              </Button>
            </Callout.Text>
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
                    <Text size="3" weight="medium">
                      {a.name}
                    </Text>
                    <Badge color={a.role === 'owner' ? 'amber' : 'gray'}>
                      {a.role === 'owner' ? t('office.staff.owner') : t('office.staff.staff')}
                    </Badge>
                    {!a.active && <Badge color="red">{t('office.staff.deactivatedBadge')}</Badge>}
                  </Flex>
                  <Text size="2" color="gray">
                    {a.username}
                  </Text>
                </Flex>
                <Flex gap="2" wrap="wrap">
                  {a.active && (
                    <>
                      <ResetPassword
                        account={a}
                        disabled={!online || update.isPending}
                        onReset={(password) => change(a, { password }, t('office.staff.passwordReset'))}
                      />
                      <Button
                        size="3"
                        variant="soft"
                        color="gray"
                        disabled={!online || update.isPending}
                        onClick={() => change(a, { role: a.role === 'owner' ? 'staff' : 'owner' }, t('office.staff.roleChanged'))}
                      >
                        {a.role === 'owner' ? t('office.staff.makeStaff') : t('office.staff.makeOwner')}
                      </Button>
                      <ConfirmAction
                        trigger={
                          <Button size="3" variant="soft" color="red" disabled={!online || update.isPending}>
                            {t('office.deactivate')}
                          </Button>
                        }
                        title={t('office.deactivateTitle', { name: a.name })}
                        description={t('office.staff.deactivateBody')}
                        confirmLabel={t('office.deactivate')}
                        onConfirm={() => change(a, { active: false }, t('office.staff.deactivated'))}
                      />
                    </>
                  )}
                  {!a.active && (
                    <Button
                      size="3"
                      variant="soft"
                      disabled={!online || update.isPending}
                      onClick={() => change(a, { active: true }, t('office.staff.reactivated'))}
                    >
                      {t('office.reactivate')}
                    </Button>
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

function AddAccount() {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const online = useOnline();
  const add = useAddStaff();
  const toast = useToast();
  const failed = useFailureToast();
  const { t, known } = useT();
  const set = (field: keyof typeof empty, value: string) => setValues((v) => ({ ...v, [field]: value }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = StaffCreateInput.safeParse(values);
    if (!parsed.success) {
      const found = knownFields(zodFieldErrors(parsed.error), known);
      setErrors(found);
      focusFirstError('staff', found);
      return;
    }
    setErrors({});
    add.mutate(parsed.data, {
      onSuccess: (a) => {
        toast({ title: t('office.staff.added'), description: t('office.staff.addedBody', { name: a.name, username: a.username }) });
        setValues(empty);
      },
      onError: (err) => {
        const found =
          serverFieldErrors(err) ??
          (err instanceof ApiError && err.status === 409 ? { username: err.serverMessage ?? 'That username is taken' } : undefined);
        if (found) {
          const fields = knownFields(found, known);
          setErrors(fields);
          focusFirstError('staff', fields);
        } else failed(err, { description: t('office.staff.addFailed'), serverMessageFor: [400] });
      },
    });
  };

  const text = (name: 'username' | 'name' | 'password', label: string, type?: 'password') => (
    <FormField id={`staff-${name}`} label={label} size="3" error={errors[name]}>
      <TextField.Root
        size="3"
        type={type}
        autoComplete={type ? 'new-password' : 'off'}
        value={values[name]}
        onChange={(e) => set(name, e.target.value)}
        {...fieldAria(`staff-${name}`, errors[name])}
      />
    </FormField>
  );

  return (
    <Card size="3">
      <form onSubmit={onSubmit} noValidate aria-labelledby="add-staff-heading">
        <Flex direction="column" gap="4">
          <Heading as="h3" size="4" id="add-staff-heading">
            {t('office.staff.addHeading')}
          </Heading>
          <div className="admin-form-grid">
            {text('name', t('office.field.name'))}
            {text('username', t('office.staff.username'))}
            {text('password', t('office.staff.password'), 'password')}
            <FormField id="staff-role" label={t('office.staff.role')} size="3" error={errors.role}>
              <SelectField
                id="staff-role"
                value={values.role}
                onChange={(v) => set('role', v as Role)}
                options={roleOptions(t)}
                error={errors.role}
              />
            </FormField>
          </div>
          <OfflineNotice />
          <Flex justify="end">
            <Button type="submit" size="3" disabled={!online || add.isPending}>
              {add.isPending ? t('office.saving') : t('office.staff.addButton')}
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}
