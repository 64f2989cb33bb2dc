import { Link as RouterLink } from 'react-router';
import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { GearIcon } from '#pwa/components/icons/gear';
import { PersonIcon } from '#pwa/components/icons/person';
import type { StaffUser } from '#shared/schemas/auth';
import { SHOP } from '#shared/shop';
import { HeaderSyncStatus } from './header-sync-status';
import { InboxButton } from './inbox/inbox-button';
import { SignOutButton } from '../../staff-shell/components/sign-out-button';
import { LanguageSwitch } from '#pwa/components/language-switch';
import { useT } from '#pwa/i18n/use-t';

/**
 * The shop's name, 'Admin Dashboard', where the device's changes stand (on every tab), the Inbox with
 * its unread count, who is signed in, the owner's way into the back office, My account (change
 * password), and Sign Out.
 */
export function DashboardHeader({
  user,
  onShowAttention,
  onOpenInbox,
}: {
  user: StaffUser;
  onShowAttention: () => void;
  onOpenInbox: () => void;
}) {
  const { t } = useT();
  return (
    <header className="admin-header">
      <Flex className="admin-header-inner" justify="between" align="center" gap="3" px="4" py="3" wrap="wrap">
        <Flex direction="column">
          <Text size="2" color="amber" weight="medium">
            {SHOP.name}
          </Text>
          <Heading as="h1" size="6">
            {t('admin.dashboard.title')}
          </Heading>
        </Flex>
        <Flex align="center" gap="3" wrap="wrap">
          <HeaderSyncStatus onShowAttention={onShowAttention} />
          <InboxButton onOpen={onOpenInbox} />
          <Text size="2" color="gray">
            {t('admin.header.signedInAs')}{' '}
            <Text weight="medium" highContrast>
              {user.displayName}
            </Text>
          </Text>
          {user.role === 'owner' && (
            <Button asChild size="2" variant="soft">
              <RouterLink to="/admin/back-office">
                <GearIcon aria-hidden /> {t('admin.header.backOffice')}
              </RouterLink>
            </Button>
          )}
          <Button asChild size="2" variant="soft" color="gray">
            <RouterLink to="/admin/account">
              <PersonIcon aria-hidden /> {t('admin.header.account')}
            </RouterLink>
          </Button>
          <SignOutButton />
          <LanguageSwitch />
        </Flex>
      </Flex>
    </header>
  );
}
