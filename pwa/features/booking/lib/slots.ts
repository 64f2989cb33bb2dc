import type { AvailabilityDetail } from '#shared/schemas/availability';
import type { Service } from '#shared/schemas/catalogue';

export type SlotRow = {
  time: string;
  available: boolean;
  /** Names of the barbers free at this time, in barber id order. */
  barberNames: string[];
};

export type FreeBarber = { id: number; name: string };

const byId = (detail: AvailabilityDetail) =>
  Object.entries(detail.barberAvailability)
    .map(([id, b]) => ({ id: Number(id), ...b }))
    .sort((a, b) => a.id - b.id);

/** The day's grid with an Available/Booked state per time: Available when some barber lists it. */
export function slotRows(detail: AvailabilityDetail): SlotRow[] {
  const barbers = byId(detail);
  return detail.allSlots.map((time) => {
    const barberNames = barbers.filter((b) => b.availableSlots.includes(time)).map((b) => b.name);
    return { time, available: barberNames.length > 0, barberNames };
  });
}

/**
 * The barbers step lists: every barber of the day when no time is chosen, else only those whose
 * availableSlots contain that time (docs/product.md#the-wizard, step 3).
 */
export function barbersForTime(detail: AvailabilityDetail, time: string | undefined): FreeBarber[] {
  return byId(detail)
    .filter((b) => time === undefined || b.availableSlots.includes(time))
    .map(({ id, name }) => ({ id, name }));
}

/**
 * The day's availability without the barbers who do not perform the service (`service.barbers`); the
 * whole answer while the service is not known yet.
 */
export function onlyPerformers(detail: AvailabilityDetail, service: Pick<Service, 'barbers'> | undefined): AvailabilityDetail {
  if (!service) return detail;
  const ids = new Set(service.barbers.map((b) => String(b.id)));
  return { ...detail, barberAvailability: Object.fromEntries(Object.entries(detail.barberAvailability).filter(([id]) => ids.has(id))) };
}

/** First name of a full name, for compact labels and the 'Booking with {first name}' subtitle. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}
