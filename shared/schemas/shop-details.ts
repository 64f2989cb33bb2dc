import { z } from 'zod';
import { HhMm } from './common';
import { TranslationMap } from './catalogue-fields';

/**
 * The shop's details and booking rules as the owner sets them in the back office
 * (docs/decisions/041-back-office.md), and the public reads them.
 */

const Url = z
  .string()
  .trim()
  .max(300)
  .refine((s) => s === '' || /^https:\/\/[^\s]+$/.test(s), 'Link must start with https://');

export const ShopBookingRules = z.object({
  /** Minutes between now and the earliest bookable start (0: none). */
  minNoticeMinutes: z.number().int().min(0, 'Notice cannot be negative').max(10_080, 'Notice must be at most 7 days'),
  horizonDays: z.number().int().min(1, 'Horizon must be at least 1 day').max(365, 'Horizon must be at most 365 days'),
  slotStepMinutes: z.union([z.literal(10), z.literal(15), z.literal(20), z.literal(30), z.literal(60)], {
    message: 'Slot step must be 10, 15, 20, 30 or 60 minutes',
  }),
});
export type ShopBookingRules = z.infer<typeof ShopBookingRules>;

/** `GET /api/shop/bookable-hours` (public): per weekday (index 0 = Sunday) the span any active barber can be booked in, null when none works. */
export const BookableHours = z.array(z.object({ opens: HhMm, closes: HhMm }).nullable()).length(7);
export type BookableHours = z.infer<typeof BookableHours>;

/** How often a client may get a "we miss you" reminder (by hand or in bulk): at most once every `everyDays` days. */
export const ShopReminderRules = z.object({
  everyDays: z
    .number({ message: 'Days between reminders must be a whole number' })
    .int('Days between reminders must be a whole number')
    .min(1, 'Days between reminders must be at least 1')
    .max(365, 'Days between reminders must be at most 365'),
});
export type ShopReminderRules = z.infer<typeof ShopReminderRules>;

/**
 * The walk-in line (docs/decisions/067-floor-data-model-and-live-channel.md): a booked client not arrived this
 * many minutes after their start shows as late; paused: nobody joins online (the desk still adds).
 */
export const ShopLineRules = z.object({
  lateAfterMinutes: z
    .number({ message: 'Minutes before late must be a whole number' })
    .int('Minutes before late must be a whole number')
    .min(1, 'Minutes before late must be at least 1')
    .max(120, 'Minutes before late must be at most 120'),
  onlineJoinPaused: z.boolean(),
});
export type ShopLineRules = z.infer<typeof ShopLineRules>;
export const DEFAULT_LINE_RULES: ShopLineRules = { lateAfterMinutes: 10, onlineJoinPaused: false };

/** `GET /api/shop` (public) and `PUT /api/shop` (owner): what Home, Contact, the footer and messages show. */
export const ShopDetails = z.object({
  name: z.string().trim().min(1, 'Name is required').max(80),
  addressLines: z.array(z.string().trim().max(120)).min(1, 'Address is required').max(4),
  phone: z.string().trim().min(7, 'Phone is required').max(30),
  email: z.string().trim().email('Email must be a valid address').max(120),
  instagram: Url,
  facebook: Url,
  openingHours: z
    .array(z.object({ days: z.string().trim().min(1).max(40), hours: z.string().trim().max(60) }))
    .min(1)
    .max(7),
  homeServices: z
    .array(
      z.object({
        name: z.string().trim().min(1, 'Name is required').max(40),
        price: z.string().trim().max(12),
        duration: z.number().int().min(5).max(480),
        description: z.string().trim().max(160),
        /** `{ es: { name, description } }`: the card in Spanish (`GET /api/shop?view=admin`); the public answer is in the visitor's language. */
        translations: TranslationMap.optional(),
      }),
    )
    .length(4, 'Home shows exactly four service cards'),
  bookingRules: ShopBookingRules,
  reminders: ShopReminderRules,
  /** Absent from an older form: the stored (or default) rules are kept. */
  line: ShopLineRules.optional(),
});
export type ShopDetails = z.infer<typeof ShopDetails>;
