/**
 * The photos that ship with the app, by first name (the same table as pwa/features/site/lib/barber-photos.ts,
 * which a feature may not import): what a barber without an uploaded photo shows.
 */
const PHOTOS: Readonly<Record<string, string>> = {
  carlos: '/images/barbers/carlos.svg',
  javier: '/images/barbers/javier.svg',
  luis: '/images/barbers/luis.svg',
  miguel: '/images/barbers/miguel.svg',
};

/** The uploaded photo, else the app's photo for the first name, else undefined (a placeholder icon). */
export function barberPhotoSrc(barber: { name: string; photoUrl: string | null }): string | undefined {
  if (barber.photoUrl) return barber.photoUrl;
  const key = (barber.name.trim().split(/\s+/)[0] ?? '').toLowerCase();
  return Object.hasOwn(PHOTOS, key) ? PHOTOS[key] : undefined;
}
