import { Link as RouterLink, NavLink, Outlet } from 'react-router';
import { Box, Flex, Heading, Link, Text } from '@radix-ui/themes';
import { ArrowLeftIcon } from '#pwa/components/icons/arrow-left';
import { SHOP } from '#shared/shop';
import { useT } from '../../i18n/use-t';
import { useCurrentUser } from '../staff-shell/api/current-user';
import { AccessDenied } from '../staff-shell/components/access-denied';
import { LoadingScreen } from '../staff-shell/components/loading-screen';
import { OwnerOnly } from './common/owner-only';
import { HeldMessagesBanner } from './common/held-messages-banner';

/** The back office's screens, in the sub-navigation's order (`path` under /admin/back-office; its label `office.nav.<key>`). */
export const BACK_OFFICE_SECTIONS = [
  { path: 'services', key: 'services' },
  { path: 'barbers', key: 'barbers' },
  { path: 'products', key: 'products' },
  { path: 'closures', key: 'closures' },
  { path: 'shop', key: 'shop' },
  { path: 'policies', key: 'policies' },
  { path: 'staff', key: 'staff' },
  { path: 'history', key: 'history' },
] as const;

/**
 * /admin/back-office/*: the owner's settings. Signed-in only like the dashboard (Access Denied
 * without a session); a staff account gets "Only the shop owner can open this". A heading, the way
 * back to the dashboard, the sub-navigation (it scrolls sideways on a phone), then, over the open screen,
 * the banner for client messages held after a restore (common/held-messages-banner.tsx).
 */
export function BackOfficePage() {
  const session = useCurrentUser();
  const { t } = useT();
  if (session.isPending) return <LoadingScreen />;
  if (!session.data) return <AccessDenied />;
  if (session.data.user.role !== 'owner') return <OwnerOnly />;
  return (
    <>
      <header className="admin-header">
        <Flex className="admin-header-inner" direction="column" gap="2" px="4" pt="3">
          <Flex justify="between" align="center" gap="3" wrap="wrap">
            <Flex direction="column">
              <Link asChild size="2" weight="medium">
                <RouterLink to="/admin" className="admin-back-link">
                  <ArrowLeftIcon aria-hidden /> {t('office.dashboard')}
                </RouterLink>
              </Link>
              <Heading as="h1" size="6">
                {t('office.heading')}
              </Heading>
            </Flex>
            <Text size="2" color="gray">
              {SHOP.name}
            </Text>
          </Flex>
          <nav aria-label={t('office.heading')} className="admin-subnav">
            {BACK_OFFICE_SECTIONS.map((s) => (
              <NavLink key={s.path} to={`/admin/back-office/${s.path}`} className="admin-subnav-link">
                {t(`office.nav.${s.key}`)}
              </NavLink>
            ))}
          </nav>
        </Flex>
      </header>
      <Box asChild className="admin-main" px="4" py="4">
        <main>
          <HeldMessagesBanner />
          <Outlet />
        </main>
      </Box>
    </>
  );
}
