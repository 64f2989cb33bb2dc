import { z } from 'zod';
import { LANGS } from '../i18n/lang';

const required = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** An email as typed: trimmed, required, valid. Uniqueness is case-insensitive on the server. */
export const Email = z
  .string({ message: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .email('Please enter a valid email');

/** A phone as typed: digits with the usual separators, at least 7 digits. */
export const Phone = required('Phone', 30).refine(
  (s) => /^[0-9+()\-.\s]+$/.test(s) && s.replace(/\D/g, '').length >= 7,
  'Please enter a valid phone number',
);

/** Blank notes are dropped (docs/product.md#the-wizard). */
export const OptionalNotes = z
  .string()
  .trim()
  .max(500, 'Notes must be at most 500 characters')
  .optional()
  .nullable()
  .transform((s) => (s ? s : undefined));

/**
 * `POST /api/clients` body, and the booking wizard's Your Info step (react-hook-form resolver).
 * Answers 201 with `Client`, 409 `{ message, code: 'conflict' }` when the email is already taken.
 */
export const ClientInput = z.object({
  firstName: required('First name', 80),
  lastName: required('Last name', 80),
  email: Email,
  phone: Phone,
  notes: OptionalNotes,
});
export type ClientInput = z.input<typeof ClientInput>;
export type ClientData = z.output<typeof ClientInput>;

/** The client record (docs/product.md#clients-and-privacy): answered to whoever just created it, and to staff. */
export const Client = z.object({
  id: z.number().int().positive(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  /** The language of the client's messages and manage link: the one they last booked in online, or staff's choice. */
  // Absent in a client kept offline by an older build: English, as every client was then.
  lang: z.enum(LANGS).default('en'),
});
export type Client = z.infer<typeof Client>;

export const CLIENT_LANG_MESSAGE = 'Language must be en or es';

/**
 * `PATCH /api/clients/:id` (staff only) body: the client's language. Answers the `Client`; 400
 * `{ message }` for any other value, 404 for an unknown client.
 */
export const ClientPatch = z.object({ lang: z.enum(LANGS, { message: CLIENT_LANG_MESSAGE }) });
export type ClientPatch = z.infer<typeof ClientPatch>;

/** `GET /api/clients/by-email/:email` path parameter. */
export const EmailParams = z.object({ email: Email });

/**
 * `GET /api/clients/by-email/:email` answer: only what a stranger may see (docs/product.md#clients-and-privacy).
 * `maskedPhone` shows the last two digits only, e.g. `•••-•••-••42`. Unknown email: 404.
 */
export const ClientLookup = z.object({
  id: z.number().int().positive(),
  firstName: z.string(),
  maskedPhone: z.string(),
});
export type ClientLookup = z.infer<typeof ClientLookup>;
