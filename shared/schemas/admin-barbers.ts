import { z } from 'zod';
import { HhMm } from './common';
import { TranslationMap, Translations } from './catalogue-fields';
import { PersonName } from './staff-accounts';

/**
 * The barbers as the owner edits them (docs/decisions/041-back-office.md): their details, weekly hours
 * and photos; the shapes the back office's forms send and the server checks, shared so both sides give
 * the same field errors. Their time off is in ./days-off.ts.
 */

/** A barber as the owner edits it (`GET /api/barbers?view=admin`): inactive ones too. */
export const AdminBarber = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  title: z.string(),
  bio: z.string(),
  /** One decimal ('4.9'), or null: none given (the public card shows none). */
  rating: z.string().nullable(),
  active: z.boolean(),
  sortOrder: z.number().int(),
  photoUrl: z.string().nullable(),
  translations: z.record(z.string(), z.record(z.string(), z.string())),
});
export type AdminBarber = z.infer<typeof AdminBarber>;

/** A rating the owner gives: 0 to 5, at most one decimal; null: none. */
export const BarberRating = z
  .number({ message: 'Rating must be a number from 0 to 5' })
  .min(0, 'Rating must be from 0 to 5')
  .max(5, 'Rating must be from 0 to 5')
  .refine((n) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-9, 'Rating has at most one decimal')
  .nullable();

/** The fields without defaults: a PATCH must leave every field it does not name alone. */
const BarberFields = z.object({
  name: PersonName,
  title: z.string().trim().max(80, 'Title must be at most 80 characters'),
  bio: z.string().trim().max(500, 'Bio must be at most 500 characters'),
  sortOrder: z.number().int().min(0).max(10_000),
  translations: TranslationMap,
  /** The owner's rating, 0 to 5 with one decimal, shown on the Barbers page; null: none. */
  rating: BarberRating,
});
/** `POST /api/barbers`: a new barber performs every bookable service (edit the services to change that). */
export const BarberCreateInput = BarberFields.extend({
  title: BarberFields.shape.title.default(''),
  bio: BarberFields.shape.bio.default(''),
  sortOrder: BarberFields.shape.sortOrder.optional(),
  rating: BarberRating.default(null),
  translations: Translations,
}).strict();
export type BarberCreateInput = z.input<typeof BarberCreateInput>;
/** `active: true` brings a deactivated barber back (deactivating is `DELETE`, which checks their bookings). */
export const BarberPatchInput = BarberFields.extend({ active: z.literal(true) })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change');
export type BarberPatchInput = z.input<typeof BarberPatchInput>;

// ---------------------------------------------------------------- hours

/** One working interval: weekday 0–6 (0 is Sunday), `HH:MM` to `HH:MM`. A weekday absent is a day off. */
export const HoursInterval = z
  .object({
    weekday: z.number({ message: 'Weekday must be 0 to 6' }).int().min(0, 'Weekday must be 0 to 6').max(6, 'Weekday must be 0 to 6'),
    start: HhMm,
    end: HhMm,
  })
  .strict()
  .refine((h) => h.end > h.start, { message: 'End must be after start', path: ['end'] });
export type HoursInterval = z.infer<typeof HoursInterval>;

/** `GET`/`PUT /api/barbers/{id}/hours`: intervals of one weekday may not overlap. */
export const WeeklyHours = z
  .array(HoursInterval)
  .max(42, 'At most 6 intervals a day')
  .superRefine((list, ctx) => {
    const sorted = list.map((h, i) => ({ ...h, i })).sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start));
    for (let k = 1; k < sorted.length; k++) {
      const a = sorted[k - 1]!;
      const b = sorted[k]!;
      if (a.weekday === b.weekday && b.start < a.end) {
        ctx.addIssue({ code: 'custom', message: 'Intervals of one day may not overlap', path: [b.i, 'start'] });
      }
    }
  });
export type WeeklyHours = z.infer<typeof WeeklyHours>;

// ---------------------------------------------------------------- photos

/** The upload limits (docs/decisions/041-back-office.md#photos). */
export const IMAGE_LIMITS = { maxBytes: 10 * 1024 * 1024, maxPixels: 40_000_000, maxEdge: 1200 } as const;
