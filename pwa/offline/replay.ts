import type { z } from 'zod';
import type { OutboxRow } from './db';
import { classifyFailure, failurePatch, syncedPatch } from './outbox-rules';
import { isServerReachable, onServerBack } from './connection';
import { claimNext, nextDueAt, settle, tidyUp } from './outbox-store';
import { setPaused, isPaused } from './replay-state';
import { forgetSession } from './session-memory';
import { isSignOutOwed } from './sign-out-owed';

/**
 * Replays the outbox (docs/decisions/006b-outbox.md): one change at a time, oldest first, when the
 * server can be reached again (the browser's 'online' event, or the health probe answering after the
 * server was down: offline/connection.ts), when the tab becomes visible, when the app or the
 * dashboard starts, every 30 s, and when a backoff ends. Nothing is tried while the device knows
 * the server cannot be reached (the probe says when it can).
 * The kinds are the caller's (the admin feature): each has the shared schema its payload must
 * pass again and the API function that sends it with the change's id as the Idempotency-Key.
 * Two tabs never replay at once: a Web Lock ('outbox-replay') serialises them, and a claim in a
 * Dexie transaction (pending → sending) makes sure a change is taken once even without the lock.
 */
export type OutboxHandler = {
  schema: z.ZodType;
  send: (payload: unknown, idempotencyKey: string) => Promise<unknown>;
  /** What the server made, kept on the row (a walk-in's appointment id) so an undo can cancel it. */
  serverIdOf?: (result: unknown) => number | undefined;
};
export type ReplayOptions = {
  handlers: Record<string, OutboxHandler>;
  /** A change reached the server: `result` is the handler's parsed answer. */
  onSynced?: (row: OutboxRow, result: unknown) => void;
};

export const REPLAY_EVERY_MS = 30_000;
const LOCK = 'outbox-replay';

let options: ReplayOptions | null = null;
/** The app-wide replay (any page of a staff device): what is left running when the dashboard closes. */
let background: ReplayOptions | null = null;
let running: Promise<void> | null = null;
let again = false;
let wantForce = false;
let dueTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Starts replaying with these kinds; the returned function stops it (the dashboard unmounts).
 * `background`: the replay a staff device starts on any page when the app starts; it never
 * replaces an open dashboard's options (which also update its lists) and takes over when it closes.
 */
export function startReplay(opts: ReplayOptions, { isBackground = false } = {}): () => void {
  if (isBackground) background = opts;
  if (!isBackground || !options) options = opts;
  const stopListening = onServerBack(() => void replayNow({ force: true }));
  const onVisible = () => {
    if (document.visibilityState === 'visible') void replayNow({ force: true });
  };
  document.addEventListener('visibilitychange', onVisible);
  const tick = setInterval(() => void replayNow(), REPLAY_EVERY_MS);
  void replayNow({ force: true });
  return () => {
    if (options === opts) options = background === opts ? null : background;
    if (background === opts) background = null;
    stopListening();
    document.removeEventListener('visibilitychange', onVisible);
    clearInterval(tick);
    clearTimeout(dueTimer);
  };
}

/** After signing in again: the 401 pause ends and the queue goes at once. */
export function resumeReplay(): Promise<void> {
  setPaused(false);
  return replayNow({ force: true });
}

/**
 * Sends what is due now (`force`: ignore backoff). Resolves when this tab's run is over; a call
 * during a run makes it go round once more, so a change queued meanwhile is never left behind.
 */
export function replayNow({ force = false } = {}): Promise<void> {
  // Signed out offline (decision 058): nothing goes under the old cookie, only after the next sign-in.
  if (!options || isPaused() || isSignOutOwed() || !isServerReachable()) return Promise.resolve();
  wantForce ||= force;
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    try {
      do {
        again = false;
        const forced = wantForce;
        wantForce = false;
        await withLock((held) => drain(forced, held));
      } while (again && options && !isPaused());
    } finally {
      running = null;
      await scheduleDue();
    }
  })();
  return running;
}

async function withLock(run: (held: boolean) => Promise<void>): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return run(false);
  await locks.request(LOCK, () => run(true));
}

async function drain(force: boolean, lockHeld: boolean): Promise<void> {
  await tidyUp(lockHeld);
  for (;;) {
    const handlers = options?.handlers;
    if (!handlers || isPaused() || isSignOutOwed() || !isServerReachable()) return;
    const row = await claimNext(force);
    if (!row) return;
    if (!(await replayOne(row, handlers))) return;
  }
}

/** Sends one change; answers whether the next one may go now. */
async function replayOne(row: OutboxRow, handlers: Record<string, OutboxHandler>): Promise<boolean> {
  const handler = handlers[row.kind];
  const parsed = handler?.schema.safeParse(row.payload);
  if (!handler || !parsed?.success) {
    const why = parsed?.error?.issues[0]?.message ?? `Unknown kind of change '${row.kind}'.`;
    await settle(row.id, failurePatch(row, { kind: 'refused', message: `This change cannot be sent: ${why}` }, Date.now()));
    return true;
  }
  try {
    const result = await handler.send(parsed.data, row.id);
    await settle(row.id, syncedPatch(Date.now(), handler.serverIdOf?.(result)));
    options?.onSynced?.(row, result);
    return true;
  } catch (error) {
    const failure = classifyFailure(error);
    await settle(row.id, failurePatch(row, failure, Date.now(), Math.random()));
    if (failure.kind === 'unauthorized') {
      forgetSession(); // the device no longer vouches for this session offline
      setPaused(true);
    }
    return failure.kind === 'refused'; // a network/server failure or a 401 stops the run: order is kept
  }
}

/** Wakes up when the earliest backoff ends (sooner than the 30 s tick). */
async function scheduleDue(): Promise<void> {
  clearTimeout(dueTimer);
  if (!options) return;
  const due = await nextDueAt();
  if (due === undefined) return;
  const wait = Math.max(0, due - Date.now());
  if (wait < REPLAY_EVERY_MS) dueTimer = setTimeout(() => void replayNow(), wait + 50);
}
