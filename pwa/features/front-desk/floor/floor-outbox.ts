import { z } from 'zod';
import type { OutboxHandler } from '#pwa/offline/replay';
import { isServerReachable } from '#pwa/offline/connection';
import { isUnreachable } from '#pwa/offline/outbox-rules';
import { enqueue, hasQueuedChanges, newChangeId, withdrawUnsent } from '#pwa/offline/outbox-store';
import { replayNow } from '#pwa/offline/replay';
import { isPaused } from '#pwa/offline/replay-state';
import {
  callNext,
  CallNextChange,
  DeskLineEntry,
  LineChange,
  sendDeskLineEntry,
  sendLineChange,
  sendVisitChange,
  VisitChange,
} from './floor-api';
import { FLOOR_ADD, FLOOR_LINE, FLOOR_NEXT, FLOOR_VISIT } from './floor-pending';

/** An entry added at the desk as the outbox keeps it: the request, and the service's name to show meanwhile. */
export const DeskAdd = z.object({ entry: DeskLineEntry, serviceName: z.string() });
export type DeskAdd = z.infer<typeof DeskAdd>;

/** The floor's changes in the offline outbox, each sent with its row id as the Idempotency-Key (replayed once). */
export const floorOutboxHandlers: Record<string, OutboxHandler> = {
  [FLOOR_VISIT]: { schema: VisitChange, send: (p, key) => sendVisitChange(p as VisitChange, key) },
  [FLOOR_LINE]: { schema: LineChange, send: (p, key) => sendLineChange(p as LineChange, key) },
  [FLOOR_ADD]: { schema: DeskAdd, send: (p, key) => sendDeskLineEntry((p as DeskAdd).entry, key) },
  [FLOOR_NEXT]: { schema: CallNextChange, send: (p, key) => callNext((p as CallNextChange).barberId, key) },
};

export type FloorKind = typeof FLOOR_VISIT | typeof FLOOR_LINE | typeof FLOOR_ADD | typeof FLOOR_NEXT;
/** Sent now (with the server's `answer`), or queued (then `outboxId` names the row, which Undo may still withdraw). */
export type FloorSubmitted = { queued: boolean; outboxId: string; answer?: unknown };

const send = (kind: FloorKind, payload: unknown, key: string) => floorOutboxHandlers[kind]!.send(payload, key);

/**
 * A floor change goes now, or into the outbox when the server cannot be reached, the outbox is
 * paused or changes wait ahead of it (so they arrive in order), as walk-ins and cancellations do
 * (docs/decisions/006b-outbox.md). The key is made first: a send without an answer replays with it.
 */
export async function submitFloorChange(kind: FloorKind, payload: unknown): Promise<FloorSubmitted> {
  const parsed = floorOutboxHandlers[kind]!.schema.parse(payload);
  const id = newChangeId();
  const queue = async (): Promise<FloorSubmitted> => {
    await enqueue(kind, parsed, id);
    void replayNow();
    return { queued: true, outboxId: id };
  };
  if (!isServerReachable() || isPaused() || (await hasQueuedChanges())) return queue();
  try {
    const answer = await send(kind, parsed, id);
    return { queued: false, outboxId: id, answer };
  } catch (err) {
    if (isUnreachable(err)) return queue();
    throw err;
  }
}

/**
 * Undo of a status tap or a Call next (within UNDO_WINDOW_MS): a change never sent leaves the outbox and nothing
 * reaches the server; one sent (or being sent) is followed by its reverse with `undo: true`, which
 * the server accepts within the minute and records in the History.
 */
export async function undoFloorChange(
  done: FloorSubmitted,
  reverse: { kind: FloorKind; payload: unknown } | null,
): Promise<'withdrawn' | 'reversed' | 'queued'> {
  if (done.queued && (await withdrawUnsent(done.outboxId)) === 'withdrawn') return 'withdrawn';
  // A queued Call next already replayed: which entry the server called is not known here.
  if (!reverse) throw new Error('already sent');
  const r = await submitFloorChange(reverse.kind, reverse.payload);
  return r.queued ? 'queued' : 'reversed';
}
