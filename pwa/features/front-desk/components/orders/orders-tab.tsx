import { useState } from 'react';
import { Callout, Flex, Grid, Heading, Select, Skeleton } from '@radix-ui/themes';
import { FulfilmentStatus, type StaffOrder } from '#shared/schemas/store';
import { LoadProblem } from '#pwa/components/load-problem';
import { useToast } from '#pwa/components/toast';
import { useCurrentUser } from '#pwa/features/staff-shell/api/current-user';
import { useOrderChange, useOrders } from '../../api/orders';
import { failureMessage } from '#pwa/features/staff-shell/api/office-api';
import { EmptyState } from '#pwa/features/staff-shell/components/empty-state';
import { LowStockCard } from './low-stock-card';
import { OrderCard } from './order-card';
import { useT } from '#pwa/i18n/use-t';
import type { MessageId } from '#pwa/i18n/catalogue';

type Filter = FulfilmentStatus | 'all';

/**
 * The store's orders at the front desk (docs/decisions/044-store-operations.md): what is low, then
 * the orders newest first by status; staff mark them ready (the buyer is emailed) and picked up, the
 * owner refunds. Changes need the connection (they are not queued offline: money moves).
 */
export function OrdersTab() {
  const [status, setStatus] = useState<Filter>('paid');
  const orders = useOrders(status);
  const change = useOrderChange();
  const owner = useCurrentUser().data?.user.role === 'owner';
  const list = orders.data ?? [];
  const { t, known } = useT();
  const label = (s: FulfilmentStatus) => t(`admin.orders.status.${s}` as MessageId);
  const toast = useToast();
  /** The order leaves the list on screen: say what happened to it and where it is now. */
  const changed = (o: StaffOrder) => {
    const nowUnder = t('admin.orders.nowUnder', { status: label(o.status) });
    if (o.status === 'ready') {
      const told = o.customer ? `${t('admin.orders.readyToast.told', { name: o.customer.name })} ` : '';
      toast({ title: t('admin.orders.readyToast.title', { id: o.id }), description: `${told}${nowUnder}` });
    } else if (o.status === 'picked_up') toast({ title: t('admin.orders.pickedUpToast.title', { id: o.id }), description: nowUnder });
  };
  return (
    <Flex direction="column" gap="4">
      <LowStockCard />
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="5">
          {t('admin.orders.heading')}
        </Heading>
        <Select.Root size="3" value={status} onValueChange={(v) => setStatus(v as Filter)}>
          <Select.Trigger aria-label={t('admin.orders.statusLabel')} />
          <Select.Content>
            <Select.Item value="all">{t('admin.orders.all')}</Select.Item>
            {FulfilmentStatus.options.map((s) => (
              <Select.Item key={s} value={s}>
                {label(s)}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      </Flex>
      {change.isError && (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{known(failureMessage(change.error, t('admin.orders.changeFailed')))}</Callout.Text>
        </Callout.Root>
      )}
      <LoadProblem size="3" what={t('admin.orders.what')} failure={t('admin.orders.failed')} query={orders} />
      {orders.isPending && (
        <Grid columns={{ initial: '1', sm: '2' }} gap="3">
          {Array.from({ length: 2 }, (_, i) => (
            <Skeleton key={i} height="180px" />
          ))}
        </Grid>
      )}
      {orders.isSuccess && list.length === 0 && (
        <EmptyState
          title={status === 'all' ? t('admin.orders.none') : t('admin.orders.noneWithStatus', { status: label(status).toLowerCase() })}
          hint={t('admin.orders.hint')}
        />
      )}
      {list.length > 0 && (
        <Grid columns={{ initial: '1', sm: '2' }} gap="3" asChild>
          <ul className="admin-plain-list" aria-label={t('admin.orders.list')}>
            {list.map((o) => (
              <OrderCard
                key={o.id}
                order={o}
                owner={owner}
                busy={change.isPending}
                onChange={(s) => change.mutate({ id: o.id, status: s }, { onSuccess: changed })}
              />
            ))}
          </ul>
        </Grid>
      )}
    </Flex>
  );
}
