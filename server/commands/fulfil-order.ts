import type Stripe from 'stripe';
import type { Db } from '../db/connect';
import { ErrorCode } from '#shared/errors';
import { formatMoney } from '#shared/domain/money';
import { ORDER_STATUS_LABELS, type FulfilmentStatus, type StaffOrder } from '#shared/schemas/store';
import { AppError, conflict, forbidden, notFound, unavailable } from '../errors';
import { auditLogRepository, type Actor } from '../repositories/audit-log';
import { ordersRepository, stockRepository } from '../repositories/orders';
import { oweOrderReady } from '../notifications/owe';
import type { NotifySettings } from '../notifications/settings';
import type { Logger } from '../logger';
import type { StaffUser } from '#shared/schemas/auth';
import { say } from '../i18n/say';

/** Which statuses each front-desk change starts from. */
const FROM: Record<'ready' | 'picked_up' | 'refunded', FulfilmentStatus[]> = {
  ready: ['paid'],
  picked_up: ['paid', 'ready'],
  refunded: ['paid', 'ready', 'picked_up'],
};
export const REFUND_FAILED_MESSAGE = 'Stripe did not refund this order. Please try again, or refund it from the Stripe dashboard.';
const NO_STRIPE_FOR_REFUND = 'Payments are not configured, so refunds cannot be made here.';

const refused = (o: StaffOrder, to: keyof typeof FROM) =>
  conflict(
    `Order #${o.id} is ${ORDER_STATUS_LABELS[o.status].toLowerCase()}: it cannot be marked ${ORDER_STATUS_LABELS[to as FulfilmentStatus].toLowerCase()}`,
  );

const actorOf = (u: StaffUser): Actor => ({ id: u.id, username: u.username });

/**
 * `PATCH /api/orders/{id}` `{ status: 'ready' }` (staff): the order is ready at the front desk; in the
 * same transaction the buyer is owed "Ready for pickup" (email, and SMS when configured). Audited.
 */
async function markReady(db: Db, now: Date, staff: StaffUser, id: number, notify: Pick<NotifySettings, 'sms'>): Promise<StaffOrder> {
  return db.transaction(async (trx) => {
    const orders = ordersRepository(trx);
    const found = await orders.findForStaff(id, { forUpdate: true });
    if (!found) throw notFound('Order not found');
    const before = found.order;
    if (!FROM.ready.includes(before.status)) throw refused(before, 'ready');
    await orders.setStatus(id, 'ready', { ready_at: now }, now);
    const channels = before.customer
      ? await oweOrderReady(
          trx,
          { clientId: null, email: before.customer.email, phone: before.customer.phone || null },
          {
            orderId: id,
            buyerName: before.customer.name,
            items: before.items.map((i) => ({ name: i.name, quantity: i.quantity, unitPriceCents: i.unitPriceCents })),
            totalCents: before.amountCents,
          },
          { now, sms: notify.sms, staffUserId: staff.id },
        )
      : [];
    const by = channels.map((c) => say(c === 'sms' ? 'channel.sms' : 'channel.email'));
    await auditLogRepository(trx).record({
      actor: actorOf(staff),
      at: now,
      action: 'order.ready',
      entity: 'order',
      entityId: id,
      summary: by.length
        ? say(by.length > 1 ? 'history.order.readyToldBoth' : 'history.order.readyTold', {
            id,
            name: before.customer!.name,
            channel: by[0]!,
            other: by[1] ?? '',
          })
        : say('history.order.ready', { id }),
      before: { status: before.status },
      after: { status: 'ready' },
    });
    return (await orders.findForStaff(id))!.order;
  });
}

/** `{ status: 'picked_up' }` (staff): the buyer took it. Audited. */
async function markPickedUp(db: Db, now: Date, staff: StaffUser, id: number): Promise<StaffOrder> {
  return db.transaction(async (trx) => {
    const orders = ordersRepository(trx);
    const found = await orders.findForStaff(id, { forUpdate: true });
    if (!found) throw notFound('Order not found');
    if (!FROM.picked_up.includes(found.order.status)) throw refused(found.order, 'picked_up');
    await orders.setStatus(id, 'picked_up', { picked_up_at: now }, now);
    await auditLogRepository(trx).record({
      actor: actorOf(staff),
      at: now,
      action: 'order.picked-up',
      entity: 'order',
      entityId: id,
      summary: found.order.customer
        ? say('history.order.pickedUpBy', { id, name: found.order.customer.name })
        : say('history.order.pickedUp', { id }),
      before: { status: found.order.status },
      after: { status: 'picked_up' },
    });
    return (await orders.findForStaff(id))!.order;
  });
}

/**
 * `{ status: 'refunded' }` (owner): Stripe refunds the whole payment (one idempotency key per order,
 * so a retried click never refunds twice), then, in one transaction, the order is refunded and its
 * stock goes back to the store. Audited.
 */
async function refund(db: Db, stripe: Stripe | null, log: Logger, now: () => Date, staff: StaffUser, id: number): Promise<StaffOrder> {
  if (staff.role !== 'owner') throw forbidden('Only the shop owner can refund an order');
  const found = await ordersRepository(db).findForStaff(id);
  if (!found) throw notFound('Order not found');
  if (!FROM.refunded.includes(found.order.status)) throw refused(found.order, 'refunded');
  if (!stripe || !found.paymentIntentId) throw unavailable(NO_STRIPE_FOR_REFUND);
  let refunded: Stripe.Refund;
  try {
    refunded = await stripe.refunds.create(
      { payment_intent: found.paymentIntentId, metadata: { order_id: String(id) } },
      { idempotencyKey: `store-order-${id}-refund` },
    );
  } catch (err) {
    // Refunded already (in Stripe's dashboard): that refund is this order's, not an error to repeat forever.
    const earlier =
      (err as { code?: string }).code === 'charge_already_refunded'
        ? (await stripe.refunds.list({ payment_intent: found.paymentIntentId, limit: 1 }).catch(() => undefined))?.data[0]
        : undefined;
    if (!earlier) {
      log.error({ orderId: id, err }, 'Stripe refund failed');
      throw new AppError(502, ErrorCode.unavailable, REFUND_FAILED_MESSAGE);
    }
    refunded = earlier;
  }
  const at = now();
  return db.transaction(async (trx) => {
    const orders = ordersRepository(trx);
    const current = (await orders.findForStaff(id, { forUpdate: true }))!;
    if (current.order.status === 'refunded') return current.order;
    await orders.setStatus(id, 'refunded', { refunded_at: at, refund_id: refunded.id }, at);
    const back = await stockRepository(trx).release(id);
    await auditLogRepository(trx).record({
      actor: actorOf(staff),
      at,
      action: 'order.refund',
      entity: 'order',
      entityId: id,
      summary: say(back ? 'history.order.refundStockBack' : 'history.order.refund', { id, amount: formatMoney(current.order.amountCents) }),
      before: { status: current.order.status },
      after: { status: 'refunded', refundId: refunded.id },
    });
    return (await orders.findForStaff(id))!.order;
  });
}

export type FulfilDeps = {
  db: Db;
  stripe: Stripe | null;
  log: Logger;
  now: () => Date;
  notify: () => Promise<Pick<NotifySettings, 'sms'>>;
};

/** `PATCH /api/orders/{id}`: one front-desk change. */
export async function fulfilOrder(
  deps: FulfilDeps,
  staff: StaffUser,
  id: number,
  status: 'ready' | 'picked_up' | 'refunded',
): Promise<StaffOrder> {
  if (status === 'ready') return markReady(deps.db, deps.now(), staff, id, await deps.notify());
  if (status === 'picked_up') return markPickedUp(deps.db, deps.now(), staff, id);
  return refund(deps.db, deps.stripe, deps.log, deps.now, staff, id);
}
