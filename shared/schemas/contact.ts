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
