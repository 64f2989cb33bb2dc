import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Card, Flex, Heading, Link, Text, TextField } from '@radix-ui/themes';
import { ArrowLeftIcon } from '#pwa/components/icons/arrow-left';
import { PasswordChangeInput } from '#shared/schemas/staff-accounts';
import { SHOP } from '#shared/shop';
import { fieldAria, FormField } from '#pwa/components/form-field';
import { useToast } from '#pwa/components/toast';
import { useCurrentUser } from '../../staff-shell/api/current-user';
import { AccessDenied } from '../../staff-shell/components/access-denied';
import { LoadingScreen } from '../../staff-shell/components/loading-screen';
import { useFailureToast } from '../../staff-shell/hooks/use-failure-toast';
import { focusFirstError, serverFieldErrors, zodFieldErrors, type FieldErrors } from '../../staff-shell/lib/form-errors';
import { OfflineNotice, useOnline } from '../../staff-shell/components/offline-notice';
import { useChangePassword } from './password-api';
import { useT } from '#pwa/i18n/use-t';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };
export const PASSWORDS_DIFFER = 'The two new passwords are not the same';

/** /admin/account: anyone signed in (owner or staff) changes their own password. */
export function AccountPage() {
  const session = useCurrentUser();
  const { t } = useT();
  if (session.isPending) return <LoadingScreen />;
  if (!session.data) return <AccessDenied />;
  const { user } = session.data;
  return (
    <>
      <title>{`${t('admin.account.title')} · ${SHOP.name}`}</title>
      <header className="admin-header">
        <Flex className="admin-header-inner" direction="column" px="4" py="3">
          <Link asChild size="2" weight="medium">
            <RouterLink to="/admin">
              <ArrowLeftIcon aria-hidden /> {t('admin.account.dashboard')}
            </RouterLink>
          </Link>
          <Heading as="h1" size="6">
            {t('admin.account.title')}
          </Heading>
        </Flex>
      </header>
      <Box asChild className="admin-main" px="4" py="4">
        <main>
          <Flex direction="column" gap="4" className="admin-bo-section">
            <Text color="gray">
              {t('admin.account.signedInAs')}{' '}
              <Text weight="medium" highContrast>
                {user.displayName}
              </Text>{' '}
              ({user.username}, {user.role === 'owner' ? t('admin.account.owner') : t('admin.account.staff')})
            </Text>
            <PasswordForm />
          </Flex>
        </main>
      </Box>
    </>
  );
}

function PasswordForm() {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const online = useOnline();
  const change = useChangePassword();
  const toast = useToast();
  const failed = useFailureToast();
  const { t, known } = useT();
  const set = (field: keyof typeof empty, value: string) => setValues((v) => ({ ...v, [field]: value }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = PasswordChangeInput.safeParse({ currentPassword: values.currentPassword, newPassword: values.newPassword });
    const found: FieldErrors = parsed.success ? {} : zodFieldErrors(parsed.error);
    if (!found.newPassword && values.confirmPassword !== values.newPassword) found.confirmPassword = PASSWORDS_DIFFER;
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) {
      focusFirstError('password', found);
      return;
    }
    change.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: t('admin.account.changed.title'), description: t('admin.account.changed.description') });
        setValues(empty);
      },
      onError: (err) => {
        const fields = serverFieldErrors(err);
        if (fields) {
          setErrors(fields);
          focusFirstError('password', fields);
        } else failed(err, { description: t('admin.account.failed'), serverMessageFor: [400] });
      },
    });
  };

  const field = (name: keyof typeof empty, label: string, autoComplete: string) => (
    <FormField id={`password-${name}`} label={label} size="3" error={errors[name] && known(errors[name])}>
      <TextField.Root
        size="3"
        type="password"
        autoComplete={autoComplete}
        value={values[name]}
        onChange={(e) => set(name, e.target.value)}
        {...fieldAria(`password-${name}`, errors[name] && known(errors[name]))}
      />
    </FormField>
  );

  return (
    <Card size="3">
      <form onSubmit={onSubmit} noValidate aria-labelledby="password-heading">
        <Flex direction="column" gap="4">
          <Heading as="h2" size="4" id="password-heading">
            {t('admin.account.heading')}
          </Heading>
          {field('currentPassword', t('admin.account.current'), 'current-password')}
          {field('newPassword', t('admin.account.new'), 'new-password')}
          {field('confirmPassword', t('admin.account.confirm'), 'new-password')}
          <OfflineNotice />
          <Flex justify="end">
            <Button type="submit" size="3" disabled={!online || change.isPending}>
              {change.isPending ? t('admin.account.saving') : t('admin.account.heading')}
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}
