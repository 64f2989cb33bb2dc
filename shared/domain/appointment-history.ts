/**
 * Past and completed visits are history (docs/decisions/054-history-and-seen-changes.md): staff may
 * move, cancel or delete only a visit still to come, and may correct a visit that has begun only by
 * its status (Done or No-show). The server's commands and the desk's screens both ask these rules.
 * Pure: `today` is the shop's date and `now` the instant, both given by the caller.
 */

/** The statuses a visit that has begun may be corrected to: Done ('completed') and No-show. */
export const CORRECTED_STATUSES = ['completed', 'no_show'] as const;
export type CorrectedStatus = (typeof CORRECTED_STATUSES)[number];

type Visit = { status: string; date: string };

/**
 * A visit is history when it is done or a no-show, or it is on a day before the shop's today. An
 * earlier time today is not history yet: staff may still place a walk-in at a time that has begun
 * (the client is in the chair), so they may still move or cancel it the same day.
 */
export function isHistory(v: Visit, today: string): boolean {
  return v.status === 'completed' || v.status === 'no_show' || v.date < today;
}

/** Whether staff may move it or cancel it (delete): a live visit that is not history. */
export const canChange = (v: Visit, today: string) => v.status !== 'cancelled' && !isHistory(v, today);

/**
 * Whether its status may be corrected to Done or No-show: it was not cancelled and it has begun
 * (`startsAt` at or before `now`). A visit still to come has no outcome to record.
 */
export const canCorrectStatus = (v: { status: string; startsAt: Date }, now: Date) =>
  v.status !== 'cancelled' && v.startsAt.getTime() <= now.getTime();

/** What a queued or edited change saw of its appointment, and what the appointment is now. */
export type AppointmentState = { date: string; time: string; barberId: number; status: string };

/**
 * Whether the appointment changed since the change was made on the device: another time, day, barber
 * or status than the one staff saw. No `seen` (a change from an older app) never counts as changed.
 */
export function changedSince(seen: AppointmentState | undefined, current: AppointmentState): boolean {
  if (!seen) return false;
  return seen.date !== current.date || seen.time !== current.time || seen.barberId !== current.barberId || seen.status !== current.status;
}
