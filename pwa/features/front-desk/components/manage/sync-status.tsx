import { useNavigate } from 'react-router';
import { useToast } from '#pwa/components/toast';
import { undoQueuedWalkIn, withdrawQueuedCancel } from '../../hooks/use-queueable-changes';
import { undoToast, withdrawCancelToast } from '../../lib/outbox-kinds';
import { CancelButton, WithdrawCancelButton } from './cancel-button';
import { Button, Callout, Flex, Heading } from '@radix-ui/themes';
import { LockClosedIcon } from '#pwa/components/icons/lock-closed';
import { useWaitingChanges } from '#pwa/offline/outbox-count';
import { useReplayPaused } from '#pwa/offline/replay-state';
import type { ChangeLine } from '../../lib/outbox-view';
import { WaitingBadge } from '../waiting-badge';
import { ChangeSummary } from './change-summary';
import { useT } from '#pwa/i18n/use-t';

/** The outbox paused on a 401: the changes are kept; signing in again sends them. */
export function SignInToSync() {
  const paused = useReplayPaused();
  const waiting = useWaitingChanges() ?? 0;
  const navigate = useNavigate();
  const { t } = useT();
  if (!paused) return null;
  return (
    <Callout.Root color="orange" role="alert" data-testid="outbox-paused">
      <Callout.Icon>
        <LockClosedIcon />
      </Callout.Icon>
      <Flex direction="column" gap="2" align="start">
        <Callout.Text>{t('admin.manage.signedOut', { count: waiting })}</Callout.Text>
        <Button size="3" onClick={() => void navigate('/admin/login')}>
          {t('admin.manage.signInAgain')}
        </Button>
      </Flex>
    </Callout.Root>
  );
}

/** Queued changes today's list cannot show: walk-ins for another day (with their Cancel), cancellations of one (with Undo Cancel). */
export function OtherDays({ lines, withdrawable }: { lines: readonly ChangeLine[]; withdrawable?: ReadonlyMap<number, string> }) {
  const toast = useToast();
  const { t } = useT();
  if (lines.length === 0) return null;
  const undo = (line: ChangeLine) => {
    const w = line.walkIn;
    if (!w) return;
    void undoQueuedWalkIn({ outboxId: line.id, clientName: w.clientName, date: w.date, time: w.time, barberName: line.barberName }).then(
      (done) => toast(undoToast(done, t)),
    );
  };
  const withdraw = (outboxId: string) => void withdrawQueuedCancel(outboxId).then((done) => toast(withdrawCancelToast(done, t)));
  return (
    <section aria-labelledby="other-days-heading">
      <Heading as="h3" size="4" id="other-days-heading" mb="2">
        {t('admin.manage.otherDays')}
      </Heading>
      <ul className="admin-plain-list admin-today-list">
        {lines.map((line) => (
          <li key={line.id} className="admin-waiting-item" data-testid="waiting-item">
            <ChangeSummary line={line} />
            <Flex align="center" gap="2" wrap="wrap" justify="end">
              <WaitingBadge />
              {line.walkIn && line.undoable && (
                <CancelButton clientName={line.walkIn.clientName} disabled={false} onConfirm={() => undo(line)} />
              )}
              {line.cancel && withdrawable?.get(line.cancel.appointmentId) === line.id && (
                <WithdrawCancelButton clientName={line.cancel.clientName} onWithdraw={() => withdraw(line.id)} />
              )}
            </Flex>
          </li>
        ))}
      </ul>
    </section>
  );
}
