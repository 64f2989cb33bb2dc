import type { AdminAppointment } from '#shared/schemas/admin-appointment';
import { canChange, CORRECTED_STATUSES, type CorrectedStatus } from '#shared/domain/appointment-history';

/**
 * One row of the Manage tab's Today's Appointments. Built from the server's appointments, and
 * designed so queued offline changes can join the list: a walk-in waiting in the outbox has no
 * server `id` yet and `pending` true (the row shows 'Waiting to sync' and no Cancel button); a
 * cancellation waiting to sync marks its appointment `pending` the same way.
 */
export type TodayItem = {
  /** Stable React key: `appt-{id}` for a server row, the outbox row's id for a queued one. */
  key: string;
  /** The appointment's id on the server; absent while it exists only in the outbox. */
  id?: number;
  time: string;
  clientName: string;
  clientPhone: string;
  clientEmail: string | null;
  barberName: string;
  serviceName: string;
  isWalkIn: boolean;
  pending?: boolean;
  /** A walk-in still in the outbox: its outbox row's id (staff may cancel it before it is sent). */
  outboxId?: string;
  /** Whether its Cancel is offered: false once an undo already waits behind it. */
  undoable?: boolean;
  /** Already Done or a No-show: history, shown with its status (docs/decisions/054-history-and-seen-changes.md). */
  finished?: CorrectedStatus;
  /** Whether staff may cancel it (a live visit that is not history); absent for a queued walk-in. */
  cancellable?: boolean;
};

const finishedStatus = (status: string) => CORRECTED_STATUSES.find((s) => s === status);

/**
 * Today's live appointments as list rows, by time (cancelled ones are hidden on this tab). With
 * `date`, rows of another day are left out (a list saved on the device yesterday, opened offline).
 */
export function toTodayItems(appointments: readonly AdminAppointment[], date?: string): TodayItem[] {
  return appointments
    .filter((a) => a.status !== 'cancelled' && (date === undefined || a.appointmentDate === date))
    .map((a) => ({
      key: `appt-${a.id}`,
      id: a.id,
      time: a.appointmentTime,
      clientName: a.clientName,
      clientPhone: a.clientPhone,
      clientEmail: a.clientEmail,
      barberName: a.barberName,
      serviceName: a.serviceName,
      isWalkIn: a.isWalkIn,
      // A row of today's list is on its own day: only its status can make it history.
      cancellable: canChange({ status: a.status, date: a.appointmentDate }, a.appointmentDate),
      ...(finishedStatus(a.status) && { finished: finishedStatus(a.status) }),
    }))
    .sort(byTime);
}

type Visit = Pick<TodayItem, 'time' | 'clientName' | 'barberName'>;
export const sameVisit = (a: Visit, b: Visit) => a.time === b.time && a.clientName === b.clientName && a.barberName === b.barberName;

/**
 * Merges queued rows (offline walk-ins) into server rows, by time; server rows first on a tie. A queued
 * row the server list already holds (same time, client and barber: the replay's answer arrives in the
 * list a moment before the outbox row is marked done) is left out, so it never shows twice.
 */
export function mergeTodayItems(server: readonly TodayItem[], queued: readonly TodayItem[]): TodayItem[] {
  return [...server, ...queued.filter((q) => !server.some((s) => sameVisit(s, q)))].sort(byTime);
}

function byTime(a: TodayItem, b: TodayItem): number {
  return a.time.localeCompare(b.time);
}
