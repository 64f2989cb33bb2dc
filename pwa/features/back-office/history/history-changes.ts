import { formatDate, to12Hour } from '#shared/domain/shop-time';
import type { Lang } from '#shared/i18n/lang';

/**
 * The History's before and after as fields people read (not raw JSON): each field's name in the
 * page's language (`office.changed.<key>`, else the key in words) and its value written out.
 */
export type FieldChange = { field: string; before?: unknown; after?: unknown };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** An edit of an object: only the fields that changed. A creation or removal: every field. Other values: one row. */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  if (isRecord(before) && isRecord(after)) {
    return [...new Set([...Object.keys(before), ...Object.keys(after)])]
      .filter((k) => !same(before[k], after[k]))
      .map((field) => ({ field, before: before[field], after: after[field] }));
  }
  if (before === null && isRecord(after)) return Object.entries(after).map(([field, v]) => ({ field, after: v }));
  if (after === null && isRecord(before)) return Object.entries(before).map(([field, v]) => ({ field, before: v }));
  return [{ field: 'value', before, after }];
}

/** Field names with a label of their own (`office.changed.<key>` in en and es); others are written as words. */
export const LABELLED_FIELDS = [
  'firstName',
  'lastName',
  'name',
  'phone',
  'email',
  'notes',
  'status',
  'date',
  'time',
  'barberName',
  'serviceName',
  'clientName',
  'totalPrice',
  'price',
  'duration',
  'cleanup',
  'description',
  'startDate',
  'endDate',
  'startTime',
  'endTime',
  'reason',
  'handled',
  'role',
  'username',
  'active',
  'retired',
  'bookableOnline',
  'stock',
  'lang',
  'value',
] as const;

/** 'lowStockThreshold' → 'Low stock threshold'. */
export const keyInWords = (key: string) => {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const MONEY_FIELDS = new Set(['price', 'totalPrice']);

/** A value written out: blank as a dash, yes/no, 12-hour times, dates in words, money in dollars, lists joined. */
export function formatValue(field: string, value: unknown, lang: Lang, yesNo: (v: boolean) => string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return yesNo(value);
  if (MONEY_FIELDS.has(field) && (typeof value === 'number' || (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value)))) {
    return `$${Number(value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  }
  if (typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value)) return to12Hour(value, lang);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value, 'long', lang);
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value))
    return value.every((v) => typeof v !== 'object' || v === null)
      ? value.map((v) => formatValue(field, v, lang, yesNo)).join(', ')
      : compact(value);
  return compact(value);
}

/** Nested values (weekly hours, a cart's lines): `key: value` pairs, one level deep, without JSON's quotes and braces. */
function compact(value: unknown): string {
  if (Array.isArray(value)) return value.map(compact).join('; ');
  if (isRecord(value))
    return Object.entries(value)
      .map(([k, v]) => `${k}: ${typeof v === 'object' && v !== null ? compact(v) : String(v)}`)
      .join(', ');
  return String(value);
}
