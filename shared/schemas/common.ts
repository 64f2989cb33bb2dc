import { z } from 'zod';

/** A positive database id given in a path or query string ("7" or 7). */
export const Id = z.coerce
  .number({ message: 'Id must be a number' })
  .int('Id must be a whole number')
  .positive('Id must be positive')
  .max(2_147_483_647, 'Id is too large');

export const IdParams = z.object({ id: Id });

/** `YYYY-MM-DD`, a real calendar date. */
export const IsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD')
  .refine((s) => {
    const [y, m, d] = s.split('-').map(Number) as [number, number, number];
    const dt = new Date(Date.UTC(y, m - 1, d));
    return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
  }, 'Date is not a real calendar date');

/** `HH:MM` 24-hour. */
export const HhMm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:MM (24-hour)');

/** The body of every error answer. */
export const ErrorBody = z.object({ message: z.string(), code: z.string().optional() });
export type ErrorBody = z.infer<typeof ErrorBody>;

export const HealthAnswer = z.object({ status: z.literal('ok'), database: z.literal('ok'), time: z.string() });
export type HealthAnswer = z.infer<typeof HealthAnswer>;
