import { z } from 'zod';
import { HhMm, Id, IsoDate } from './common';
import { Email, OptionalNotes } from './client';

/** 'no_show': a visit that began without its client, set by a staff correction (docs/decisions/054-history-and-seen-changes.md). */
export const APPOINTMENT_STATUSES = ['confirmed', 'pending', 'cancelled', 'completed', 'no_show'] as const;
export const AppointmentStatus = z.enum(APPOINTMENT_STATUSES);
export type AppointmentStatus = z.infer<typeof AppointmentStatus>;

export const PAYMENT_STATUSES = ['pending', 'paid', 'refunded'] as const;
export const PaymentStatus = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

export { SLOT_TAKEN_MESSAGE } from '../domain/booking-constants';

/** The 400 for a service priced by phone (Servicios de Químico), which cannot be booked online. */
export const CALL_THE_SHOP_MESSAGE =
  'For chemical services: Call the barbershop for evaluation and guidance. Everything depends on the type of work and hair length.';

/** Fields the booking wizard sends but the server decides itself: accepted, never trusted. */
const ignored = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

/**
 * `POST /api/appointments` body: the appointment as the booking wizard sends it.
 * - `barberId` null (or absent) = no preference: the server picks the free barber with the fewest
 *   appointments that day, lowest id on a tie.
 * - `clientId` (from the by-email look-up) is used when it exists and its email matches
 *   `clientEmail`; the stored details then win over the sent name and phone. Otherwise the client is
 *   found by email (case-insensitive, trimmed) or created from `clientName` (first word = first name)
 *   and `clientPhone`.
 * - `totalPrice`, `status` and `paymentStatus` are ignored: the price is the service's, a new
 *   booking is `confirmed` with payment `pending`.
 */
export const AppointmentInput = z.object({
  clientId: Id.nullable().optional(),
  clientName: z.string({ message: 'Name is required' }).trim().min(1, 'Name is required').max(160),
  clientEmail: Email,
  clientPhone: z.string({ message: 'Phone is required' }).trim().min(1, 'Phone is required').max(40),
  barberId: Id.nullable()
    .optional()
    .transform((v) => v ?? null),
  serviceId: Id,
  appointmentDate: IsoDate,
  appointmentTime: HhMm,
  notes: OptionalNotes,
  totalPrice: ignored(z.union([z.number(), z.string()])),
  status: ignored(z.string()),
  paymentStatus: ignored(z.string()),
});
export type AppointmentInput = z.input<typeof AppointmentInput>;
export type AppointmentRequest = z.output<typeof AppointmentInput>;

/**
 * `POST /api/appointments` 201 answer. Holds no contact details of the client (the booking may
 * have used stored ones): the first name only. `totalPrice` is dollars as a 2-decimal string
 * ("35.00"), as the admin list shows it; `startsAt`/`endsAt` are ISO instants (for an .ics file).
 */
export const BookedAppointment = z.object({
  id: z.number().int().positive(),
  clientId: z.number().int().positive(),
  clientFirstName: z.string(),
  barberId: z.number().int().positive(),
  barberName: z.string(),
  serviceId: z.number().int().positive(),
  serviceName: z.string(),
  appointmentDate: IsoDate,
  appointmentTime: HhMm,
  endTime: HhMm,
  duration: z.number().int().positive(),
  startsAt: z.string(),
  endsAt: z.string(),
  totalPrice: z.string().regex(/^\d+\.\d{2}$/),
  status: AppointmentStatus,
  paymentStatus: PaymentStatus,
  isWalkIn: z.boolean(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  /**
   * `POST /api/appointments` only: a confirmation email is on its way (the shop sends email). False: none
   * can be, and the success screen says how to reach the shop instead.
   */
  confirmationEmail: z.boolean().optional(),
});
export type BookedAppointment = z.infer<typeof BookedAppointment>;
