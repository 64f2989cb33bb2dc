import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminAppointment } from '#shared/schemas/admin-appointment';
import type { WalkIn } from '#shared/schemas/walk-in';
import { isServerReachable } from '#pwa/offline/connection';
import { isUnreachable } from '#pwa/offline/outbox-rules';
import { enqueue, hasQueuedChanges, newChangeId, withdrawChange, withdrawUnsent } from '#pwa/offline/outbox-store';
import { replayNow } from '#pwa/offline/replay';
import { isPaused } from '#pwa/offline/replay-state';
import { addWalkIn } from '../api/add-walk-in';
import { cancelAppointment } from '../api/cancel-appointment';
import { refreshAfterAppointmentChange } from '../../staff-shell/lib/invalidate';
import { CANCEL, CANCEL_WALK_IN, CancelWalkIn, parseCancel, parseWalkIn, WALK_IN, type CancelChange } from '../lib/outbox-kinds';

/** Sent now (the server's answer), or queued in the outbox (shown 'Waiting to sync'). */
export type Submitted = { queued: false; appointment: AdminAppointment } | { queued: true };

/**
 * A change goes to the outbox instead of the network when the device is offline or knows the server
 * is down, when the outbox is paused (signed out) or when changes wait ahead of it (so they reach
 * the server in order).
 */
async function mustQueue(): Promise<boolean> {
  return !isServerReachable() || isPaused() || (await hasQueuedChanges());
}

/**
 * Sends a change now, or queues it. The id is made first and used as the Idempotency-Key either
 * way: when a request gets no answer, or a 502/503/504 (the server down, maybe after it acted), the
 * queued copy replays with the same key and cannot act twice.
 */
async function sendOrQueue(kind: string, payload: unknown, send: (key: string) => Promise<AdminAppointment>): Promise<Submitted> {
  const id = newChangeId();
  const queue = async (): Promise<Submitted> => {
    await enqueue(kind, payload, id);
    void replayNow();
    return { queued: true };
  };
  if (await mustQueue()) return queue();
  try {
    return { queued: false, appointment: await send(id) };
  } catch (err) {
    if (isUnreachable(err)) return queue();
    throw err;
  }
}

/** Add Walk-in: online it is sent at once; offline it is queued (validated with the shared schema first). */
export function useSubmitWalkIn() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (input: WalkIn) => {
      const payload = parseWalkIn(input);
      return sendOrQueue(WALK_IN, payload, (key) => addWalkIn(payload, key));
    },
    onSettled: (data) => (data?.queued ? undefined : refreshAfterAppointmentChange(queryClient)),
  });
}

/** The Manage tab's Cancel, queued the same way. */
export function useSubmitCancel() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (change: CancelChange) => {
      const payload = parseCancel(change);
      return sendOrQueue(CANCEL, payload, (key) => cancelAppointment(payload.appointmentId, key, payload.seen));
    },
    onSettled: (data) => (data?.queued ? undefined : refreshAfterAppointmentChange(queryClient)),
  });
}

/** What an undo of a queued walk-in did: nothing was sent and nothing will be, or a cancellation waits behind it. */
export type Undone = 'withdrawn' | 'follow-up' | 'gone';
export type QueuedWalkIn = { outboxId: string; clientName: string; date: string; time: string; barberName: string };

/**
 * Cancel on a walk-in waiting to sync (docs/decisions/073-outbox-through-a-bad-day.md): never sent → it leaves the
 * outbox and no request is made; already being sent (or sent once without an answer) → a
 * cancellation is queued behind it, and goes once the walk-in's answer names the appointment.
 */
export async function undoQueuedWalkIn(w: QueuedWalkIn): Promise<Undone> {
  const payload = CancelWalkIn.parse({
    walkInId: w.outboxId,
    clientName: w.clientName,
    date: w.date,
    time: w.time,
    barberName: w.barberName,
  });
  const done = await withdrawChange(w.outboxId, { kind: CANCEL_WALK_IN, payload });
  if (done === 'follow-up') void replayNow();
  return done;
}

/**
 * Undo Cancel on a cancellation waiting to sync, like Cancel on a queued walk-in: never sent → it
 * leaves the outbox and no request is made ('withdrawn'); already being sent or sent ('gone') →
 * nothing is done (the server has no "uncancel": staff see it went).
 */
export function withdrawQueuedCancel(outboxId: string): Promise<'withdrawn' | 'gone'> {
  return withdrawUnsent(outboxId);
}
