import { z } from 'zod';

/** Limits shared by the sign-in form, the login endpoint and the account command. */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 64;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
/** The sign-in form's messages (docs/product.md#sign-in). */
export const USERNAME_TOO_SHORT = 'Username must be at least 3 characters';
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters';

const passwordField = z
  .string({ message: PASSWORD_TOO_SHORT })
  .min(PASSWORD_MIN, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

/** The Admin Login form and `POST /api/admin/auth/login` (docs/product.md#sign-in). */
export const LoginInput = z.object({
  username: z
    .string({ message: USERNAME_TOO_SHORT })
    .trim()
    .min(USERNAME_MIN, USERNAME_TOO_SHORT)
    .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`),
  password: passwordField,
});
export type LoginInput = z.input<typeof LoginInput>;

/** A username a new account may take: letters, digits, dot, dash, underscore. */
export const NewUsername = z
  .string()
  .trim()
  .min(USERNAME_MIN, USERNAME_TOO_SHORT)
  .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`)
  .regex(/^[A-Za-z0-9._-]+$/, 'Username may use letters, digits, dots, dashes and underscores only');

/** A password a new account (or a reset) may take: the same length rule as the login form. */
export const NewPassword = passwordField;

/** 'owner' does everything; 'staff' runs the day (Manage, Clients, Appointments, Schedule). */
export const ROLES = ['owner', 'staff'] as const;
export const Role = z.enum(ROLES, { message: 'Role must be owner or staff' });
export type Role = z.infer<typeof Role>;

/** The signed-in staff member as the API shows them. */
export const StaffUser = z.object({
  id: z.number().int().positive(),
  username: z.string(),
  displayName: z.string(),
  role: Role,
});
export type StaffUser = z.infer<typeof StaffUser>;

/** Answer of login, `GET /api/admin/auth/me` and `GET /api/auth/user`. */
export const AuthAnswer = z.object({ user: StaffUser });
export type AuthAnswer = z.infer<typeof AuthAnswer>;
