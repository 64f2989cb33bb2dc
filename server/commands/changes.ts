import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What a command changed that the availability and the pre-rendered pages show
 * (docs/decisions/062-server-layers.md):
 * - `days`: the dates of appointments it added, moved (from and to) or cancelled;
 * - `barbers`: a barber, their hours or time off (every day's availability);
 * - `schedule`: blocks, closures or the booking rules (every day's availability);
 * - `catalogue`: services, barbers' public details or the shop's details (availability and the public pages).
 */
export type Changed = { days?: readonly string[]; barbers?: true; schedule?: true; catalogue?: true };

const scope = new AsyncLocalStorage<Changed[]>();

/**
 * Called by a command that writes: says what it changes, for the request it runs in (kept only if the
 * request answers 2xx, so a command may say it before its transaction, which a refusal rolls back). The one
 * place that turns it into cache invalidation and page refresh is `forgetWhatChanged()`
 * (middleware/forget-what-changed.ts), around every API write; outside a request (a job, the CLI,
 * a test calling the command) nobody is listening here, and the database's NOTIFY (migration 007)
 * tells every process's cache anyway.
 */
export function changed(c: Changed): void {
  scope.getStore()?.push(c);
}

/** Runs `fn`, whose changes are kept in `changes` even when it throws. */
export function withChanges<T>(changes: Changed[], fn: () => Promise<T>): Promise<T> {
  return scope.run(changes, fn);
}
