import { barberPhoto } from '#pwa/lib/barber-photos';

/** The uploaded photo, else the app's photo for the first name (pwa/lib/barber-photos.ts), else undefined (a placeholder icon). */
export function barberPhotoSrc(barber: { name: string; photoUrl: string | null }): string | undefined {
  return barber.photoUrl ?? barberPhoto(barber.name);
}
