import { z } from 'zod';
import { HhMm, Id, IsoDate } from './common';

/**
 * Which day and service to ask about. The same shape serves the path form
 * (`/api/availability/detailed/:serviceId/:date`, `/api/availability/:serviceId/:date`)
 * and the query form (`/api/availability/detailed?serviceId=&date=`).
 */
export const AvailabilityQuery = z.object({ serviceId: Id, date: IsoDate });
export type AvailabilityQuery = z.infer<typeof AvailabilityQuery>;

/** One barber's free start times that day, `HH:MM`, ascending. */
export const BarberDayAvailability = z.object({ name: z.string(), availableSlots: z.array(HhMm) });
export type BarberDayAvailability = z.infer<typeof BarberDayAvailability>;

/**
 * `GET /api/availability/detailed/...`: the day's grid and each barber's free times (docs/product.md#slots-and-availability).
 * - `allSlots`: the day's 30-minute grid of start times (from the earliest opening, while the
 *   service still ends by closing). Empty on Sundays and days nobody works.
 * - `barberAvailability`: keyed by barber id (as a string, JSON keys are strings), every active barber,
 *   with the start times at which that barber can take the whole service.
 * A time in `allSlots` is Available when some barber lists it, else Booked. Past times and past days
 * keep their grid but are never available.
 */
export const AvailabilityDetail = z.object({
  allSlots: z.array(HhMm),
  barberAvailability: z.record(z.string().regex(/^\d+$/), BarberDayAvailability),
});
export type AvailabilityDetail = z.infer<typeof AvailabilityDetail>;

/** `GET /api/availability/:serviceId/:date`: the start times at which at least one barber is free. */
export const AvailableTimes = z.array(HhMm);
export type AvailableTimes = z.infer<typeof AvailableTimes>;
