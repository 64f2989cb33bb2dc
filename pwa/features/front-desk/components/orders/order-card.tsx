import { AlertDialog, Badge, Button, Card, Flex, Link, Text } from '@radix-ui/themes';
import { formatMoney } from '#shared/domain/money';
import type { FulfilmentStatus, StaffOrder } from '#shared/schemas/store';
import { LOCALES, type Lang } from '#shared/i18n/lang';
import { useT } from '#pwa/i18n/use-t';
import type { MessageId } from '#pwa/i18n/catalogue';

const COLORS: Record<FulfilmentStatus, 'gray' | 'green' | 'amber' | 'blue' | 'red' | 'purple'> = {
  pending: 'gray',
  paid: 'amber',
  ready: 'green',
  picked_up: 'blue',
  refunded: 'purple',
  failed: 'red',
  canceled: 'red',
};

const when = (iso: string, lang: Lang) =>
  new Date(iso).toLocaleString(LOCALES[lang], {
    timeZone: 'America/Puerto_Rico',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

type Props = { order: StaffOrder; owner: boolean; busy: boolean; onChange: (status: 'ready' | 'picked_up' | 'refunded') => void };

/** One order: number, date, buyer, items, total, status, and what the desk can do with it next. */
export function OrderCard({ order: o, owner, busy, onChange }: Props) {
  const canRefund = owner && ['paid', 'ready', 'picked_up'].includes(o.status);
  const { t, lang } = useT();
  return (
    <Card size="2" asChild>
      <li data-testid="order-card" aria-label={t('admin.orders.order', { id: o.id })}>
        <Flex direction="column" gap="2">
          <Flex justify="between" align="center" gap="2" wrap="wrap">
            <Text weight="bold" size="4">
              {t('admin.orders.order', { id: o.id })}
            </Text>
            <Badge size="2" color={COLORS[o.status]} data-testid="order-status">
              {t(`admin.orders.status.${o.status}` as MessageId)}
            </Badge>
          </Flex>
          <Text size="2" color="gray">
            {when(o.createdAt, lang)}
          </Text>
          {o.customer ? (
            <Text size="3">
              <Text weight="medium">{o.customer.name}</Text> ·{' '}
              <Link href={`mailto:${o.customer.email}`} className="admin-break">
                {o.customer.email}
              </Link>{' '}
              ·{' '}
              <Link href={`tel:${o.customer.phone}`} style={{ whiteSpace: 'nowrap' }}>
                {o.customer.phone}
              </Link>
            </Text>
          ) : (
            <Text size="3" color="gray">
              {t('admin.orders.noBuyer')}
            </Text>
          )}
          <ul className="admin-plain-list" aria-label={t('admin.orders.items')}>
            {o.items.map((i) => (
              <li key={i.productId}>
                <Text size="3">
                  {i.quantity} × {i.name}
                </Text>{' '}
                <Text size="2" color="gray">
                  {formatMoney(i.unitPriceCents)}
                </Text>
              </li>
            ))}
          </ul>
          <Flex justify="between" align="center" gap="2" wrap="wrap">
            <Text weight="bold" size="4" data-testid="order-total">
              {formatMoney(o.amountCents)}
            </Text>
            <Flex gap="2" wrap="wrap">
              {o.status === 'paid' && (
                <Button size="3" disabled={busy} onClick={() => onChange('ready')}>
                  {t('admin.orders.markReady')}
                </Button>
              )}
              {(o.status === 'paid' || o.status === 'ready') && (
                <PickedUpButton order={o} disabled={busy} onConfirm={() => onChange('picked_up')} />
              )}
              {canRefund && <RefundButton order={o} disabled={busy} onConfirm={() => onChange('refunded')} />}
            </Flex>
          </Flex>
        </Flex>
      </li>
    </Card>
  );
}

/**
 * Mark picked up asks first (like Refund): the server has no way back from picked up (the order is done,
 * and History has it), so a slip of the finger on the wrong card is caught here, naming the buyer and
 * what they take. One more tap, once per order, at the moment the buyer is at the desk.
 */
function PickedUpButton({ order, disabled, onConfirm }: { order: StaffOrder; disabled: boolean; onConfirm: () => void }) {
  const { t } = useT();
  const items = order.items.map((i) => `${i.quantity} × ${i.name}`).join(', ');
  const status = t(`admin.orders.status.${order.status}` as MessageId);
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger>
        <Button size="3" variant={order.status === 'ready' ? 'solid' : 'soft'} disabled={disabled}>
          {t('admin.orders.markPickedUp')}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="460px" className="admin-touch">
        <AlertDialog.Title>{t('admin.orders.pickedUpAsk.title', { id: order.id })}</AlertDialog.Title>
        <AlertDialog.Description size="3">
          {order.customer ? `${t('admin.orders.pickedUpAsk.takes', { name: order.customer.name, items })} ` : ''}
          {t('admin.orders.pickedUpAsk.final', { status })}
        </AlertDialog.Description>
        <Flex gap="3" mt="5" justify="end" wrap="wrap">
          <AlertDialog.Cancel>
            <Button size="3" variant="soft" color="gray">
              {t('admin.orders.pickedUpAsk.notYet')}
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button size="3" onClick={onConfirm}>
              {t('admin.orders.pickedUpAsk.confirm')}
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}

function RefundButton({ order, disabled, onConfirm }: { order: StaffOrder; disabled: boolean; onConfirm: () => void }) {
  const { t } = useT();
  const amount = formatMoney(order.amountCents);
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger>
        <Button size="3" variant="soft" color="red" disabled={disabled}>
          {t('admin.orders.refund')}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="460px" className="admin-touch">
        <AlertDialog.Title>{t('admin.orders.refundTitle', { id: order.id })}</AlertDialog.Title>
        <AlertDialog.Description size="3">
          {t('admin.orders.refundDescription', { amount, name: order.customer?.name ?? t('admin.orders.theBuyer') })}
        </AlertDialog.Description>
        <Flex gap="3" mt="5" justify="end" wrap="wrap">
          <AlertDialog.Cancel>
            <Button size="3" variant="soft" color="gray">
              {t('admin.orders.keep')}
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button size="3" color="red" onClick={onConfirm}>
              {t('admin.orders.refundAmount', { amount })}
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
