import { z } from 'zod';

const trimmed = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** The Contact page's message form: one schema for the form resolver and the server. */
export const ContactMessageInput = z.object({
  firstName: trimmed('First name', 80),
  lastName: trimmed('Last name', 80),
  email: z.string({ message: 'Email is required' }).trim().min(1, 'Email is required').max(254).email('Please enter a valid email'),
  phone: z
    .string()
    .trim()
    .max(30, 'Phone must be at most 30 characters')
    .refine((s) => s === '' || /^[0-9+()\-.\s]{7,}$/.test(s), 'Please enter a valid phone number')
    .optional()
    .default(''),
  message: z
    .string({ message: 'Message is required' })
    .trim()
    .min(10, 'Message must be at least 10 characters')
    .max(2000, 'Message must be at most 2000 characters'),
});
export type ContactMessageInput = z.input<typeof ContactMessageInput>;

export const ContactMessageAnswer = z.object({ id: z.number().int().positive(), createdAt: z.string() });

/**
 * The Contact inbox (staff; docs/decisions/045-contact-inbox.md). `GET /api/contact-messages?filter=unread`
 * lists only the unread (not yet handled) ones; every answer carries the unread count for the header.
 */
export const ContactInboxQuery = z.object({
  filter: z.enum(['all', 'unread'], { message: "Filter must be 'all' or 'unread'" }).optional().default('all'),
});
export type ContactInboxQuery = z.input<typeof ContactInboxQuery>;

/** A reply's email as the outbox has it: 'pending' (and 'sending') show as sending, 'not-configured' as "email not configured". */
export const ContactReplyState = z.enum(['pending', 'sending', 'sent', 'failed', 'skipped', 'not-configured']);
export type ContactReplyState = z.infer<typeof ContactReplyState>;

export const ContactReply = z.object({
  id: z.number().int().positive(),
  body: z.string(),
  /** The staff member's display name ('Former staff' once the account is gone). */
  staffName: z.string(),
  createdAt: z.string(),
  emailState: ContactReplyState,
  /** The outbox's last error, for a failed email ('' otherwise). */
  emailError: z.string(),
});
export type ContactReply = z.infer<typeof ContactReply>;

export const ContactInboxMessage = z.object({
  id: z.number().int().positive(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  createdAt: z.string(),
  /** null: unread. */
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
  /** The client whose email matches (any case), for a link to their record. */
  client: z.object({ id: z.number().int().positive(), name: z.string() }).nullable(),
  /** Oldest first, as a thread reads. */
  replies: z.array(ContactReply),
});
export type ContactInboxMessage = z.infer<typeof ContactInboxMessage>;

export const ContactInbox = z.object({ messages: z.array(ContactInboxMessage), unreadCount: z.number().int().nonnegative() });
export type ContactInbox = z.infer<typeof ContactInbox>;

/** `PATCH /api/contact-messages/{id}`: mark handled, or back to unread. */
export const ContactMessagePatch = z.object({ handled: z.boolean({ message: 'Handled must be true or false' }) });
export type ContactMessagePatch = z.infer<typeof ContactMessagePatch>;

/** `POST /api/contact-messages/{id}/reply`: staff's answer, sent by email through the outbox. */
export const ContactReplyInput = z.object({
  body: z.string({ message: 'Reply is required' }).trim().min(1, 'Reply is required').max(5000, 'Reply must be at most 5000 characters'),
});
export type ContactReplyInput = z.input<typeof ContactReplyInput>;
