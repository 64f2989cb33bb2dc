import { z } from 'zod';
import { Id } from './common';
import { Dollars, TranslationMap, Translations } from './catalogue-fields';

/**
 * The services as the owner edits them (docs/decisions/041-back-office.md): the shapes the back
 * office's forms send and the server checks, shared so both sides give the same field errors.
 */

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
