/**
 * The day's lifecycle of a visit on the shop floor (docs/decisions/066-the-line-wait-estimate.md, "The lifecycle"),
 * pure: which status may follow which, for a booked appointment and for a walk-in in the line; who may undo a
 * change, and for how long; when a booked client counts as late.
 *
 * Every move is one tap forward; a tap is undone by the move back to the status it left, within `UNDO_WINDOW_MS`,
 * and only while it is still the visit's latest change (the server knows that; these rules take it as an argument).
 */

/** A booked appointment's visit: booked → arrived (checked in) → in chair → done; or no-show. */
export type AppointmentVisit = 'booked' | 'arrived' | 'in_chair' | 'done' | 'no_show';
export const APPOINTMENT_VISITS = ['booked', 'arrived', 'in_chair', 'done', 'no_show'] as const satisfies readonly AppointmentVisit[];

/** A walk-in in the line: waiting → called → in chair → done; or left (walked away, or removed). */
export type LineStatus = 'waiting' | 'called' | 'in_chair' | 'done' | 'left';
export const LINE_STATUSES = ['waiting', 'called', 'in_chair', 'done', 'left'] as const satisfies readonly LineStatus[];

/** A status change may be undone for a minute after it was made. */
export const UNDO_WINDOW_MS = 60_000;

/** The default of the `line.lateAfterMinutes` setting. */
export const DEFAULT_LATE_AFTER_MINUTES = 10;

const VISIT_MOVES: Record<AppointmentVisit, readonly AppointmentVisit[]> = {
  // A client may go straight to the chair (staff skip the check-in tap); a booked client who never came is a no-show.
  booked: ['arrived', 'in_chair', 'no_show'],
  // Checked in: the next step is the chair. A checked-in client who leaves before it is not a no-show (undo the check-in).
  arrived: ['in_chair'],
  in_chair: ['done'],
  done: [],
  no_show: [],
};

const LINE_MOVES: Record<LineStatus, readonly LineStatus[]> = {
  // Served without a call (they were at the desk), called, or gone.
  waiting: ['called', 'in_chair', 'left'],
  // Called: they sit down, they were not there (back to waiting, keeping their place), or they are gone.
  called: ['in_chair', 'waiting', 'left'],
  in_chair: ['done'],
  done: [],
  left: [],
};

/** Whether an appointment's visit may move from `from` to `to` by a forward tap (not an undo). */
export function canMoveVisit(from: AppointmentVisit, to: AppointmentVisit): boolean {
  return VISIT_MOVES[from].includes(to);
}

/** Whether a line entry may move from `from` to `to` by a forward tap (not an undo). */
export function canMoveLine(from: LineStatus, to: LineStatus): boolean {
  return LINE_MOVES[from].includes(to);
}

/** Whether undoing takes a visit from `current` back to `previous`: exactly the reverse of an allowed move. */
export function canUndoVisit(current: AppointmentVisit, previous: AppointmentVisit): boolean {
  return canMoveVisit(previous, current);
}

/** Whether undoing takes a line entry from `current` back to `previous`: exactly the reverse of an allowed move. */
export function canUndoLine(current: LineStatus, previous: LineStatus): boolean {
  return canMoveLine(previous, current);
}

/** A status change as the History has it: when, and by which staff account (null = the client, e.g. leaving the line online). */
export type FloorChange = { at: Date; by: number | null };

/**
 * Whether a signed-in staff member may undo `change` at `now`: within `UNDO_WINDOW_MS` of it, and only a change
 * staff made. Any staff account may undo it, not only the one that made it: the desk tablet is shared and a
 * colleague fixes a wrong tap as soon as the person who made it. A client's own change (leaving the line from
 * their page) is theirs: staff add them again instead. A change stamped in the future (a tablet's clock ahead)
 * counts as just made.
 */
export function mayUndo(change: FloorChange, now: Date): boolean {
  if (change.by === null) return false;
  return now.getTime() - change.at.getTime() < UNDO_WINDOW_MS;
}

/**
 * A booked client is late when they have not arrived `lateAfterMinutes` after their start (exactly that many
 * minutes counts as late). Once arrived they are never late, whenever they came.
 */
export function isLate(appointmentStart: Date, arrivedAt: Date | null, now: Date, lateAfterMinutes: number): boolean {
  if (arrivedAt !== null) return false;
  return now.getTime() - appointmentStart.getTime() >= lateAfterMinutes * 60_000;
}

/** The visits still to come or in progress (what the board shows and the estimate counts). */
export const isLiveVisit = (v: AppointmentVisit) => v === 'booked' || v === 'arrived' || v === 'in_chair';

/** The line entries still in the line (waiting or called), ahead of whoever joins next. */
export const isInLine = (s: LineStatus) => s === 'waiting' || s === 'called';
