import { useState } from 'react';
import { Box } from '@radix-ui/themes';
import { SHOP } from '#shared/shop';
import { useCurrentUser } from '../api/current-user';
import { AccessDenied } from '../components/access-denied';
import { DashboardHeader } from '../components/dashboard-header';
import { DashboardTabs } from '../components/dashboard-tabs';
import { LinkedAppointment } from '../components/appointments/linked-appointment';
import { LoadingScreen } from '../components/loading-screen';
import { StatCards } from '../components/stat-cards';
import { useOutboxReplay } from '../hooks/use-outbox';
import { useT } from '../../../i18n/use-t';

/** Replays the outbox while a signed-in dashboard is open (when it starts, on 'online', every 30 s). */
function OutboxReplay() {
  useOutboxReplay();
  return null;
}

/**
 * /admin: a spinner while the session check loads, Access Denied without a session, else the
 * dashboard. Offline, a session the server confirmed in the last 12 hours still opens it.
 */
export function DashboardPage() {
  const session = useCurrentUser();
  const { t } = useT();
  const [tab, setTab] = useState('manage');
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
