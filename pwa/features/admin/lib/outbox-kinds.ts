import { z } from 'zod';
import { Id } from '../../../../shared/schemas/common';
import { WalkInInput, type WalkIn } from '../../../../shared/schemas/walk-in';
import type { OutboxHandler } from '../../../offline/replay';
import { addWalkIn } from '../api/add-walk-in';
import { cancelAppointment } from '../api/cancel-appointment';

/**
 * The staff changes the outbox can hold, each with the shared schema its payload must pass (when
 * queued and again before each replay) and the API function that sends it, with the change's id
 * as the Idempotency-Key (docs/decisions/006b-outbox.md).
 */
export const WALK_IN = 'walk-in';
export const CANCEL = 'cancel';
export type ChangeKind = typeof WALK_IN | typeof CANCEL;

/** A queued cancellation: the appointment's id (all the DELETE needs) and what staff saw, to show it. */
export const CancelChange = z.object({
  appointmentId: Id,
  clientName: z.string(),
  date: z.string(),
  time: z.string(),
  barberName: z.string().optional(),
});
export type CancelChange = z.infer<typeof CancelChange>;

export const outboxHandlers: Record<ChangeKind, OutboxHandler> = {
  [WALK_IN]: { schema: WalkInInput, send: (payload, key) => addWalkIn(payload as WalkIn, key) },
  [CANCEL]: { schema: CancelChange, send: (payload, key) => cancelAppointment((payload as CancelChange).appointmentId, key) },
};

/** Validates before queueing: what goes into the outbox is what the shared schema accepts. */
export const parseWalkIn = (payload: unknown): WalkIn => WalkInInput.parse(payload);
export const parseCancel = (payload: unknown): CancelChange => CancelChange.parse(payload);

/** What staff are told when a change is queued instead of sent. */
export const QUEUED_TOAST = {
  walkIn: { title: 'Walk-in Waiting to Sync', description: 'Saved on this device. It will be sent as soon as the connection allows.' },
  cancel: { title: 'Cancellation Waiting to Sync', description: 'Saved on this device. It will be sent as soon as the connection allows.' },
} as const;
