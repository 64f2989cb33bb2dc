import { z } from 'zod';
import { PRODUCT_CATEGORIES } from '../shop';

/** A service as the API answers it. `price` is dollars; null means "Llamar" (priced by phone). */
export const Service = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  description: z.string(),
  price: z.number().nonnegative().nullable(),
  duration: z.number().int().positive(),
  /**
   * The barbers who perform it and what it costs with each (their own price, else the service's;
   * null: "call the shop"). "No preference" books at `price`.
   */
  barbers: z.array(z.object({ id: z.number().int().positive(), price: z.number().nonnegative().nullable() })),
});
export type Service = z.infer<typeof Service>;
export const ServiceList = z.array(Service);

/**
 * A barber; `rating` travels as a numeric string with one decimal ("4.9"), as the Barbers page shows
 * it, or null: the owner has given none, and the card shows none (docs/decisions/056-lapsed-reminders-and-ratings.md).
 */
export const Barber = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  title: z.string(),
  rating: z
    .string()
    .regex(/^\d(\.\d)?$/)
    .nullable(),
  bio: z.string(),
  /** An uploaded photo (`/images/<hash>.webp`, with a `.jpg` twin), or null: the PWA's photo by name. */
  photoUrl: z.string().nullable(),
});
export type Barber = z.infer<typeof Barber>;

/** A stored rating (numeric, one decimal) as the API sends it: '4.9', or null when none was given. */
export const ratingText = (r: string | number | null): string | null => (r === null ? null : Number(r).toFixed(1));
export const BarberList = z.array(Barber);

export const ProductCategory = z.enum(PRODUCT_CATEGORIES);

/**
 * A store product; `price` is a number with 2 decimals. `stock`: how many can still be bought (0: "Out
 * of stock"; units in a payment being made are out of it). `image`: an uploaded photo
 * (`/images/<hash>.webp`) or the product's drawing.
 */
export const Product = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  description: z.string(),
  price: z.number().nonnegative(),
  category: ProductCategory,
  size: z.string(),
  image: z.string().nullable().optional(),
  /** The server always sends it; absent only in a catalogue kept offline from before stock was counted (sold as before). */
  stock: z.number().int().nonnegative().optional(),
  /** Whether Home features it, judged by its English name (shared/domain/featured-products.ts), in every language. */
  featured: z.boolean().optional(),
});
export type Product = z.infer<typeof Product>;
export const ProductList = z.array(Product);

export const ProductQuery = z.object({
  category: z.enum(['all', ...PRODUCT_CATEGORIES], { message: `category must be one of: ${PRODUCT_CATEGORIES.join(', ')}` }).optional(),
});
