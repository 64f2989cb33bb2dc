import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Button, Card, Flex, Heading, Link, Text, TextField } from '@radix-ui/themes';
import { LoginInput } from '#shared/schemas/auth';
import { SHOP } from '#shared/shop';
import { ApiError } from '#pwa/lib/api';
import { useToast } from '#pwa/components/toast';
import { useLogin } from '../api/login';
import { FormField, fieldAria } from '#pwa/components/form-field';
import { WaitingNote } from '../components/waiting-note';
import { LanguageSwitch } from '#pwa/components/language-switch';
import { useT } from '#pwa/i18n/use-t';

/** /admin/login: the 'Admin Login' card (shared login schema, its messages word for word). */
export function LoginPage() {
  const toast = useToast();
  const navigate = useNavigate();
  const login = useLogin();
  const { t, known } = useT();
  const { register, handleSubmit, formState } = useForm<LoginInput>({
    resolver: zodResolver(LoginInput),
    defaultValues: { username: '', password: '' },
  });
  const errors = { username: formState.errors.username?.message, password: formState.errors.password?.message };
  const username = errors.username && known(errors.username);
  const password = errors.password && known(errors.password);

  const onSubmit = handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: ({ user }) => {
        toast({ title: t('admin.login.success.title'), description: t('admin.login.success.description', { name: user.displayName }) });
        void navigate('/admin', { replace: true });
      },
      onError: (err) => {
        const message = err instanceof ApiError ? err.serverMessage : undefined;
        toast({
          title: t('admin.login.failed.title'),
          description: message ? known(message) : t('admin.login.failed.description'),
          variant: 'destructive',
        });
      },
    }),
  );

  return (
    <div className="admin-center">
      <title>{`${t('admin.login.title')} · ${SHOP.name}`}</title>
      <Card size="4" className="admin-card">
        <form onSubmit={onSubmit} noValidate>
          <Flex direction="column" gap="5">
            <Flex direction="column" gap="1">
              <Text size="2" color="amber" weight="medium">
                {SHOP.name}
              </Text>
              <Heading as="h1" size="7">
                {t('admin.login.title')}
              </Heading>
            </Flex>
            <WaitingNote />
            <FormField size="3" id="login-username" label={t('admin.login.username')} error={username}>
              <TextField.Root
                size="3"
                autoFocus
                autoComplete="username"
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                {...fieldAria('login-username', username)}
                {...register('username')}
              />
            </FormField>
            <FormField size="3" id="login-password" label={t('admin.login.password')} error={password}>
              <TextField.Root
                size="3"
                type="password"
                autoComplete="current-password"
                {...fieldAria('login-password', password)}
                {...register('password')}
              />
            </FormField>
            <Button size="3" type="submit" disabled={login.isPending}>
              {login.isPending ? t('admin.login.signingIn') : t('admin.login.signIn')}
            </Button>
          </Flex>
        </form>
      </Card>
      <Link asChild size="2" color="gray" className="admin-back-link">
        <RouterLink to="/">{t('admin.login.back', { shop: SHOP.name })}</RouterLink>
      </Link>
      <LanguageSwitch />
    </div>
  );
}
