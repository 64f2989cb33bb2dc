import { Flex, Heading, Text } from '@radix-ui/themes';
import type { StaffUser } from '#shared/schemas/auth';
import { SHOP } from '#shared/shop';
import { HeaderSyncStatus } from './header-sync-status';
import { SignOutButton } from './sign-out-button';

/**
 * The shop's name, 'Admin Dashboard', where the device's changes stand (on every tab), who is
 * signed in, and Sign Out.
 */
export function DashboardHeader({ user, onShowAttention }: { user: StaffUser; onShowAttention: () => void }) {
  return (
    <header className="admin-header">
      <Flex className="admin-header-inner" justify="between" align="center" gap="3" px="4" py="3" wrap="wrap">
        <Flex direction="column">
          <Text size="2" color="amber" weight="medium">{SHOP.name}</Text>
          <Heading as="h1" size="6">Admin Dashboard</Heading>
        </Flex>
        <Flex align="center" gap="3" wrap="wrap">
          <HeaderSyncStatus onShowAttention={onShowAttention} />
          <Text size="2" color="gray">
            Signed in as <Text weight="medium" highContrast>{user.displayName}</Text>
          </Text>
          <SignOutButton />
        </Flex>
      </Flex>
    </header>
  );
}
