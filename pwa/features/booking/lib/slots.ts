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
 * The rows a visitor is offered: on the shop's today, a time that is not available and starts before
 * `now` (shop time, `HH:MM`) plus the minimum notice is gone, not booked, and is left out
 * (docs/decisions/069-visitor-never-stuck.md). A time the server says is free always stays.
 */
export function upcomingRows(rows: SlotRow[], date: string, today: string, nowTime: string, noticeMin = 0): SlotRow[] {
  if (date !== today) return rows;
  const [h = 0, m = 0] = nowTime.split(':').map(Number);
  const earliest = h * 60 + m + noticeMin;
  return rows.filter((r) => {
    const [rh = 0, rm = 0] = r.time.split(':').map(Number);
    return r.available || rh * 60 + rm >= earliest;
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
