import { Link as RouterLink } from 'react-router';
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { LockClosedIcon } from '#pwa/components/icons/lock-closed';
import { SHOP } from '#shared/shop';
import { useT } from '#pwa/i18n/use-t';

/** A staff account opened an owner-only page (the back office): say so, and offer the way back. */
export function OwnerOnly() {
  const { t } = useT();
  return (
    <div className="admin-center">
      <title>{t('office.ownerOnly.title', { shop: SHOP.name })}</title>
      <Card size="4" className="admin-card">
        <Flex direction="column" align="center" gap="3" style={{ textAlign: 'center' }}>
          <LockClosedIcon width={32} height={32} aria-hidden color="var(--amber-11)" />
          <Heading as="h1" size="6">
            {t('office.ownerOnly.heading')}
          </Heading>
          <Text color="gray">{t('office.ownerOnly.body')}</Text>
          <Button size="3" asChild>
            <RouterLink to="/admin">{t('office.ownerOnly.back')}</RouterLink>
          </Button>
        </Flex>
      </Card>
    </div>
  );
}
