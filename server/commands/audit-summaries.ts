import type { AdminAppointment } from '#shared/schemas/admin-appointment';
import type { BlockedSlot } from '#shared/schemas/blocked-slot';
import { say, type Said } from '../i18n/say';

/**
 * The History's one-line summaries (docs/decisions/041-back-office.md): what a person reads, e.g.
 * "Cancelled Carlos Rivera's 10:00 AM Corte for Ana Ruiz on Nov 25". Said as data (server/i18n/say.ts):
 * each reads in the language of whoever opens the History (docs/decisions/060-server-messages-in-both-languages.md).
 */
const appointmentValues = (a: AdminAppointment) => ({
  barber: a.barberName,
  time: { time: a.appointmentTime },
  service: a.serviceName,
  client: a.clientName,
  date: { date: a.appointmentDate },
});

export const appointmentLine = (a: AdminAppointment): Said => say('history.appointment', appointmentValues(a));

/** "Cancelled Carlos Rivera's 10:00 AM Corte for Ana Ruiz on Nov 25" (", by the client" when they did it on the manage page). */
export const cancelledLine = (a: AdminAppointment, byClient = false): Said =>
  say(byClient ? 'history.appointment.cancelByClient' : 'history.appointment.cancel', { appointment: appointmentLine(a) });

/** The fields of an appointment a move edits (the History's before/after). */
export const appointmentPlace = (a: AdminAppointment) => ({
  barberId: a.barberId,
  barberName: a.barberName,
  date: a.appointmentDate,
  time: a.appointmentTime,
});

export const movedLine = (before: AdminAppointment, after: AdminAppointment, byClient = false): Said => {
  const values = {
    appointment: appointmentLine(before),
    time: { time: after.appointmentTime },
    date: { date: after.appointmentDate },
    barber: after.barberName,
  };
  const toBarber = after.barberId !== before.barberId;
  if (byClient) return say(toBarber ? 'history.appointment.moveToBarberByClient' : 'history.appointment.moveByClient', values);
  return say(toBarber ? 'history.appointment.moveToBarber' : 'history.appointment.move', values);
};

export const walkInLine = (a: AdminAppointment): Said => say('history.walkIn.add', appointmentValues(a));

const blockValues = (b: BlockedSlot) => ({
  barber: b.barberName,
  startDate: { date: b.startDate },
  endDate: { date: b.endDate },
  startTime: { time: b.startTime },
  endTime: { time: b.endTime },
});
const blockLine = (b: BlockedSlot): Said => {
  const values = blockValues(b);
  const days = b.startDate === b.endDate ? say('history.block.day', values) : say('history.block.days', values);
  return b.reason ? say('history.block.because', { block: days, reason: b.reason }) : days;
};

export const blockAddedLine = (b: BlockedSlot): Said => say('history.block.add', { block: blockLine(b) });
export const blockRemovedLine = (b: BlockedSlot): Said => say('history.block.remove', { block: blockLine(b) });

/** A block's fields as the History keeps them. */
export const blockFields = (b: BlockedSlot) => ({
  barberId: b.barberId,
  barberName: b.barberName,
  startDate: b.startDate,
  endDate: b.endDate,
  startTime: b.startTime,
  endTime: b.endTime,
  reason: b.reason,
});
