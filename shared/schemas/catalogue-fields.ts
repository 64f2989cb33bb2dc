import { z } from 'zod';

/**
 * Fields the owner's catalogue forms share (docs/decisions/041-back-office.md): services, barbers,
 * products and Home's service cards.
 */

/** Dollars with at most two decimals, as a form sends them (25, 25.5, "25.50"). */
export const Dollars = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+(\.\d{1,2})?\s*$/.test(v) ? Number(v) : v),
  z
    .number({ message: 'Price must be a number of dollars' })
    .nonnegative('Price cannot be negative')
    .max(10_000, 'Price must be at most $10,000')
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'Price must have at most two decimals'),
);

/**
 * The shop's own text in a second language (docs/decisions/046-spanish.md): `{ es: { name, description } }`
 * for services and products, `{ es: { title, bio } }` for barbers. An absent or empty field falls back to English.
 */
export const TranslationMap = z.record(z.string().regex(/^[a-z]{2}$/), z.record(z.string(), z.string().max(2000)));
export const Translations = TranslationMap.default({});
