/**
 * Shop-local time. Every "today", "this week" and "past" is decided in America/Puerto_Rico,
 * never in the process's or the browser's zone. Functions take `now` as an argument: no clock inside.
 */
import { TZDate } from '@date-fns/tz';

export const SHOP_TZ = 'America/Puerto_Rico';

const pad = (n: number) => String(n).padStart(2, '0');

/** The shop-local calendar date of an instant, as `YYYY-MM-DD`. */
export function shopDate(instant: Date): string {
  const d = new TZDate(instant.getTime(), SHOP_TZ);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The shop-local wall-clock time of an instant, as `HH:MM`. */
export function shopTime(instant: Date): string {
  const d = new TZDate(instant.getTime(), SHOP_TZ);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Minutes since shop-local midnight of an instant. */
export function shopMinutes(instant: Date): number {
  const d = new TZDate(instant.getTime(), SHOP_TZ);
  return d.getHours() * 60 + d.getMinutes();
}

/** The instant at which a shop-local date and time happens. */
export function shopInstant(date: string, time = '00:00'): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, hh, mm, 0, SHOP_TZ).getTime());
}

/** Pure calendar arithmetic on `YYYY-MM-DD` (no zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

/** 0 = Sunday … 6 = Saturday, for a calendar date. */
export function weekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

export const isSunday = (date: string) => weekday(date) === 0;

/** Monday to Sunday of the shop-local week containing `date`. */
export function weekOf(date: string): { start: string; end: string } {
  const offset = (weekday(date) + 6) % 7; // Monday → 0
  const start = addDays(date, -offset);
  return { start, end: addDays(start, 6) };
}

/** Whole days from `from` to `to` (both `YYYY-MM-DD`); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  const f = Date.parse(`${from}T00:00:00Z`);
  const t = Date.parse(`${to}T00:00:00Z`);
  return Math.round((t - f) / 86_400_000);
}

/** `HH:MM` → minutes since midnight. */
export function toMinutes(time: string): number {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

/** minutes since midnight → `HH:MM`. */
export function fromMinutes(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** `HH:MM` (24-hour) → `h:mm AM/PM`, as screens show times. */
export function to12Hour(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const suffix = h < 12 ? 'AM' : 'PM';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${pad(m)} ${suffix}`;
}
