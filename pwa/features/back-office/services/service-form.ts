import type { AdminBarber } from '#shared/schemas/admin-barbers';
import type { AdminService, ServiceCreateInput } from '#shared/schemas/admin-services';
import { spanishFields, translationsBody } from '../common/translations';

/** What the service dialog holds while the owner types (text as typed; numbers are read on save). */
export type ServiceFormState = {
  name: string;
  description: string;
  price: string;
  callForPrice: boolean;
  duration: string;
  cleanup: string;
  bookableOnline: boolean;
  sortOrder: string;
  /** Active barbers by id: whether they perform it, and their own price ('' = the service's). */
  barbers: Record<number, { checked: boolean; price: string }>;
  /** The Spanish name and description ('' falls back to the English). */
  nameEs: string;
  descriptionEs: string;
};

const money = (n: number | null) => (n === null ? '' : Number.isInteger(n) ? String(n) : n.toFixed(2));

/** A new service: every active barber checked, at the service's price. */
export function emptyServiceForm(activeBarbers: readonly AdminBarber[]): ServiceFormState {
  return {
    name: '',
    description: '',
    price: '',
    callForPrice: false,
    duration: '',
    cleanup: '0',
    bookableOnline: true,
    sortOrder: '',
    barbers: Object.fromEntries(activeBarbers.map((b) => [b.id, { checked: true, price: '' }])),
    nameEs: '',
    descriptionEs: '',
  };
}

/** The form for an existing service: the active barbers who perform it checked, with their own prices. */
export function serviceToForm(service: AdminService, activeBarbers: readonly AdminBarber[]): ServiceFormState {
  const own = new Map(service.barbers.map((b) => [b.barberId, b.price]));
  const es = spanishFields(service.translations, ['name', 'description']);
  return {
    name: service.name,
    description: service.description,
    price: money(service.price),
    callForPrice: service.price === null,
    duration: String(service.duration),
    cleanup: String(service.cleanup),
    bookableOnline: service.bookableOnline,
    sortOrder: String(service.sortOrder),
    barbers: Object.fromEntries(activeBarbers.map((b) => [b.id, { checked: own.has(b.id), price: money(own.get(b.id) ?? null) }])),
    nameEs: es.name,
    descriptionEs: es.description,
  };
}

/** "25", "25.5", "-3", "12.345" → a number (the schema says what is wrong with it); other text stays text for its message. */
const dollars = (text: string): number | string => (/^-?\d+(\.\d+)?$/.test(text.trim()) ? Number(text.trim()) : text.trim());
const minutes = (text: string): number | string =>
  /^\d+$/.test(text.trim()) ? Number(text.trim()) : text.trim() === '' ? Number.NaN : text.trim();

/**
 * The body POST or PATCH /api/services sends, before the shared schema checks it. `barbers` lists the
 * checked active barbers in screen order, then (editing) the inactive barbers who already perform it,
 * unchanged, so deactivating a barber and editing a service does not quietly drop them. The Spanish
 * text goes in `translations` (on an edit only when it changed: common/translations.ts).
 */
export function serviceBody(form: ServiceFormState, activeBarbers: readonly AdminBarber[], original?: AdminService) {
  const activeIds = new Set(activeBarbers.map((b) => b.id));
  const barbers = [
    ...activeBarbers
      .filter((b) => form.barbers[b.id]?.checked)
      .map((b) => {
        const price = form.barbers[b.id]!.price.trim();
        return { barberId: b.id, price: price === '' ? null : dollars(price) };
      }),
    ...(original?.barbers.filter((b) => !activeIds.has(b.barberId)) ?? []),
  ];
  const body = {
    name: form.name,
    description: form.description,
    price: form.callForPrice ? null : dollars(form.price),
    duration: minutes(form.duration),
    cleanup: form.cleanup.trim() === '' ? 0 : minutes(form.cleanup),
    bookableOnline: form.bookableOnline,
    ...(form.sortOrder.trim() === '' ? {} : { sortOrder: minutes(form.sortOrder) }),
    barbers,
    ...translationsBody({ name: form.nameEs, description: form.descriptionEs }, original),
  };
  return body as ServiceCreateInput;
}

/**
 * Field errors keyed as the form shows them: `barbers.{i}.price` (the schema's and the API's name)
 * becomes `barber-price-{barberId}`, next to that barber's price.
 */
export function formFieldErrors(fields: Record<string, string>, body: ServiceCreateInput): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields)) {
    const m = /^barbers\.(\d+)(?:\.(\w+))?$/.exec(key);
    const barberId = m ? body.barbers?.[Number(m[1])]?.barberId : undefined;
    const name = m && barberId !== undefined ? `barber-price-${String(barberId)}` : m ? 'barbers' : key;
    out[name] ??= message;
  }
  return out;
}
