import type { Db } from '../db/connect';
import { auditLogRepository } from '../repositories/audit-log';
import { ordersRepository, stockRepository } from '../repositories/orders';
import { say } from '../i18n/say';

/** How long checkout holds stock for a payment that has not succeeded (docs/decisions/044-store-operations.md). */
export const RESERVATION_MINUTES = 30;

/**
 * Gives back the stock of payments started more than 30 minutes ago and never completed: each such
 * order is cancelled, in the caller's transaction, and audited (by the system). Called where stock is
 * claimed or read (checkout, the product lists, the orders list), so no job has to run for it.
 */
export async function releaseAbandoned(trx: Db, now: Date): Promise<number[]> {
  const stock = stockRepository(trx);
  const ids = await stock.abandonedBefore(new Date(now.getTime() - RESERVATION_MINUTES * 60_000));
  for (const id of ids) {
    await stock.release(id);
    await ordersRepository(trx).settlePayment(id, 'canceled', now);
    await auditLogRepository(trx).record({
      actor: null,
      at: now,
      action: 'order.abandon',
      entity: 'order',
      entityId: id,
      summary: say('history.order.abandon', { id, minutes: RESERVATION_MINUTES }),
      before: { status: 'pending' },
      after: { status: 'canceled' },
    });
  }
  return ids;
}

/** The same, in a transaction of its own (before a read). */
export const releaseAbandonedNow = (db: Db, now: Date) => db.transaction((trx) => releaseAbandoned(trx, now));
