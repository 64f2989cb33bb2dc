import type { Barber } from '#shared/schemas/catalogue';
import { barberPhoto, jpegFallback } from '../lib/barber-photos';

type Props = { barber: Pick<Barber, 'name' | 'photoUrl'>; alt: string; width: number; height: number; className?: string };

/**
 * A barber's photo: the one the owner uploaded (WebP, with its JPEG twin for older browsers; lazily
 * loaded, as the site's other large images), else
 * the photo that ships with the app for their first name. Null when neither exists (show a placeholder).
 */
export function BarberPhoto({ barber, alt, width, height, className }: Props) {
  if (barber.photoUrl) {
    return (
      <picture>
        <source type="image/webp" srcSet={barber.photoUrl} />
        <img
          src={jpegFallback(barber.photoUrl)}
          alt={alt}
          width={width}
          height={height}
          loading="lazy"
          decoding="async"
          className={className}
        />
      </picture>
    );
  }
  const bundled = barberPhoto(barber.name);
  if (!bundled) return null;
  // The shipped photos load as they always have (eagerly: they are small and precached).
  return <img src={bundled} alt={alt} width={width} height={height} className={className} />;
}
