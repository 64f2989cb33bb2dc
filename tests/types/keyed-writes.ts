/**
 * Type-level checks, run by `npm run typecheck` (CI): each `@ts-expect-error` must meet an error, or
 * the typecheck fails. The writes an Idempotency-Key covers take the handle `idempotent()` hands its
 * handler; the app's own `db` is refused, so a write cannot slip outside the key's transaction.
 */
import type { Db, KeyScopedDb } from '../../server/db/connect';
import { addWalkIn } from '../../server/commands/add-walk-in';
import { cancelAppointment, moveAppointment } from '../../server/commands/change-appointment';
import { createBooking } from '../../server/commands/create-booking';
import type { NotifySettings } from '../../server/notifications/settings';

const notify = {} as NotifySettings;

export function outerHandleRefused(db: Db, now: Date) {
  // @ts-expect-error the app's db is not the key's transaction
  void addWalkIn(db, now, {} as Parameters<typeof addWalkIn>[2], null, notify);
  // @ts-expect-error the app's db is not the key's transaction
  void cancelAppointment(db, now, 1, null, notify);
  // @ts-expect-error the app's db is not the key's transaction
  void moveAppointment(db, now, 1, {} as Parameters<typeof moveAppointment>[3], null, notify);
  // @ts-expect-error the app's db is not the key's transaction
  void createBooking(db, now, {} as Parameters<typeof createBooking>[2], {} as Parameters<typeof createBooking>[3], notify);
}

export function keyedHandleAccepted(tx: KeyScopedDb, now: Date) {
  void addWalkIn(tx, now, {} as Parameters<typeof addWalkIn>[2], null, notify);
  void cancelAppointment(tx, now, 1, null, notify);
}
