/** Barber photos ship with the app and are chosen by first name (docs/product.md#barbers-about-and-contact). */
const PHOTOS: Readonly<Record<string, string>> = {
  carlos: '/images/barbers/carlos.webp',
  javier: '/images/barbers/javier.webp',
  luis: '/images/barbers/luis.webp',
  miguel: '/images/barbers/miguel.webp',
};

/** "Carlos Rivera" → "Carlos". */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

/** The photo for a barber's name, or undefined when there is none (show a placeholder icon). */
export function barberPhoto(fullName: string): string | undefined {
  const key = firstName(fullName).toLowerCase();
  return Object.hasOwn(PHOTOS, key) ? PHOTOS[key] : undefined;
}

/** An uploaded photo's JPEG twin, for browsers without WebP: '/images/<hash>.webp' → '/images/<hash>.jpg'. */
export function jpegFallback(photoUrl: string): string {
  return photoUrl.replace(/\.webp$/i, '.jpg');
}
