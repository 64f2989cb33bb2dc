import { z } from 'zod';
import { Client } from './client';
import { AdminAppointment } from './admin-appointment';

/**
 * `GET /api/clients/with-history?search=` (staff only) query. `search` (optional, trimmed): every word
 * of it, in any order, is found in the name, email or phone, without regard to accents or case
 * ('Velázquez Wilfredo' and 'wilfredo velazquez' find Wilfredo Velázquez); a search of digits and
 * phone punctuation matches the phone's digits ('7875550101' finds '787-555-0101').
 */
export const ClientSearchQuery = z.object({
  search: z
    .string()
    .trim()
    .max(100, 'Search must be at most 100 characters')
    .optional()
    .transform((s) => s || undefined),
});
export type ClientSearchQuery = z.input<typeof ClientSearchQuery>;

/**
 * `GET /api/clients/on-file?email=&phone=` (staff only) query: the walk-in dialog asks whose email or
 * phone this is before saving. At least one; the phone needs 7 digits or more.
 */
export const ClientsOnFileQuery = z
  .object({
    email: z
      .string()
      .trim()
      .max(254)
      .optional()
      .transform((s) => s || undefined),
    phone: z
      .string()
      .trim()
      .max(30)
      .optional()
      .transform((s) => s || undefined)
      .refine(
        (s) => s === undefined || (/^[0-9+()\-.\s]+$/.test(s) && s.replace(/\D/g, '').length >= 7),
        'Please enter a valid phone number',
      ),
  })
  .refine((q) => q.email || q.phone, 'Give an email or a phone');
export type ClientsOnFileQuery = z.input<typeof ClientsOnFileQuery>;

/**
 * Its answer: the clients a walk-in with that email or phone would be matched against, by the
 * server's own rule (email any case; phone as libphonenumber-js reads it), email matches first.
 */
export const ClientOnFile = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  matchedBy: z.enum(['email', 'phone']),
});
export type ClientOnFile = z.infer<typeof ClientOnFile>;
export const ClientsOnFile = z.object({ clients: z.array(ClientOnFile) });
export type ClientsOnFile = z.infer<typeof ClientsOnFile>;

/**
 * One card of the Clients tab (docs/product.md#dashboard-tabs).
 * - `lastAppointment`: the client's most recent appointment that has started and was not cancelled; null if none.
 * - `daysSinceLastVisit`: whole days from that appointment's date to today (shop time); 0 = today;
 *   null when there is no visit.
 * - `lastAppointment` is the latest appointment that has started (not cancelled): one later today is not a visit yet.
 * - `reminderDue`: the bulk reminders would remind this client now: last visit more than 14 days ago,
 *   no upcoming appointment, and no reminder (other than a failed one) in the last N days (the owner's
 *   setting, 7 by default). The card's Send Reminder shows only then.
 * - `lastReminderAt`: when the last lapsed-client reminder (by hand or in bulk, not a failed one) was
 *   recorded; null if none. The card shows "Reminded <date>" while the client is not due again.
 * - `noShows`: how many of the client's appointments were marked No-show (the floor, or a correction).
 * `GET /api/clients/with-history` → `ClientWithHistory[]`, ordered by
 * first name, last name (case-insensitive), id.
 */
export const ClientWithHistory = z.object({
  client: Client,
  lastAppointment: AdminAppointment.nullable(),
  daysSinceLastVisit: z.number().int().nonnegative().nullable(),
  reminderDue: z.boolean(),
  lastReminderAt: z.string().nullable().default(null),
  noShows: z.number().int().nonnegative().default(0),
});
export type ClientWithHistory = z.infer<typeof ClientWithHistory>;
export const ClientWithHistoryList = z.array(ClientWithHistory);

/**
 * `GET /api/clients/:id/details` (staff only) → the details dialog (docs/product.md#dashboard-tabs): the
 * client, `lastAppointment` and `daysSinceLastVisit` as above, and `appointments`: every appointment
 * of the client (past, future and cancelled), newest first. Unknown id: 404.
 */
export const ClientDetails = z.object({
  client: Client,
  lastAppointment: AdminAppointment.nullable(),
  daysSinceLastVisit: z.number().int().nonnegative().nullable(),
  reminderDue: z.boolean(),
  lastReminderAt: z.string().nullable().default(null),
  noShows: z.number().int().nonnegative().default(0),
  appointments: z.array(AdminAppointment),
});
export type ClientDetails = z.infer<typeof ClientDetails>;
