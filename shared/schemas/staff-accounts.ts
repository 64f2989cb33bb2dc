import { z } from 'zod';
import { NewPassword, NewUsername, Role } from './auth';

/**
 * The back office's staff accounts (docs/decisions/041-back-office.md): who may sign in, in which
 * role, and their passwords; the shapes the owner's forms send and the server checks, shared so both
 * sides give the same field errors.
 */

/** The 403 a staff session gets on an owner route. */
export const OWNER_ONLY = 'Only the shop owner can do this';

/** A person's name: a staff account's, a barber's. */
export const PersonName = z
  .string({ message: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(80, 'Name must be at most 80 characters');

/** An account as `GET /api/admin/staff` lists it. */
export const StaffAccountView = z.object({
  id: z.number().int().positive(),
  username: z.string(),
  name: z.string(),
  role: Role,
  active: z.boolean(),
  createdAt: z.string(),
});
export type StaffAccountView = z.infer<typeof StaffAccountView>;

/** `POST /api/admin/staff`. */
export const StaffCreateInput = z.object({ username: NewUsername, name: PersonName, password: NewPassword, role: Role });
export type StaffCreateInput = z.infer<typeof StaffCreateInput>;

/** `PATCH /api/admin/staff/{id}`: rename, change role, reset the password, deactivate (`active: false` ends their sessions). */
export const StaffPatchInput = z
  .object({ name: PersonName, role: Role, password: NewPassword, active: z.boolean() })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change');
export type StaffPatchInput = z.infer<typeof StaffPatchInput>;

/** `POST /api/admin/auth/password`: anyone's own password; their other sessions end. */
export const PasswordChangeInput = z.object({
  currentPassword: z.string({ message: 'Current password is required' }).min(1, 'Current password is required'),
  newPassword: NewPassword,
});
export type PasswordChangeInput = z.infer<typeof PasswordChangeInput>;
