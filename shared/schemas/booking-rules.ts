import { z } from 'zod';
import { SHOP } from '../shop';
import { IsoDate } from './common';

export { DEFAULT_BOOKING_HORIZON_DAYS } from '../domain/booking-constants';

/**
 * `GET /api/booking-rules` (public): how far ahead the wizard's calendar may offer days.
 * `lastBookableDate` is the shop-local date `horizonDays` after the shop's today (the server's clock).
 */
export const BookingRules = z.object({
  horizonDays: z.number().int().positive(),
  lastBookableDate: IsoDate,
  /** Minutes between now and the earliest bookable start (0: none); the owner sets it (GET/PUT /api/shop). */
  minNoticeMinutes: z.number().int().nonnegative(),
  /** The grid of start times, in minutes. */
  slotStepMinutes: z.number().int().positive(),
});
export type BookingRules = z.infer<typeof BookingRules>;

/** The 400 for a date past the horizon. */
export const beyondHorizonMessage = (horizonDays: number) =>
  `Online booking is open up to ${horizonDays} days ahead. Please choose an earlier date, or call the shop at ${SHOP.phone}.`;

/** The 409 (code `booking_limit`) for a client who already holds the most upcoming online bookings. */
export const clientLimitMessage = (max: number) =>
  `You already have ${max} upcoming appointments booked online. To book more, please call the shop at ${SHOP.phone}.`;

/** The 429 for an address that made the most bookings of the day. */
export const ADDRESS_DAY_LIMIT_MESSAGE = `Too many bookings from this address today. Please try again tomorrow, or call the shop at ${SHOP.phone}.`;
