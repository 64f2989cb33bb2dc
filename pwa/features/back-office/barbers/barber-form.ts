import type { AdminBarber, BarberCreateInput } from '#shared/schemas/admin-barbers';
import { spanishFields, translationsBody } from '../common/translations';

/**
 * What the barber dialog holds while the owner types; `titleEs`/`bioEs`: the Spanish text ('' falls
 * back to the English); `rating`: '' for none (the Barbers page shows none).
 */
export type BarberForm = { name: string; title: string; bio: string; sortOrder: string; titleEs: string; bioEs: string; rating: string };

export const toBarberForm = (b?: AdminBarber): BarberForm => {
  const es = spanishFields(b?.translations, ['title', 'bio']);
  return {
    name: b?.name ?? '',
    title: b?.title ?? '',
    bio: b?.bio ?? '',
    sortOrder: b ? String(b.sortOrder) : '',
    titleEs: es.title,
    bioEs: es.bio,
    rating: b?.rating ?? '',
  };
};

/** The typed rating: '' is none (null); '4,7' is 4.7; anything else goes as typed, for the schema to refuse. */
function typedRating(s: string): number | null {
  const t = s.trim().replace(',', '.');
  if (t === '') return null;
  return /^\d+(\.\d+)?$/.test(t) ? Number(t) : (t as unknown as number);
}

/**
 * The body POST/PATCH /api/barbers sends (the order only when given). The Spanish title and bio go in
 * `translations` (editing `barber`: only when they changed; common/translations.ts); the rating only
 * when one is typed (a new barber) or it changed (an edit: emptied, null), so History shows a real change.
 */
export function barberBody(form: BarberForm, barber?: AdminBarber): BarberCreateInput {
  const order = form.sortOrder.trim();
  const rating = typedRating(form.rating);
  const before = barber?.rating === undefined || barber.rating === null ? null : Number(barber.rating);
  return {
    name: form.name,
    title: form.title,
    bio: form.bio,
    ...(order === '' ? {} : { sortOrder: /^\d+$/.test(order) ? Number(order) : (order as unknown as number) }),
    ...translationsBody({ title: form.titleEs, bio: form.bioEs }, barber),
    ...(rating === before ? {} : { rating }),
  };
}
