import { daysBetween } from '../domain/shop-time';
import { BLOCK_DEFAULT_CLOSES, BLOCK_DEFAULT_OPENS, type BlockWindow } from '../domain/block-window';
import { z } from 'zod';
import { digitsToNumber, HhMm, IsoDate } from './common';
import { AdminAppointment } from './admin-appointment';

/** One block covers at most a year (each day is locked while it is checked against bookings). */
export const MAX_BLOCK_DAYS = 365;

/** The Schedule tab's missing-field message (docs/product.md#blocking-time: toast 'Missing Information'). */
export const BLOCK_REQUIRED_MESSAGE = 'Please fill in all required fields.';
/** The form's default blocking hours (docs/product.md#blocking-time); a block may cover any bookable time (shared/domain/block-window.ts). */
export const BLOCK_OPENS = BLOCK_DEFAULT_OPENS;
export const BLOCK_CLOSES = BLOCK_DEFAULT_CLOSES;
/** The `barberId` that means every barber ('All Barbers'). */
export const ALL_BARBERS = 0;

const required = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema);

const blockTime = required(
  z.string({ message: BLOCK_REQUIRED_MESSAGE }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:MM (24-hour)'),
);

/**
 * `POST /api/blocked-slots` body (staff only) and the Block Time Slots form's resolver.
 * - `barberId`: integer, 0 = all barbers (number or numeric string).
 * - the block covers each day from `startDate` to `endDate` (inclusive) between `startTime` and
 *   `endTime` (end after start), times anyone can be booked at: the server refuses (400 on the field)
 *   times outside the barber's `BlockBounds` (All Barbers: every active barber's).
 * - every field is required: a missing one says 'Please fill in all required fields.'
 * Answers 201 `BlockedSlot`. 400 when `startDate` is before today (shop time) or an unknown barber;
 * 409 `BlockOverlap` when live appointments overlap it (staff cancel or move them first).
 */
export const BlockedSlotInput = z
  .object({
    barberId: required(
      z.preprocess(
        digitsToNumber,
        z.number({ message: BLOCK_REQUIRED_MESSAGE }).int('Please select a barber').min(0, 'Please select a barber').max(2_147_483_647),
      ),
    ),
    startDate: required(z.string({ message: BLOCK_REQUIRED_MESSAGE }).pipe(IsoDate)),
    endDate: required(z.string({ message: BLOCK_REQUIRED_MESSAGE }).pipe(IsoDate)),
    startTime: blockTime,
    endTime: blockTime,
    reason: required(
      z.string({ message: BLOCK_REQUIRED_MESSAGE }).trim().min(1, BLOCK_REQUIRED_MESSAGE).max(200, 'Reason must be at most 200 characters'),
    ),
  })
  .refine((b) => b.endDate >= b.startDate, { message: 'End date must be on or after the start date', path: ['endDate'] })
  .refine((b) => b.endDate < b.startDate || daysBetween(b.startDate, b.endDate) <= MAX_BLOCK_DAYS, {
    message: `A block can cover at most ${MAX_BLOCK_DAYS + 1} days`,
    path: ['endDate'],
  })
  .refine((b) => b.endTime > b.startTime, { message: 'End time must be after the start time', path: ['endTime'] });
export type BlockedSlotInput = z.input<typeof BlockedSlotInput>;
export type NewBlockedSlot = z.output<typeof BlockedSlotInput>;

/**
 * A blocked slot as staff read it (docs/product.md#blocking-time). `barberId` 0 = all barbers, then
 * `barberName` is 'All Barbers'.
 * `GET /api/blocked-slots` (staff only) → `BlockedSlot[]`: blocks whose end date is today or later
 * (shop time), ordered by start date, start time, id.
 * `DELETE /api/blocked-slots/:id` (staff only) → 200 the removed `BlockedSlot`; 404 unknown.
 */
export const BlockedSlot = z.object({
  id: z.number().int().positive(),
  barberId: z.number().int().nonnegative(),
  barberName: z.string(),
  startDate: IsoDate,
  endDate: IsoDate,
  startTime: HhMm,
  endTime: HhMm,
  reason: z.string(),
  createdAt: z.string(),
});
export type BlockedSlot = z.infer<typeof BlockedSlot>;
export const BlockedSlotList = z.array(BlockedSlot);

/**
 * The 409 of `POST /api/blocked-slots` when live appointments overlap the block:
 * `{ message: 'These appointments overlap the block: 10:00 AM Ana R. with Carlos, …', code: 'conflict',
 * appointments: AdminAppointment[] }` (a range over several days puts the date first: 'Jun 10 10:00 AM …').
 */
export const BlockOverlap = z.object({
  message: z.string(),
  code: z.literal('conflict'),
  appointments: z.array(AdminAppointment),
});
export type BlockOverlap = z.infer<typeof BlockOverlap>;

const Window = z.object({ opens: HhMm, closes: HhMm });
/**
 * `GET /api/blocked-slots/bounds` (staff only): the daily times a block may cover
 * (shared/domain/block-window.ts), for All Barbers (`all`: every active barber's hours) and for each
 * active barber: from the earliest start to the latest end of their weekly hours, never less than 09:00–19:00.
 */
export const BlockBounds = z.object({ all: Window, barbers: z.array(Window.extend({ barberId: z.number().int().positive() })) });
export type BlockBounds = z.infer<typeof BlockBounds>;

/** The window of the form's barber (`ALL_BARBERS` → `all`; a barber not listed → the default 09:00–19:00). */
export function windowFor(bounds: BlockBounds, barberId: number): BlockWindow {
  if (barberId === ALL_BARBERS) return bounds.all;
  const own = bounds.barbers.find((b) => b.barberId === barberId);
  return own ? { opens: own.opens, closes: own.closes } : { opens: BLOCK_OPENS, closes: BLOCK_CLOSES };
}
