import { z } from 'zod';
import { HhMm, Id, IsoDate } from './common';
import { AppointmentStatus, PaymentStatus } from './appointment';
import { SelectedBarber, WalkInDate, WalkInTime } from './walk-in';

/**
 * An appointment as staff read it (docs/product.md#dashboard-tabs), answered by
 * `GET /api/appointments`, `POST /api/appointments/walk-in`, `PATCH` and `DELETE /api/appointments/:id`.
 * - `appointmentDate` `YYYY-MM-DD` and `appointmentTime` `HH:MM` are shop-local (America/Puerto_Rico);
 *   `endTime` is start + `duration` minutes.
 * - `totalPrice` is dollars as a 2-decimal numeric string ("35.00").
 * - `clientName` is "first last"; `clientEmail` is null for a walk-in who gave none.
 * - `status` 'cancelled' rows are included: the Manage tab hides them, the Appointments tab shows them.
 */
export const AdminAppointment = z.object({
  id: z.number().int().positive(),
  appointmentDate: IsoDate,
  appointmentTime: HhMm,
  endTime: HhMm,
  duration: z.number().int().positive(),
  clientId: z.number().int().positive(),
  clientName: z.string(),
  clientPhone: z.string(),
  clientEmail: z.string().nullable(),
  serviceId: z.number().int().positive(),
  serviceName: z.string(),
  barberId: z.number().int().positive(),
  barberName: z.string(),
  isWalkIn: z.boolean(),
  status: AppointmentStatus,
  paymentStatus: PaymentStatus,
  totalPrice: z.string().regex(/^\d+\.\d{2}$/),
  notes: z.string().nullable(),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
});
export type AdminAppointment = z.infer<typeof AdminAppointment>;
export const AdminAppointmentList = z.array(AdminAppointment);

/** '' and 'all' (the filters' "All …" choices) mean no filter. */
const noFilter = (v: unknown) => (v === '' || v === 'all' || v === null ? undefined : v);

/**
 * `GET /api/appointments?date=&barberId=` (staff only) → `AdminAppointment[]`, ordered by date, then
 * time, then id. Both filters are optional:
 * - `date`: `YYYY-MM-DD`, or `today` (today in shop time); absent, '' or 'all' = every date.
 * - `barberId`: a barber id; absent, '', 'all' or '0' = every barber.
 * Examples: `/api/appointments?date=today` (the Manage tab), `/api/appointments?date=2025-06-10&barberId=2`.
 */
export const AdminAppointmentQuery = z.object({
  date: z.preprocess(noFilter, z.union([z.literal('today'), IsoDate]).optional()),
  barberId: z.preprocess((v) => (v === '0' || v === 0 ? undefined : noFilter(v)), Id.optional()),
});
export type AdminAppointmentQuery = z.input<typeof AdminAppointmentQuery>;

/**
 * `PATCH /api/appointments/:id` body (staff only; the Appointments tab's edit dialog): move a live
 * appointment to another barber, date and/or time, keeping its service, duration, client and price.
 * Same rules as a walk-in (not a past day; inside the barber's hours; not blocked; no overlap).
 * Answers 200 `AdminAppointment`; 404 unknown id; 409 `slot_taken` on overlap; 409 when cancelled.
 * Honours `Idempotency-Key`.
 */
export const AppointmentUpdateInput = z.object({
  barberId: SelectedBarber,
  date: WalkInDate,
  time: WalkInTime,
});
export type AppointmentUpdateInput = z.input<typeof AppointmentUpdateInput>;
export type AppointmentUpdate = z.output<typeof AppointmentUpdateInput>;

/**
 * `DELETE /api/appointments/:id` (staff only) cancels: 200 `AdminAppointment` with status 'cancelled'.
 * Cancelling an already cancelled appointment answers 200 again (idempotent); unknown id 404.
 * Honours `Idempotency-Key`.
 */
export const CancelAnswer = AdminAppointment;
