import { Callout, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { InfoCircledIcon } from '#pwa/components/icons/info-circled';
import { useAppointments } from '../../api/get-appointments';
import { useFailureToast } from '#pwa/features/staff-shell/hooks/use-failure-toast';
import { undoQueuedWalkIn, useSubmitCancel, withdrawQueuedCancel } from '../../hooks/use-queueable-changes';
import { useToast } from '#pwa/components/toast';
import { formatDay } from '#pwa/features/staff-shell/lib/format';
import { queuedToast, seenOf, undoToast, withdrawCancelToast } from '../../lib/outbox-kinds';
import { useT } from '#pwa/i18n/use-t';
import { shopToday } from '#pwa/features/staff-shell/lib/shop-today';
import { mergeTodayItems, sameVisit, toTodayItems, type TodayItem } from '../../lib/today-items';
import { EmptyState } from '#pwa/features/staff-shell/components/empty-state';
import { LoadProblem } from '#pwa/components/load-problem';
import { LastUpdated, useShowsSavedData } from './last-updated';
import { TodayRow } from './today-row';

/** docs/product.md#dashboard-tabs: three placeholder rows while loading. */
export const SKELETON_ROWS = 3;

type Props = {
  /** Changes queued on this device and not yet on the server (offline walk-ins), shown with 'Waiting to sync'. */
  queued?: readonly TodayItem[];
  /** Ids of appointments whose cancellation is queued: shown 'Waiting to sync', without a Cancel button. */
  pendingIds?: ReadonlySet<number>;
  /** Walk-ins being undone after they were sent: their server row is shown 'Waiting to sync' too. */
  pendingVisits?: ReadonlyArray<Pick<TodayItem, 'time' | 'clientName' | 'barberName'>>;
  /** Queued cancellations never sent, by appointment id → outbox id: their rows offer Undo Cancel. */
  withdrawable?: ReadonlyMap<number, string>;
};

/**
 * Today's live appointments (shop time) by time, each with a Cancel that asks first. Offline, the
 * list is the one last saved on the device (with its age), plus the changes waiting to sync.
 */
export function TodayList({ queued = [], pendingIds, pendingVisits = [], withdrawable }: Props) {
  const today = useAppointments({ date: 'today' });
  const cancel = useSubmitCancel();
  const toast = useToast();
  const failed = useFailureToast();
  const { t, lang } = useT();
  const date = shopToday();
  const saved = useShowsSavedData(today);

  const items = today.data ? mergeTodayItems(toTodayItems(today.data, date), queued) : queued.length ? [...queued] : [];
  const onCancel = (id: number) => {
    const item = items.find((i) => i.id === id);
    if (!item) return;
    const appointment = today.data?.find((a) => a.id === id);
    cancel.mutate(
      {
        appointmentId: id,
        clientName: item.clientName,
        date,
        time: item.time,
        barberName: item.barberName,
        ...(appointment && { seen: seenOf(appointment) }),
      },
      {
        onSuccess: ({ queued: q }) =>
          toast(
            q
              ? queuedToast(t, 'cancel')
              : { title: t('admin.manage.cancelled.title'), description: t('admin.manage.cancelled.description') },
          ),
        onError: (err) => failed(err, { description: t('admin.manage.cancelFailed') }),
      },
    );
  };

  const onUndo = (item: TodayItem) => {
    if (!item.outboxId) return;
    undoQueuedWalkIn({ outboxId: item.outboxId, clientName: item.clientName, date, time: item.time, barberName: item.barberName })
      .then((done) => toast(undoToast(done, t)))
      .catch((err: unknown) => failed(err, { description: t('admin.manage.cancelFailed') }));
  };
  const onWithdraw = (outboxId: string) => {
    withdrawQueuedCancel(outboxId)
      .then((done) => toast(withdrawCancelToast(done, t)))
      .catch((err: unknown) => failed(err, { description: t('admin.manage.cancelFailed') }));
  };
  const isPending = (item: TodayItem) =>
    pendingIds?.has(item.id ?? -1) || (item.id !== undefined && pendingVisits.some((v) => sameVisit(v, item)));

  return (
    <section aria-labelledby="today-heading" aria-busy={today.isPending}>
      <Flex align="baseline" gap="3" mb="3" wrap="wrap">
        <Heading as="h3" size="5" id="today-heading">
          {t('admin.manage.today.heading')}
        </Heading>
        <Text size="3" color="gray">
          {formatDay(date, undefined, lang)}
        </Text>
      </Flex>
      {/* The saved copy is said calmly, with its time; the red error only when nothing is saved. */}
      {saved ? (
        <Callout.Root color="gray" role="status" aria-labelledby="today-saved-copy" mb="3" data-testid="today-saved-copy">
          <Callout.Icon>
            <InfoCircledIcon />
          </Callout.Icon>
          <Flex direction="column" gap="1">
            <Callout.Text weight="bold" id="today-saved-copy">
              {t('admin.manage.savedCopy.title')}
            </Callout.Text>
            <Callout.Text>
              <LastUpdated query={today} /> · {t('admin.manage.savedCopy.body')}
            </Callout.Text>
          </Flex>
        </Callout.Root>
      ) : (
        <LoadProblem size="3" what={t('admin.manage.today.what')} query={today} />
      )}
      {today.isPending && (
        <Flex direction="column" gap="2" data-testid="today-skeleton">
          {Array.from({ length: SKELETON_ROWS }, (_, i) => (
            <Skeleton key={i} height="52px" />
          ))}
        </Flex>
      )}
      {(today.isSuccess || saved) && items.length === 0 && <EmptyState title={t('admin.manage.today.empty')} />}
      {items.length > 0 && (
        <ul className="admin-today-list" aria-label={t('admin.manage.today.list')}>
          {items.map((item) => (
            <TodayRow
              key={item.key}
              item={isPending(item) ? { ...item, pending: true } : item}
              cancelDisabled={cancel.isPending}
              onCancel={onCancel}
              onUndo={onUndo}
              withdrawId={item.id !== undefined ? withdrawable?.get(item.id) : undefined}
              onWithdraw={onWithdraw}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
