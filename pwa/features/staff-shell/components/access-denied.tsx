import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { LockClosedIcon } from '#pwa/components/icons/lock-closed';
import { useToast } from '#pwa/components/toast';
import { useT } from '#pwa/i18n/use-t';

/** docs/product.md#sign-in: the admin login redirect waits 1000 ms. */
export const LOGIN_REDIRECT_MS = 1000;

/**
 * Not signed in: toast 'Authentication Required', this page meanwhile, then /admin/login after
 * one second (replacing /admin in the history, so Back does not bounce here again).
 */
export function AccessDenied() {
  const toast = useToast();
  const navigate = useNavigate();
  const { t } = useT();
  const title = t('admin.denied.toastTitle');
  const description = t('admin.denied.description');
  useEffect(() => {
    toast({ title, description, variant: 'destructive' });
    const timer = setTimeout(() => void navigate('/admin/login', { replace: true }), LOGIN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [toast, navigate]); // eslint-disable-line react-hooks/exhaustive-deps -- once, in the language of the first render

  return (
    <div className="admin-center">
      <Card size="4" className="admin-card">
        <Flex direction="column" align="center" gap="3" style={{ textAlign: 'center' }}>
          <LockClosedIcon width={32} height={32} aria-hidden color="var(--red-11)" />
          <Heading as="h1" size="6">
            {t('admin.denied.title')}
          </Heading>
          <Text color="gray">{description}</Text>
          <Button size="3" onClick={() => void navigate('/admin/login', { replace: true })}>
            {t('admin.denied.goToLogin')}
          </Button>
        </Flex>
      </Card>
    </div>
  );
}
