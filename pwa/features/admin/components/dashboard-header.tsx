import { Link as RouterLink } from 'react-router-dom';
import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { GearIcon, PersonIcon } from '@radix-ui/react-icons';
import type { StaffUser } from '#shared/schemas/auth';
import { SHOP } from '#shared/shop';
import { HeaderSyncStatus } from './header-sync-status';
import { InboxButton } from './inbox/inbox-button';
import { SignOutButton } from './sign-out-button';

/**
 * The shop's name, 'Admin Dashboard', where the device's changes stand (on every tab), the Inbox with
 * its unread count, who is signed in, the owner's way into the back office, My account (change
 * password), and Sign Out.
 */
export function DashboardHeader({ user, onShowAttention, onOpenInbox }: { user: StaffUser; onShowAttention: () => void; onOpenInbox: () => void }) {
  return (
    <header className="admin-header">
      <Flex className="admin-header-inner" justify="between" align="center" gap="3" px="4" py="3" wrap="wrap">
        <Flex direction="column">
          <Text size="2" color="amber" weight="medium">{SHOP.name}</Text>
          <Heading as="h1" size="6">Admin Dashboard</Heading>
        </Flex>
        <Flex align="center" gap="3" wrap="wrap">
          <HeaderSyncStatus onShowAttention={onShowAttention} />
          <InboxButton onOpen={onOpenInbox} />
          <Text size="2" color="gray">
            Signed in as <Text weight="medium" highContrast>{user.displayName}</Text>
          </Text>
          {user.role === 'owner' && (
            <Button asChild size="2" variant="soft">
              <RouterLink to="/admin/back-office"><GearIcon aria-hidden /> Back office</RouterLink>
            </Button>
          )}
          <Button asChild size="2" variant="soft" color="gray">
            <RouterLink to="/admin/account"><PersonIcon aria-hidden /> My account</RouterLink>
          </Button>
          <SignOutButton />
        </Flex>
      </Flex>
    </header>
  );
}
