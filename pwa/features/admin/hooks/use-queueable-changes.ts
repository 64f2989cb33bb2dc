import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminAppointment } from '../../../../shared/schemas/admin-appointment';
import type { WalkIn } from '../../../../shared/schemas/walk-in';
import { isNetworkFailure } from '../../../offline/outbox-rules';
import { enqueue, hasQueuedChanges, newChangeId } from '../../../offline/outbox-store';
import { replayNow } from '../../../offline/replay';
import { isPaused } from '../../../offline/replay-state';
import { addWalkIn } from '../api/add-walk-in';
import { cancelAppointment } from '../api/cancel-appointment';
import { refreshAfterAppointmentChange } from '../lib/invalidate';
import { CANCEL, parseCancel, parseWalkIn, WALK_IN, type CancelChange } from '../lib/outbox-kinds';

/** Sent now (the server's answer), or queued in the outbox (shown 'Waiting to sync'). */
export type Submitted = { queued: false; appointment: AdminAppointment } | { queued: true };

/**
 * A change goes to the outbox instead of the network when the device is offline, when the outbox
 * is paused (signed out) or when changes wait ahead of it (so they reach the server in order).
 */
async function mustQueue(): Promise<boolean> {
  return !navigator.onLine || isPaused() || (await hasQueuedChanges());
}

/**
 * Sends a change now, or queues it. The id is made first and used as the Idempotency-Key either
 * way: when a request fails for want of a network (maybe after the server acted), the queued copy
 * replays with the same key and cannot act twice.
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
    if (isNetworkFailure(err)) return queue();
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
      return sendOrQueue(CANCEL, payload, (key) => cancelAppointment(payload.appointmentId, key));
    },
    onSettled: (data) => (data?.queued ? undefined : refreshAfterAppointmentChange(queryClient)),
  });
}
