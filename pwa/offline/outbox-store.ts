import { db, type OutboxRow } from './db';
import {
  byCreation,
  claimPatch,
  discardedPatch,
  isStaleClaim,
  isUnsent,
  KEEP_DONE_MS,
  nextCreatedAt,
  pickNext,
  replacedPatch,
  withdrawnPatch,
  type RowPatch,
} from './outbox-rules';

/**
 * The outbox table's operations (Dexie, pwa/offline/db.ts). Every read-then-write runs in one
 * read-write transaction, so two tabs can never claim the same change. The rules live in
 * outbox-rules.ts; this file only applies them.
 */

/** A uuid for the change (also its Idempotency-Key): crypto.randomUUID where it exists (secure
 * contexts), else a version-4 uuid from getRandomValues (a tablet on plain http in the shop). */
export function newChangeId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

async function newestCreatedAt(): Promise<number | undefined> {
  return (await db.outbox.orderBy('createdAt').last())?.createdAt;
}

function freshRow(id: string, kind: string, payload: unknown, createdAt: number): OutboxRow {
  return { id, kind, payload, createdAt, attempts: 0, state: 'pending' };
}

/** Adds a change (payload already validated by the caller) at the end of the queue. */
export async function enqueue(kind: string, payload: unknown, id = newChangeId()): Promise<OutboxRow> {
  return db.transaction('rw', db.outbox, async () => {
    const row = freshRow(id, kind, payload, nextCreatedAt(await newestCreatedAt(), Date.now()));
    await db.outbox.add(row);
    return row;
  });
}

/** Takes the next change to send (pending → sending), or nothing when none is due. */
export async function claimNext(force: boolean): Promise<OutboxRow | undefined> {
  return db.transaction('rw', db.outbox, async () => {
    const now = Date.now();
    const next = pickNext(await db.outbox.where('state').equals('pending').toArray(), now, force);
    if (!next) return undefined;
    const patch = claimPatch(next, now);
    await db.outbox.update(next.id, patch);
    return { ...next, ...patch };
  });
}

export async function settle(id: string, patch: RowPatch): Promise<void> {
  await db.outbox.update(id, patch);
}

/** Gives back claims that no tab is working on (see isStaleClaim), and forgets old done rows. */
export async function tidyUp(lockHeld: boolean): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    const now = Date.now();
    const sending = await db.outbox.where('state').equals('sending').toArray();
    for (const r of sending.filter((s) => isStaleClaim(s, now, lockHeld))) await db.outbox.update(r.id, { state: 'pending' });
    await db.outbox
      .where('state')
      .equals('done')
      .and((r) => now - (r.doneAt ?? 0) > KEEP_DONE_MS)
      .delete();
  });
}

/** Every change not done yet, oldest first (pending, sending, needs attention). */
export async function waitingRows(): Promise<OutboxRow[]> {
  return (await db.outbox.where('state').anyOf('pending', 'sending', 'needs-attention').toArray()).sort(byCreation);
}

/** The earliest time a backing-off change may go again. */
export async function nextDueAt(): Promise<number | undefined> {
  const due = (await db.outbox.where('state').equals('pending').toArray()).map((r) => r.nextAttemptAt ?? 0);
  return due.length ? Math.min(...due) : undefined;
}

/** Whether changes are queued ahead of a new one (then the new one queues too, to keep the order). */
export async function hasQueuedChanges(): Promise<boolean> {
  return (await db.outbox.where('state').anyOf('pending', 'sending').count()) > 0;
}

/** Staff dropped a change needing attention on purpose. */
export async function discardChange(id: string): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    if ((await db.outbox.get(id))?.state === 'needs-attention') await db.outbox.update(id, discardedPatch(Date.now()));
  });
}

/** Staff made a new change in place of one needing attention: both in one transaction. */
export async function replaceChange(oldId: string, kind: string, payload: unknown): Promise<OutboxRow> {
  return db.transaction('rw', db.outbox, async () => {
    const old = await db.outbox.get(oldId);
    if (!old || old.state !== 'needs-attention') throw new Error('This change was already resolved.');
    const row = freshRow(newChangeId(), kind, payload, nextCreatedAt(await newestCreatedAt(), Date.now()));
    await db.outbox.add(row);
    await db.outbox.update(oldId, replacedPatch(Date.now(), row.id));
    return row;
  });
}

/**
 * Staff cancel a queued change (undo before sync), in one transaction:
 * - never sent: it is withdrawn (done, outcome 'withdrawn'): no request is ever made → 'withdrawn';
 * - being sent, or sent once without an answer (the server may have acted): `followUp` is queued
 *   after it, to cancel whatever the server makes of it once its answer is in → 'follow-up';
 * - already resolved (synced, refused, gone): nothing is done → 'gone'.
 */
export async function withdrawChange(
  id: string,
  followUp: { kind: string; payload: unknown },
): Promise<'withdrawn' | 'follow-up' | 'gone'> {
  return db.transaction('rw', db.outbox, async () => {
    const row = await db.outbox.get(id);
    if (!row || (row.state !== 'pending' && row.state !== 'sending')) return 'gone';
    if (isUnsent(row)) {
      await db.outbox.update(id, withdrawnPatch(Date.now()));
      return 'withdrawn';
    }
    await db.outbox.add(freshRow(newChangeId(), followUp.kind, followUp.payload, nextCreatedAt(await newestCreatedAt(), Date.now())));
    return 'follow-up';
  });
}

/**
 * Staff take back a queued change that cannot be followed by an undo (a cancellation: the server
 * has no "uncancel"): never sent → withdrawn, no request is ever made; being sent or sent once
 * (the server may have acted), or already resolved → 'gone', nothing is done.
 */
export async function withdrawUnsent(id: string): Promise<'withdrawn' | 'gone'> {
  return db.transaction('rw', db.outbox, async () => {
    const row = await db.outbox.get(id);
    if (!row || !isUnsent(row)) return 'gone';
    await db.outbox.update(id, withdrawnPatch(Date.now()));
    return 'withdrawn';
  });
}

/** One change as stored (any state), for a follow-up that depends on it. */
export async function getChange(id: string): Promise<OutboxRow | undefined> {
  return db.outbox.get(id);
}
