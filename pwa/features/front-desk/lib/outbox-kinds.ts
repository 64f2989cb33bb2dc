import { z } from 'zod';
import { Id } from '#shared/schemas/common';
import { WalkInInput, type WalkIn } from '#shared/schemas/walk-in';
import { AppointmentSeen, type AdminAppointment } from '#shared/schemas/admin-appointment';
import { NotYet } from '#pwa/offline/outbox-rules';
import { discardChange, getChange } from '#pwa/offline/outbox-store';
import type { OutboxHandler } from '#pwa/offline/replay';
import type { I18nValue } from '#pwa/i18n/use-t';
import { addWalkIn } from '../api/add-walk-in';
import { cancelAppointment } from '../api/cancel-appointment';
import { floorOutboxHandlers } from '../floor/floor-outbox';

/**
 * The staff changes the outbox can hold, each with the shared schema its payload must pass (when
 * queued and again before each replay) and the API function that sends it, with the change's id
 * as the Idempotency-Key (docs/decisions/006b-outbox.md).
 */
export const WALK_IN = 'walk-in';
export const CANCEL = 'cancel';
/** The undo of a queued walk-in already being sent: cancels the appointment its answer names. */
export const CANCEL_WALK_IN = 'cancel-walk-in';
export type ChangeKind = typeof WALK_IN | typeof CANCEL | typeof CANCEL_WALK_IN;

/**
 * A queued cancellation: the appointment's id, what staff saw to show it, and `seen` (its date, time,
 * barber and status): sent with the DELETE, so a cancellation of a visit changed meanwhile is refused
 * and lands in Needs attention with both versions. Rows queued by an older app have no `seen`.
 */
export const CancelChange = z.object({
  appointmentId: Id,
  clientName: z.string(),
  date: z.string(),
  time: z.string(),
  barberName: z.string().optional(),
  seen: AppointmentSeen.optional(),
});
export type CancelChange = z.infer<typeof CancelChange>;

/**
 * Cancelling a queued walk-in that was already sent (or is being sent): its outbox row's id and
 * what staff saw. It is queued after the walk-in, so it goes once the walk-in has its answer.
 */
export const CancelWalkIn = z.object({
  walkInId: z.string().min(1),
  clientName: z.string(),
  date: z.string(),
  time: z.string(),
  barberName: z.string().optional(),
});
export type CancelWalkIn = z.infer<typeof CancelWalkIn>;

/**
 * Sends the undo of a walk-in once the walk-in has its answer: the server made an appointment →
 * it is cancelled (with this change's id as the Idempotency-Key); the walk-in was refused → it is
 * discarded, nothing to cancel; still waiting for its answer → not yet (retried).
 */
async function sendCancelWalkIn(payload: CancelWalkIn, key: string): Promise<AdminAppointment | null> {
  const walkIn = await getChange(payload.walkInId);
  if (!walkIn) return null;
  if (walkIn.state === 'pending' || walkIn.state === 'sending') throw new NotYet('Waiting for the walk-in’s answer first.');
  if (walkIn.state === 'needs-attention') {
    await discardChange(walkIn.id);
    return null;
  }
  if (walkIn.outcome !== 'synced' || walkIn.serverId === undefined) return null;
  return cancelAppointment(walkIn.serverId, key);
}

const appointmentId = (result: unknown) => (result as AdminAppointment | null)?.id;

export const outboxHandlers: Record<string, OutboxHandler> = {
  ...floorOutboxHandlers,
  [WALK_IN]: { schema: WalkInInput, send: (payload, key) => addWalkIn(payload as WalkIn, key), serverIdOf: appointmentId },
  [CANCEL]: {
    schema: CancelChange,
    send: (payload, key) => cancelAppointment((payload as CancelChange).appointmentId, key, (payload as CancelChange).seen),
  },
  [CANCEL_WALK_IN]: { schema: CancelWalkIn, send: (payload, key) => sendCancelWalkIn(payload as CancelWalkIn, key) },
};

/** Validates before queueing: what goes into the outbox is what the shared schema accepts. */
export const parseWalkIn = (payload: unknown): WalkIn => WalkInInput.parse(payload);
export const parseCancel = (payload: unknown): CancelChange => CancelChange.parse(payload);

/** What staff are told when a change is queued instead of sent. */
export function queuedToast(t: I18nValue['t'], what: 'walkIn' | 'cancel'): { title: string; description: string } {
  return {
    title: t(what === 'walkIn' ? 'admin.outbox.queuedWalkIn.title' : 'admin.outbox.queuedCancel.title'),
    description: t('admin.outbox.queued.description'),
  };
}

/** What staff are told after cancelling a walk-in still waiting to sync (undo before sync). */
export function undoToast(done: 'withdrawn' | 'follow-up' | 'gone', t: I18nValue['t']): { title: string; description: string } {
  if (done === 'withdrawn') return { title: t('admin.outbox.withdrawn.title'), description: t('admin.outbox.withdrawn.description') };
  if (done === 'follow-up') return queuedToast(t, 'cancel');
  return { title: t('admin.outbox.gone.title'), description: t('admin.outbox.gone.description') };
}

/** What staff are told after withdrawing a queued cancellation. */
export function withdrawCancelToast(done: 'withdrawn' | 'gone', t: I18nValue['t']): { title: string; description: string } {
  return done === 'withdrawn'
    ? { title: t('admin.manage.withdrawCancel.title'), description: t('admin.manage.withdrawCancel.description') }
    : { title: t('admin.manage.withdrawCancel.goneTitle'), description: t('admin.manage.withdrawCancel.goneDescription') };
}

/** What an appointment looked like to staff, sent with a change so the server can tell if it changed since. */
export const seenOf = (a: AdminAppointment): AppointmentSeen => ({
  date: a.appointmentDate,
  time: a.appointmentTime,
  barberId: a.barberId,
  status: a.status,
});
