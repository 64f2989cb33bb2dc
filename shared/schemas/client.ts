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
 * `POST /api/clients` answer: the client and a token that lets the browser which made it correct its
 * details (a typo seen on the Confirm step) with `PATCH /api/clients/:id/correction` for a day
 * (docs/decisions/069-visitor-never-stuck.md).
 */
export const CreatedClient = Client.extend({ correctionToken: z.string().min(1) });
export type CreatedClient = z.infer<typeof CreatedClient>;

/** `PATCH /api/clients/:id/correction` body: the token `POST /api/clients` answered, and the details as a new client gives them. */
export const ClientCorrection = ClientInput.extend({ token: z.string().min(1).max(200) });
export type ClientCorrectionInput = z.input<typeof ClientCorrection>;
export type ClientCorrection = z.output<typeof ClientCorrection>;
/** A correction to an email another client has: 409 with this message (it names nobody). */
export const CORRECTION_EMAIL_TAKEN = 'This email is already on file. Go back to the email field and enter it to continue as that client.';
/** A correction token that is wrong, or older than a day: 403 with this message. */
export const CORRECTION_EXPIRED = 'These details can no longer be changed here. Please call the shop to correct them.';

/** A blank optional text ('' or only spaces) is cleared: null. */
const clearable = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((s) => (s ? s : null));

/**
 * `PATCH /api/clients/:id` (staff only) body: any of the client's language and the details staff
 * correct (name, phone, email, notes; a blank email or notes is cleared). Answers the `Client`; a
 * change of details is recorded in the History (before and after). 400 `{ message }` for a bad
 * value or an empty body, 404 for an unknown client, 409 `{ message }` when the email or phone is
 * another client's (docs/decisions/055-client-identity-and-search.md).
 */
export const ClientPatch = z
  .object({
    lang: z.enum(LANGS, { message: CLIENT_LANG_MESSAGE }).optional(),
    firstName: required('First name', 80).optional(),
    lastName: z.string().trim().max(80, 'Last name must be at most 80 characters').optional(),
    phone: Phone.optional(),
    email: z
      .string()
      .trim()
      .max(254, 'Email must be at most 254 characters')
      .refine((s) => s === '' || z.email().safeParse(s).success, 'Please enter a valid email')
      .nullish()
      .transform((s) => (s ? s : s === undefined ? undefined : null)),
    notes: clearable('Notes', 500).optional(),
  })
  .refine((p) => Object.values(p).some((v) => v !== undefined), 'Nothing to change');
export type ClientPatch = z.output<typeof ClientPatch>;
export type ClientPatchInput = z.input<typeof ClientPatch>;
/** The details staff correct (`PATCH /api/clients/:id` without `lang`). */
export type ClientDetailsPatch = Omit<ClientPatch, 'lang'>;

/** Another client's email or phone given in a correction: 409 with this message. */
export const emailTaken = (clientName: string) => `This email belongs to ${clientName}.`;
export const phoneTaken = (clientName: string) => `This phone belongs to ${clientName}.`;

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
