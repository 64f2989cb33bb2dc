import type { Barber, Service } from '#shared/schemas/catalogue';
import { dollarsToCents, formatStartingPrice } from '#shared/domain/money';
import type { Lang } from '#shared/i18n/lang';
import { translate } from '#pwa/i18n/catalogue';

export type Option = { value: string; label: string };

/** Barbers for a select: the value is the id as text. */
export function barberOptions(barbers: readonly Barber[] = []): Option[] {
  return barbers.map((b) => ({ value: String(b.id), label: b.name }));
}

/** Services for a select: 'Corte · 45 min · $35+' ('Call for price' for one priced by phone). */
export function serviceOptions(services: readonly Service[] = [], lang: Lang = 'en'): Option[] {
  return services.map((s) => ({
    value: String(s.id),
    label: `${s.name} · ${s.duration} min · ${s.price === null ? translate(lang, 'admin.options.callForPrice') : formatStartingPrice(dollarsToCents(s.price))}`,
  }));
}

/** The Schedule tab's barber choice: 'All Barbers' (0) first. */
export function blockBarberOptions(barbers: readonly Barber[] = [], lang: Lang = 'en'): Option[] {
  return [{ value: '0', label: translate(lang, 'admin.options.allBarbers') }, ...barberOptions(barbers)];
}

/** The Appointments tab's barber filter: 'All Barbers' first. */
export function filterBarberOptions(barbers: readonly Barber[] = [], lang: Lang = 'en'): Option[] {
  return [{ value: 'all', label: translate(lang, 'admin.options.allBarbers') }, ...barberOptions(barbers)];
}
