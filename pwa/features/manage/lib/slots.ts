import type { AvailabilityDetail } from '#shared/schemas/availability';

export type ManageSlot = {
  time: string;
  /** The barbers free at this time, in id order (empty: Booked). */
  barbers: { id: number; name: string }[];
};

/** The day's grid as the wizard shows it: every time, with the barbers free then (none: Booked). */
export function manageSlots(detail: AvailabilityDetail): ManageSlot[] {
  const barbers = Object.entries(detail.barberAvailability)
    .map(([id, b]) => ({ id: Number(id), name: b.name, free: new Set(b.availableSlots) }))
    .sort((a, b) => a.id - b.id);
  return detail.allSlots.map((time) => ({ time, barbers: barbers.filter((b) => b.free.has(time)).map(({ id, name }) => ({ id, name })) }));
}

/**
 * The barber a move asks for: the one chosen if still free then; else the appointment's own barber
 * if free then (a client moving the time keeps their barber); else none (the server picks, as "no preference").
 */
export function barberForMove(slot: ManageSlot, chosen: number | null, current: number): number | null {
  if (chosen !== null && slot.barbers.some((b) => b.id === chosen)) return chosen;
  if (chosen === null && slot.barbers.some((b) => b.id === current)) return current;
  return null;
}

/** First name of a full name, for the compact slot labels. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;
