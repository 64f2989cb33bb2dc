import { z } from 'zod';
import { HhMm, Id, IsoDate } from './common';
import { NewPassword, NewUsername, Role } from './auth';

export { ROLES, Role } from './auth';

/**
 * The back office's API (docs/decisions/041-back-office.md): the shapes the owner's forms send and the
 * server checks, shared so both sides give the same field errors.
 */

// ---------------------------------------------------------------- roles and accounts

/** The 403 a staff session gets on an owner route. */
export const OWNER_ONLY = 'Only the shop owner can do this';

const PersonName = z
  .string({ message: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(80, 'Name must be at most 80 characters');

/** An account as `GET /api/admin/staff` lists it. */
export const StaffAccountView = z.object({
  id: z.number().int().positive(),
  username: z.string(),
  name: z.string(),
  role: Role,
  active: z.boolean(),
  createdAt: z.string(),
});
export type StaffAccountView = z.infer<typeof StaffAccountView>;

/** `POST /api/admin/staff`. */
export const StaffCreateInput = z.object({ username: NewUsername, name: PersonName, password: NewPassword, role: Role });
export type StaffCreateInput = z.infer<typeof StaffCreateInput>;

/** `PATCH /api/admin/staff/{id}`: rename, change role, reset the password, deactivate (`active: false` ends their sessions). */
export const StaffPatchInput = z
  .object({ name: PersonName, role: Role, password: NewPassword, active: z.boolean() })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change');
export type StaffPatchInput = z.infer<typeof StaffPatchInput>;

/** `POST /api/admin/auth/password`: anyone's own password; their other sessions end. */
export const PasswordChangeInput = z.object({
  currentPassword: z.string({ message: 'Current password is required' }).min(1, 'Current password is required'),
  newPassword: NewPassword,
});
export type PasswordChangeInput = z.infer<typeof PasswordChangeInput>;

// ---------------------------------------------------------------- money and minutes

/** Dollars with at most two decimals, as a form sends them (25, 25.5, "25.50"). */
export const Dollars = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+(\.\d{1,2})?\s*$/.test(v) ? Number(v) : v),
  z
    .number({ message: 'Price must be a number of dollars' })
    .nonnegative('Price cannot be negative')
    .max(10_000, 'Price must be at most $10,000')
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'Price must have at most two decimals'),
);

/** A service's length: whole minutes, 5 to 480 (the slot-step rule is checked against the shop's setting). */
export const DurationMinutes = z
  .number({ message: 'Duration must be a number of minutes' })
  .int('Duration must be whole minutes')
  .min(5, 'Duration must be at least 5 minutes')
  .max(480, 'Duration must be at most 8 hours');

export const CleanupMinutes = z
  .number({ message: 'Clean-up must be a number of minutes' })
  .int('Clean-up must be whole minutes')
  .min(0, 'Clean-up cannot be negative')
  .max(120, 'Clean-up must be at most 120 minutes');

/**
 * The shop's own text in a second language (docs/decisions/046-spanish.md): `{ es: { name, description } }`
 * for services and products, `{ es: { title, bio } }` for barbers. An absent or empty field falls back to English.
 */
export const TranslationMap = z.record(z.string().regex(/^[a-z]{2}$/), z.record(z.string(), z.string().max(2000)));
export const Translations = TranslationMap.default({});

// ---------------------------------------------------------------- services

/** One barber who performs a service, and their own price for it (null: the service's price). */
export const ServiceBarber = z.object({ barberId: Id, price: Dollars.nullable() });
export type ServiceBarber = z.infer<typeof ServiceBarber>;

/** A service as the owner edits it (`GET /api/services?view=admin`). `price` null: "call the shop". */
export const AdminService = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  description: z.string(),
  price: z.number().nonnegative().nullable(),
  duration: z.number().int().positive(),
  cleanup: z.number().int().nonnegative(),
  bookableOnline: z.boolean(),
  retired: z.boolean(),
  sortOrder: z.number().int(),
  barbers: z.array(z.object({ barberId: z.number().int().positive(), price: z.number().nonnegative().nullable() })),
  translations: z.record(z.string(), z.record(z.string(), z.string())),
});
export type AdminService = z.infer<typeof AdminService>;

/** The fields without defaults: a PATCH must leave every field it does not name alone. */
const ServiceFields = z.object({
  name: z.string({ message: 'Name is required' }).trim().min(1, 'Name is required').max(80, 'Name must be at most 80 characters'),
  description: z.string().trim().max(500, 'Description must be at most 500 characters'),
  /** null: "call the shop" (priced after an evaluation). */
  price: Dollars.nullable(),
  duration: DurationMinutes,
  cleanup: CleanupMinutes,
  bookableOnline: z.boolean(),
  sortOrder: z.number().int().min(0).max(10_000),
  /** Who performs it; absent on create: every active barber, at the service's price. */
  barbers: z.array(ServiceBarber).max(200),
  translations: TranslationMap,
});

/** `POST /api/services`. */
export const ServiceCreateInput = ServiceFields.extend({
  description: ServiceFields.shape.description.default(''),
  cleanup: CleanupMinutes.default(0),
  bookableOnline: z.boolean().default(true),
  sortOrder: ServiceFields.shape.sortOrder.optional(),
  barbers: ServiceFields.shape.barbers.optional(),
  translations: Translations,
}).strict();
export type ServiceCreateInput = z.input<typeof ServiceCreateInput>;
/** `PATCH /api/services/{id}`: only the fields sent change; a price or duration change applies to new bookings only. */
export const ServicePatchInput = ServiceFields.partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change');
export type ServicePatchInput = z.input<typeof ServicePatchInput>;

/** The 400 for booking (online, walk-in or move) a retired service. */
export const RETIRED_SERVICE_MESSAGE = 'This service is no longer offered. Please choose another service.';
/** The 400 for booking a staff-only service online. */
export const STAFF_ONLY_SERVICE_MESSAGE = 'This service is booked at the shop only. Please call the shop or choose another service.';

// ---------------------------------------------------------------- barbers, hours, time off

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

const DateRangeFields = z.object({
  startDate: IsoDate,
  endDate: IsoDate,
  reason: z.string().trim().max(200, 'Reason must be at most 200 characters').default(''),
});
const endAfterStart = (r: { startDate: string; endDate: string }) => r.endDate >= r.startDate;
const END_AFTER_START = { message: 'End date must be on or after the start date', path: ['endDate'] };
const DateRange = DateRangeFields.strict().refine(endAfterStart, END_AFTER_START);

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

// ---------------------------------------------------------------- shop details and booking rules

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

// ---------------------------------------------------------------- history

/** One row of who changed what (`GET /api/admin/audit`). */
export const AuditEntry = z.object({
  id: z.number().int().positive(),
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  summary: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditQuery = z.object({
  entity: z.string().trim().max(40).optional(),
  actor: z.string().trim().max(64).optional(),
  from: IsoDate.optional(),
  to: IsoDate.optional(),
  /** Older than this id (the next page). */
  before: Id.optional(),
  limit: z.preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v), z.number().int().min(1).max(200)).default(50),
});
export const AuditPage = z.object({ entries: z.array(AuditEntry), nextBefore: z.number().int().nullable() });
export type AuditPage = z.infer<typeof AuditPage>;

// ---------------------------------------------------------------- photos

/** The upload limits (docs/decisions/041-back-office.md#photos). */
export const IMAGE_LIMITS = { maxBytes: 10 * 1024 * 1024, maxPixels: 40_000_000, maxEdge: 1200 } as const;
