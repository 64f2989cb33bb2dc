import type { Db } from '../db/connect';
import { shopDate, shopInstant } from '#shared/domain/shop-time';
import { say } from '../i18n/say';
import { auditLogRepository } from '../repositories/audit-log';
import { dayEndRepository } from '../repositories/day-end';

/**
 * A new day starts clean (docs/decisions/078-floor-gaps.md): in the transaction of any floor write (a tap, Call
 * next, a join), what is still live from an earlier shop day (by the injected clock's shop date) is closed first,
 * so yesterday's chair never refuses today's client and yesterday's line never holds a phone or an email.
 * Each closing is one History row by the system.
 */
export async function closeEndedDays(trx: Db, now: Date): Promise<void> {
  const closed = await dayEndRepository(trx).closeBefore(shopInstant(shopDate(now)), now);
  const history = auditLogRepository(trx);
  for (const v of closed.visits)
    await history.record({
      actor: null,
      at: now,
      action: 'visit.day_ended',
      entity: 'appointment',
      entityId: v.id,
      summary: say('history.visit.dayEnded', { client: v.firstName }),
    });
  for (const e of closed.entries)
    await history.record({
      actor: null,
      at: now,
      action: 'line.day_ended',
      entity: 'line_entry',
      entityId: e.id,
      summary: say('history.line.dayEnded', { client: e.firstName }),
    });
}
