import { daysBetween } from '../domain/shop-time';
import { z } from 'zod';
import { digitsToNumber, HhMm, IsoDate } from './common';
import { AdminAppointment } from './admin-appointment';

/** One block covers at most a year (each day is locked while it is checked against bookings). */
export const MAX_BLOCK_DAYS = 365;

/** The Schedule tab's missing-field message (docs/product.md#blocking-time: toast 'Missing Information'). */
export const BLOCK_REQUIRED_MESSAGE = 'Please fill in all required fields.';
/** Blocking hours (docs/product.md#blocking-time). */
export const BLOCK_OPENS = '09:00';
export const BLOCK_CLOSES = '19:00';
/** The `barberId` that means every barber ('All Barbers'). */
export const ALL_BARBERS = 0;

const required = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema);

const blockTime = required(
  z
    .string({ message: BLOCK_REQUIRED_MESSAGE })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:MM (24-hour)')
    .refine((t) => t >= BLOCK_OPENS && t <= BLOCK_CLOSES, 'Times must be between 9:00 AM and 7:00 PM'),
);

/**
 * `POST /api/blocked-slots` body (staff only) and the Block Time Slots form's resolver.
 * - `barberId`: integer, 0 = all barbers (number or numeric string).
 * - the block covers each day from `startDate` to `endDate` (inclusive) between `startTime` and
 *   `endTime` (09:00–19:00, end after start).
 * - every field is required: a missing one says 'Please fill in all required fields.'
 * Answers 201 `BlockedSlot`. 400 when `startDate` is before today (shop time) or an unknown barber;
 * 409 `BlockOverlap` when live appointments overlap it (staff cancel or move them first).
 */
export const BlockedSlotInput = z
  .object({
    barberId: required(z.preprocess(digitsToNumber, z.number({ message: BLOCK_REQUIRED_MESSAGE }).int('Please select a barber').min(0, 'Please select a barber').max(2_147_483_647))),
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
