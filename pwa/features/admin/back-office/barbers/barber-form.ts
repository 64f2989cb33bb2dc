import type { AdminBarber, BarberCreateInput } from '#shared/schemas/back-office';
import { spanishFields, translationsBody } from '../common/translations';

/** What the barber dialog holds while the owner types; `titleEs`/`bioEs`: the Spanish text ('' falls back to the English). */
export type BarberForm = { name: string; title: string; bio: string; sortOrder: string; titleEs: string; bioEs: string };

export const toBarberForm = (b?: AdminBarber): BarberForm => {
  const es = spanishFields(b?.translations, ['title', 'bio']);
  return { name: b?.name ?? '', title: b?.title ?? '', bio: b?.bio ?? '', sortOrder: b ? String(b.sortOrder) : '', titleEs: es.title, bioEs: es.bio };
};

/**
 * The body POST/PATCH /api/barbers sends (the order only when given). The Spanish title and bio go in
 * `translations` (editing `barber`: only when they changed; common/translations.ts).
 */
export function barberBody(form: BarberForm, barber?: AdminBarber): BarberCreateInput {
  const order = form.sortOrder.trim();
  return {
    name: form.name,
    title: form.title,
    bio: form.bio,
    ...(order === '' ? {} : { sortOrder: /^\d+$/.test(order) ? Number(order) : (order as unknown as number) }),
    ...translationsBody({ title: form.titleEs, bio: form.bioEs }, barber),
  };
}
