import { useSearchParams } from 'react-router';
import { Box } from '@radix-ui/themes';
import { SHOP } from '#shared/shop';
import { useCurrentUser } from '../../staff-shell/api/current-user';
import { AccessDenied } from '../../staff-shell/components/access-denied';
import { DashboardHeader } from '../components/dashboard-header';
import { DEFAULT_TAB, DashboardTabs } from '../components/dashboard-tabs';
import { LinkedAppointment } from '../components/appointments/linked-appointment';
import { LoadingScreen } from '../../staff-shell/components/loading-screen';
import { StatCards } from '../components/stat-cards';
import { useOutboxReplay } from '../hooks/use-outbox';
import { useT } from '#pwa/i18n/use-t';

/** Replays the outbox while a signed-in dashboard is open (when it starts, on 'online', every 30 s). */
function OutboxReplay() {
  useOutboxReplay();
  return null;
}

/**
 * The open tab, kept in the address (`/admin?tab=manage`) so a reload or a link opens the same tab; the
 * Floor, the default (docs/decisions/071-line-push-and-floor-first.md), has no `tab` parameter. Other
 * parameters (a linked appointment's) are kept; a tab change replaces the history entry.
 */
function useDashboardTab(): [string, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const open = (next: string) =>
    setParams(
      (p) => {
        if (next === DEFAULT_TAB) p.delete('tab');
        else p.set('tab', next);
        return p;
      },
      { replace: true },
    );
  return [params.get('tab') ?? DEFAULT_TAB, open];
}

/**
 * /admin: a spinner while the session check loads, Access Denied without a session, else the
 * dashboard. Offline, a session the server confirmed in the last 12 hours still opens it.
 */
export function DashboardPage() {
  const session = useCurrentUser();
  const { t } = useT();
  const [tab, setTab] = useDashboardTab();
  if (session.isPending) return <LoadingScreen />;
  if (!session.data) return <AccessDenied />;
  return (
    <>
      <title>{`${t('admin.dashboard.title')} · ${SHOP.name}`}</title>
      <OutboxReplay />
      <DashboardHeader user={session.data.user} onShowAttention={() => setTab('manage')} onOpenInbox={() => setTab('inbox')} />
      <Box asChild className="admin-main" px="4" py="4">
        <main>
          <StatCards showRevenue={session.data.user.role === 'owner'} />
          <DashboardTabs value={tab} onValueChange={setTab} role={session.data.user.role} />
          <LinkedAppointment />
        </main>
      </Box>
    </>
  );
}
