import { formatDate, to12Hour } from '#shared/domain/shop-time';
import type { AdminAppointment } from '#shared/schemas/admin-appointment';
import type { BlockedSlot } from '#shared/schemas/blocked-slot';

/**
 * The History's one-line summaries (docs/decisions/041-back-office.md): what a person reads, e.g.
 * "Cancelled Carlos Rivera's 10:00 AM Corte for Ana Ruiz on Nov 25".
 */
const when = (date: string, time: string) => `${to12Hour(time)} on ${formatDate(date, 'short')}`;

export const appointmentLine = (a: AdminAppointment) =>
  `${a.barberName}'s ${to12Hour(a.appointmentTime)} ${a.serviceName} for ${a.clientName} on ${formatDate(a.appointmentDate, 'short')}`;

/** The fields of an appointment a move edits (the History's before/after). */
export const appointmentPlace = (a: AdminAppointment) => ({ barberId: a.barberId, barberName: a.barberName, date: a.appointmentDate, time: a.appointmentTime });

export const movedLine = (before: AdminAppointment, after: AdminAppointment) =>
  `Moved ${appointmentLine(before)} to ${after.barberId === before.barberId ? '' : `${after.barberName}, `}${when(after.appointmentDate, after.appointmentTime)}`;

export const walkInLine = (a: AdminAppointment) =>
  `Added a walk-in: ${a.clientName} with ${a.barberName}, ${to12Hour(a.appointmentTime)} ${a.serviceName} on ${formatDate(a.appointmentDate, 'short')}`;

export const blockLine = (b: BlockedSlot) => {
  const days = b.startDate === b.endDate ? formatDate(b.startDate, 'short') : `${formatDate(b.startDate, 'short')} to ${formatDate(b.endDate, 'short')}`;
  return `${b.barberName} ${days}, ${to12Hour(b.startTime)} to ${to12Hour(b.endTime)}${b.reason ? ` (${b.reason})` : ''}`;
};

/** A block's fields as the History keeps them. */
export const blockFields = (b: BlockedSlot) => ({
  barberId: b.barberId, barberName: b.barberName, startDate: b.startDate, endDate: b.endDate, startTime: b.startTime, endTime: b.endTime, reason: b.reason,
});
