import { z } from 'zod';
import { Id, IsoDate } from './common';

/**
 * Days nobody is booked (docs/decisions/041-back-office.md): a barber's time off and the whole shop's
 * closures, each whole days from start to end inclusive.
 */

const DateRangeFields = z.object({
  startDate: IsoDate,
  endDate: IsoDate,
  reason: z.string().trim().max(200, 'Reason must be at most 200 characters').default(''),
});
const endAfterStart = (r: { startDate: string; endDate: string }) => r.endDate >= r.startDate;
const END_AFTER_START = { message: 'End date must be on or after the start date', path: ['endDate'] };
const DateRange = DateRangeFields.strict().refine(endAfterStart, END_AFTER_START);

// ---------------------------------------------------------------- time off

/** A barber's time off (`/api/barbers/{id}/time-off`): whole days, start to end inclusive. */
export const TimeOffInput = DateRange;
export type TimeOffInput = z.input<typeof TimeOffInput>;
export const TimeOff = z.object({
  id: z.number().int().positive(),
  barberId: z.number().int().positive(),
  startDate: z.string(),
  endDate: z.string(),
  reason: z.string(),
});
export type TimeOff = z.infer<typeof TimeOff>;

// ---------------------------------------------------------------- closures

/**
 * `POST /api/closures`: the whole shop closed, start to end inclusive. Over live appointments it is
 * refused (409 `{ message, appointments }`) unless `cancelAppointments` names every one of them: then
 * they are cancelled (each client owed the cancellation notice) and the days closed in one transaction
 * (docs/decisions/059-bookable-blocks-and-closing-over-bookings.md).
 */
export const ClosureInput = DateRangeFields.extend({
  cancelAppointments: z
    .array(Id, { message: 'cancelAppointments must be a list of appointment ids' })
    .max(500, 'At most 500 appointments at once')
    .optional(),
})
  .strict()
  .refine(endAfterStart, END_AFTER_START);
export type ClosureInput = z.input<typeof ClosureInput>;
export const Closure = z.object({ id: z.number().int().positive(), startDate: z.string(), endDate: z.string(), reason: z.string() });
export type Closure = z.infer<typeof Closure>;
export const ClosureList = z.array(Closure);
