import { z } from 'zod';
import { isRealDate, parseDate } from '../domain/shop-time';

/**
 * Turns a string of digits ("7", as paths, query strings and form selects carry ids) into its number
 * and leaves anything else alone, so `true`, `"1.0"`, `"1e0"` or `[1]` fail as not a number instead of
 * being coerced into some id.
 */
export const digitsToNumber = (v: unknown) => (typeof v === 'string' && /^\d{1,10}$/.test(v.trim()) ? Number(v.trim()) : v);

/** A positive database id given in a path, query string or body ("7" or 7). */
export const Id = z.preprocess(
  digitsToNumber,
  z
    .number({ message: 'Id must be a number' })
    .int('Id must be a whole number')
    .positive('Id must be positive')
    .max(2_147_483_647, 'Id is too large'),
);

export const IdParams = z.object({ id: Id });

/**
 * The years a date the API takes may fall in. A barbershop's calendar never needs more, and the ends
 * stay far from what date arithmetic and PostgreSQL's timestamps can hold (`9999-12-31` plus a day
 * is year 10000, which no `YYYY-MM-DD` can say).
 */
export const DATE_YEARS = { min: 2000, max: 2199 } as const;
export const DATE_OUT_OF_RANGE = `Date must be between ${DATE_YEARS.min} and ${DATE_YEARS.max}`;

export const isDateInRange = (s: string) => {
  const { year } = parseDate(s);
  return year >= DATE_YEARS.min && year <= DATE_YEARS.max;
};

/** `YYYY-MM-DD`, a real calendar date within `DATE_YEARS`. */
export const IsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Date must be YYYY-MM-DD', abort: true })
  .refine(isRealDate, { message: 'Date is not a real calendar date', abort: true })
  .refine(isDateInRange, DATE_OUT_OF_RANGE);

/** `HH:MM` 24-hour. */
export const HhMm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:MM (24-hour)');

/** The body of every error answer. */
export const ErrorBody = z.object({ message: z.string(), code: z.string().optional() });
export type ErrorBody = z.infer<typeof ErrorBody>;

export const HealthAnswer = z.object({ status: z.literal('ok'), database: z.literal('ok'), time: z.string() });
export type HealthAnswer = z.infer<typeof HealthAnswer>;
