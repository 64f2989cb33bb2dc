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

const DayOrToday = z.union([z.literal('today'), IsoDate]);
const wholeNumber = (v: unknown) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v);

/** The most rows one page of the list may ask for. */
export const APPOINTMENT_PAGE_MAX = 200;

/**
 * `GET /api/appointments` (staff only), ordered by date, then time, then id. Every parameter is optional:
 * - `date`: `YYYY-MM-DD`, or `today` (today in shop time); absent, '' or 'all' = every date.
 * - `barberId`: a barber id; absent, '', 'all' or '0' = every barber.
 * - `from` (on or after) and `before` (strictly before): a day range, `YYYY-MM-DD` or `today` (shop time);
 *   not with `date`. `from=today` is today and upcoming; `before=today&order=desc` the past, newest first.
 * - `order`: `asc` (default) or `desc` (latest first: date, time and id all descending).
 * - `limit` (1–200) and `offset` (0 up; only with `limit`): one page. Without `limit` the answer is the
 *   whole list, `AdminAppointment[]`, as it always was; with it, `AdminAppointmentPage`.
 * Examples: `/api/appointments?date=today` (the Manage tab), `/api/appointments?date=2025-06-10&barberId=2`,
 * `/api/appointments?from=today&limit=50` (the Appointments tab's first page).
 */
export const AdminAppointmentQuery = z
  .object({
    date: z.preprocess(noFilter, DayOrToday.optional()),
    barberId: z.preprocess((v) => (v === '0' || v === 0 ? undefined : noFilter(v)), Id.optional()),
    from: DayOrToday.optional(),
    before: DayOrToday.optional(),
    order: z.enum(['asc', 'desc'], { message: "Order must be 'asc' or 'desc'" }).default('asc'),
    limit: z
      .preprocess(
        wholeNumber,
        z
          .number({ message: 'Limit must be a whole number' })
          .int()
          .min(1, 'Limit must be at least 1')
          .max(APPOINTMENT_PAGE_MAX, `Limit must be at most ${APPOINTMENT_PAGE_MAX}`),
      )
      .optional(),
    offset: z
      .preprocess(wholeNumber, z.number({ message: 'Offset must be a whole number' }).int().min(0, 'Offset must be 0 or more'))
      .optional(),
  })
  .superRefine((q, ctx) => {
    if (q.date !== undefined && (q.from !== undefined || q.before !== undefined)) {
      ctx.addIssue({ code: 'custom', path: ['date'], message: 'Use either date or from/before, not both' });
    }
    if (q.from && q.before && q.from !== 'today' && q.before !== 'today' && q.from >= q.before) {
      ctx.addIssue({ code: 'custom', path: ['before'], message: 'before must be a later day than from' });
    }
    if (q.offset !== undefined && q.limit === undefined) {
      ctx.addIssue({ code: 'custom', path: ['offset'], message: 'offset needs a limit' });
    }
  });
export type AdminAppointmentQuery = z.input<typeof AdminAppointmentQuery>;

/**
 * One page of `GET /api/appointments?limit=` : the rows, how many match the filters in all, and the
 * `offset` of the next page (null on the last one).
 */
export const AdminAppointmentPage = z.object({
  appointments: AdminAppointmentList,
  total: z.number().int().min(0),
  nextOffset: z.number().int().min(0).nullable(),
});
export type AdminAppointmentPage = z.infer<typeof AdminAppointmentPage>;

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
