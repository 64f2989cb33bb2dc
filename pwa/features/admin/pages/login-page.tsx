import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Button, Card, Flex, Heading, Link, Text, TextField } from '@radix-ui/themes';
import { LoginInput } from '#shared/schemas/auth';
import { SHOP } from '#shared/shop';
import { ApiError } from '../../../lib/api';
import { useToast } from '../../../components/toast';
import { useLogin } from '../api/login';
import { FormField, fieldAria } from '../../../components/form-field';
import { WaitingNote } from '../components/waiting-note';

/** /admin/login: the 'Admin Login' card (shared login schema, its messages word for word). */
export function LoginPage() {
  const toast = useToast();
  const navigate = useNavigate();
  const login = useLogin();
  const { register, handleSubmit, formState } = useForm<LoginInput>({
    resolver: zodResolver(LoginInput),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: ({ user }) => {
        toast({ title: 'Login Successful', description: `Welcome back, ${user.displayName}!` });
        void navigate('/admin', { replace: true });
      },
      onError: (err) => {
        const message = err instanceof ApiError ? err.serverMessage : undefined;
        toast({ title: 'Login Failed', description: message || 'Login failed', variant: 'destructive' });
      },
    }),
  );

  return (
    <div className="admin-center">
      <title>{`Admin Login · ${SHOP.name}`}</title>
      <Card size="4" className="admin-card">
        <form onSubmit={onSubmit} noValidate>
          <Flex direction="column" gap="5">
            <Flex direction="column" gap="1">
              <Text size="2" color="amber" weight="medium">{SHOP.name}</Text>
              <Heading as="h1" size="7">Admin Login</Heading>
            </Flex>
            <WaitingNote />
            <FormField size="3" id="login-username" label="Username" error={errors.username?.message}>
              <TextField.Root
                size="3"
                autoFocus
                autoComplete="username"
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                {...fieldAria('login-username', errors.username?.message)}
                {...register('username')}
              />
            </FormField>
            <FormField size="3" id="login-password" label="Password" error={errors.password?.message}>
              <TextField.Root
                size="3"
                type="password"
                autoComplete="current-password"
                {...fieldAria('login-password', errors.password?.message)}
                {...register('password')}
              />
            </FormField>
            <Button size="3" type="submit" disabled={login.isPending}>
              {login.isPending ? 'Signing in...' : 'Sign In'}
            </Button>
          </Flex>
        </form>
      </Card>
      <Link asChild size="2" color="gray" className="admin-back-link">
        <RouterLink to="/">← Back to {SHOP.name}</RouterLink>
      </Link>
    </div>
  );
}
