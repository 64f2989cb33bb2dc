import { ApiError } from '../lib/api';
import type { OutboxRow, OutboxState } from './db';

/**
 * The outbox's pure rules (docs/decisions/006b-outbox.md): which change goes next, how a failure is
 * classified, how long to wait, and what each outcome does to a row. No clock, no database: `now`
 * comes in as an argument, so every rule has a unit test beside it.
 */

/** Every state a change has before it is on the server (or resolved by staff). */
export const WAITING_STATES: readonly OutboxState[] = ['pending', 'sending', 'needs-attention'];

/**
 * - network: no answer (fetch's TypeError, an aborted request): stays pending, retried with backoff.
 * - transient: the server could not act now (5xx, 408, 429, the same key still running): the same.
 * - unauthorized: 401: the outbox pauses until staff sign in again; the change stays pending.
 * - refused: any other answer (409 slot taken, 400, 404, 422 …), or an answer we cannot read:
 *   needs attention, never dropped.
 */
export type FailureClass = 'network' | 'transient' | 'unauthorized' | 'refused';
export type Failure = { kind: FailureClass; message: string; /** A refusal's answer body, kept on the row. */ body?: unknown };

export function classifyFailure(error: unknown): Failure {
  if (error instanceof NotYet) return { kind: 'transient', message: error.message };
  if (error instanceof ApiError) {
    const message = error.serverMessage ?? error.message;
    if (error.status === 401) return { kind: 'unauthorized', message };
    if (error.status >= 500 || error.status === 408 || error.status === 429) return { kind: 'transient', message };
    const code = (error.body as { code?: unknown } | null)?.code;
    if (error.status === 409 && code === 'idempotency_in_progress') return { kind: 'transient', message };
    return { kind: 'refused', message, ...(error.body !== null && typeof error.body === 'object' && { body: error.body }) };
  }
  if (isNetworkFailure(error)) return { kind: 'network', message: 'No connection to the server.' };
  return { kind: 'refused', message: error instanceof Error ? error.message : String(error) };
}

/** A request that got no answer at all: fetch rejects with a TypeError (or an AbortError). */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof ApiError) return false;
  return error instanceof TypeError || (error instanceof Error && error.name === 'AbortError');
}

/**
 * The server was not there: no answer at all, or a 502/503/504 (a proxy, or the server saying it
 * cannot act now). Nothing was refused: a change is queued, a saved list keeps showing, a session
 * confirmed lately still opens the dashboard.
 */
export function isUnreachable(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 502 || error.status === 503 || error.status === 504;
  return isNetworkFailure(error);
}

/** A change that must wait for another one (an undo waiting for the walk-in it undoes): retried, never refused. */
export class NotYet extends Error {
  override name = 'NotYet';
}

const BACKOFF_BASE_MS = 1000;
export const BACKOFF_MAX_MS = 60 * 1000;

/**
 * How long to wait before the next try after `attempts` tries: 2 s, 4 s, 8 s … up to a minute,
 * spread ±20% (`random` in [0, 1)) so several devices coming back online do not all ask at once.
 * The server coming back (the browser's 'online' event, or the health probe answering again:
 * offline/connection.ts) skips the wait: try now.
 */
export function backoffMs(attempts: number, random = 0.5): number {
  const base = Math.min(BACKOFF_BASE_MS * 2 ** Math.max(1, attempts), BACKOFF_MAX_MS);
  return Math.round(base * (0.8 + 0.4 * random));
}

/** Oldest first; a tie on createdAt (never made by `enqueue`, which keeps it increasing) by id. */
export const byCreation = (a: OutboxRow, b: OutboxRow) => a.createdAt - b.createdAt || a.id.localeCompare(b.id);

/**
 * The next change to send: the oldest pending one. Changes go strictly in order, so when the oldest
 * is still waiting out its backoff, nothing goes (`force` — the network just came back — ignores it).
 * Changes needing attention are set aside: the ones after them still go.
 */
export function pickNext(rows: readonly OutboxRow[], now: number, force = false): OutboxRow | undefined {
  const first = rows.filter((r) => r.state === 'pending').sort(byCreation)[0];
  if (!first) return undefined;
  return force || (first.nextAttemptAt ?? 0) <= now ? first : undefined;
}

/** A claim left by a tab that closed mid-send (only trusted when no lock says otherwise). */
export const STALE_CLAIM_MS = 2 * 60 * 1000;
export const isStaleClaim = (row: OutboxRow, now: number, lockHeld: boolean) =>
  row.state === 'sending' && (lockHeld || now - (row.claimedAt ?? 0) > STALE_CLAIM_MS);

export type RowPatch = Partial<OutboxRow>;

/** pending → sending: one more attempt. */
export const claimPatch = (row: OutboxRow, now: number): RowPatch => ({ state: 'sending', claimedAt: now, attempts: row.attempts + 1 });

/** The server took it (a 2xx, or its stored answer to an earlier try); `serverId`: what it made. */
export const syncedPatch = (now: number, serverId?: number): RowPatch => ({
  state: 'done',
  outcome: 'synced',
  doneAt: now,
  lastError: undefined,
  ...(serverId !== undefined && { serverId }),
});

/** What a failure does to the row it happened to. */
export function failurePatch(row: OutboxRow, failure: Failure, now: number, random = 0.5): RowPatch {
  switch (failure.kind) {
    case 'network':
    case 'transient':
      return { state: 'pending', lastError: failure.message, nextAttemptAt: now + backoffMs(row.attempts, random) };
    case 'unauthorized':
      return { state: 'pending', lastError: failure.message, nextAttemptAt: undefined };
    case 'refused':
      return { state: 'needs-attention', lastError: failure.message, refusal: failure.body, nextAttemptAt: undefined };
  }
}

/** Staff chose to drop a change, or made a new one in its place. */
export const discardedPatch = (now: number): RowPatch => ({ state: 'done', outcome: 'discarded', doneAt: now });
export const replacedPatch = (now: number, by: string): RowPatch => ({ state: 'done', outcome: 'replaced', doneAt: now, replacedBy: by });
/** Staff cancelled a change that was never sent: it leaves the queue, no request is made. */
export const withdrawnPatch = (now: number): RowPatch => ({ state: 'done', outcome: 'withdrawn', doneAt: now });

/**
 * Whether a change can be taken back without asking the server: it is waiting and was never
 * sent. A change sent at least once may have been acted on (its answer lost): undoing it needs a
 * follow-up change that cancels what the server made.
 */
export const isUnsent = (row: OutboxRow) => row.state === 'pending' && row.attempts === 0;

/** Done rows are kept a day (what happened, for a look in DevTools), then pruned. */
export const KEEP_DONE_MS = 24 * 60 * 60 * 1000;

/** A new row's createdAt: now, but always after the newest row, so the order is the order of entry. */
export const nextCreatedAt = (newest: number | undefined, now: number) => Math.max(now, (newest ?? 0) + 1);
