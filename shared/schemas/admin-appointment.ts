import { z } from 'zod';
import { HhMm, Id, IsoDate } from './common';
import { CORRECTED_STATUSES } from '../domain/appointment-history';
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
 * What a change saw of its appointment when staff made it (on the device, maybe offline): the
 * place and status. The server refuses the change with 409 `changed_since` when the appointment is
 * no longer so, answering `{ message, code, seen, current }` (`current` adds the barber's name), so
 * the desk shows both versions (docs/decisions/054-history-and-seen-changes.md). Optional: a change
 * from an older app, without it, is accepted as before.
 */
export const AppointmentSeen = z.object({
  date: IsoDate,
  time: HhMm,
  barberId: Id,
  status: AppointmentStatus,
});
export type AppointmentSeen = z.infer<typeof AppointmentSeen>;
/** The appointment now, in a `changed_since` answer. */
export const AppointmentNow = AppointmentSeen.extend({ barberName: z.string() });
export type AppointmentNow = z.infer<typeof AppointmentNow>;

/**
 * What a refused staff time (walk-in or move) clashes with, answered as `clash` beside the 409's
 * message so the desk can say it in its language: another appointment of the barber, or a block
 * (`allBarbers` when it is the whole shop's), from `from` to `to`.
 */
export const SlotClash = z.object({
  kind: z.enum(['appointment', 'block']),
  barberName: z.string(),
  from: HhMm,
  to: HhMm,
  allBarbers: z.boolean().optional(),
});
export type SlotClash = z.infer<typeof SlotClash>;

/**
 * `PATCH /api/appointments/:id` body (staff only; the Appointments tab's edit dialog): move a live
 * appointment to another barber, date and/or time, keeping its service, duration, client and price.
 * Same rules as a walk-in (not a past day; inside the barber's hours; not blocked; no overlap).
 * Answers 200 `AdminAppointment`; 404 unknown id; 409 `slot_taken` on overlap (naming the clash);
 * 409 when cancelled, or history (a past day, done or a no-show); 409 `changed_since` when `seen`
 * differs from the appointment now. Honours `Idempotency-Key`.
 */
export const AppointmentUpdateInput = z.object({
  barberId: SelectedBarber,
  date: WalkInDate,
  time: WalkInTime,
  seen: AppointmentSeen.optional(),
});
export type AppointmentUpdateInput = z.input<typeof AppointmentUpdateInput>;
export type AppointmentUpdate = z.output<typeof AppointmentUpdateInput>;

/** `DELETE /api/appointments/:id` body: nothing, or what the cancellation saw. */
export const CancelInput = z.object({ seen: AppointmentSeen.optional() });
export type CancelInput = z.infer<typeof CancelInput>;

/**
 * `PATCH /api/appointments/:id/status` body (staff only): corrects a visit that has begun to Done
 * ('completed') or No-show ('no_show'), with a History row. 200 `AdminAppointment`; 404 unknown id;
 * 409 for a visit still to come or a cancelled one; 400 for any other status.
 */
export const StatusCorrectionInput = z.object({
  status: z.enum(CORRECTED_STATUSES, { message: 'Choose Done or No-show' }),
  seen: AppointmentSeen.optional(),
});
export type StatusCorrection = z.infer<typeof StatusCorrectionInput>;

/**
 * `DELETE /api/appointments/:id` (staff only) cancels: 200 `AdminAppointment` with status 'cancelled'.
 * Cancelling an already cancelled appointment answers 200 again (idempotent); unknown id 404; 409
 * for history (a past day, done or a no-show); 409 `changed_since` when `seen` differs.
 * Honours `Idempotency-Key`.
 */
export const CancelAnswer = AdminAppointment;
