/**
 * Shop-local time. Every "today", "this week" and "past" is decided in America/Puerto_Rico,
 * never in the process's or the browser's zone. Functions take `now` as an argument: no clock inside.
 */
import { TZDate } from '@date-fns/tz';
import { LOCALES, type Lang } from '../i18n/lang';

export const SHOP_TZ = 'America/Puerto_Rico';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * `YYYY-MM-DD` → its numbers (month 1–12). The one place a date string is taken apart; the schemas
 * (`IsoDate`) have checked its shape before any of this runs.
 */
export function parseDate(date: string): { year: number; month: number; day: number } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

/** `HH:MM` (or Postgres's `HH:MM:SS`) → its numbers. The one place a time string is taken apart. */
export function parseTime(time: string): { hours: number; minutes: number } {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return { hours, minutes };
}

/** year, month (1–12), day → `YYYY-MM-DD`. */
export const isoDate = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** A `YYYY-MM-DD` as UTC midnight: calendar arithmetic and formatting with no zone involved. */
const utcMidnight = (date: string) => {
  const { year, month, day } = parseDate(date);
  return new Date(Date.UTC(year, month - 1, day));
};

/** The shop-local calendar date of an instant, as `YYYY-MM-DD`. */
export function shopDate(instant: Date): string {
  const d = new TZDate(instant.getTime(), SHOP_TZ);
  return isoDate(d.getFullYear(), d.getMonth() + 1, d.getDate());
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
  const { year, month, day } = parseDate(date);
  const { hours, minutes } = parseTime(time);
  return new Date(new TZDate(year, month - 1, day, hours, minutes, 0, SHOP_TZ).getTime());
}

/** Pure calendar arithmetic on `YYYY-MM-DD` (no zone involved). */
export function addDays(date: string, days: number): string {
  const { year, month, day } = parseDate(date);
  const t = new Date(Date.UTC(year, month - 1, day + days));
  return isoDate(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

/** 0 = Sunday … 6 = Saturday, for a calendar date. */
export function weekday(date: string): number {
  return utcMidnight(date).getUTCDay();
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
  return Math.round((utcMidnight(to).getTime() - utcMidnight(from).getTime()) / 86_400_000);
}

/** `HH:MM` → minutes since midnight. */
export function toMinutes(time: string): number {
  const { hours, minutes } = parseTime(time);
  return hours * 60 + minutes;
}

/** minutes since midnight → `HH:MM`. */
export function fromMinutes(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** A time as PostgreSQL's `time` column gives it (`HH:MM:SS`) → the API's `HH:MM`. */
export function clockTime(time: string): string {
  return fromMinutes(toMinutes(time));
}

/** `HH:MM` (24-hour) → `h:mm AM/PM` (English) or `h:mm a. m./p. m.` (Spanish), as screens show times. */
export function to12Hour(time: string, lang: Lang = 'en'): string {
  const { hours, minutes } = parseTime(time);
  const suffix = lang === 'es' ? (hours < 12 ? 'a. m.' : 'p. m.') : hours < 12 ? 'AM' : 'PM';
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour}:${pad(minutes)} ${suffix}`;
}

/** Whether `YYYY-MM-DD` names a day that exists (no 2026-02-30). */
export function isRealDate(date: string): boolean {
  const { year, month, day } = parseDate(date);
  const t = utcMidnight(date);
  return t.getUTCFullYear() === year && t.getUTCMonth() === month - 1 && t.getUTCDate() === day;
}

/** The ways screens and messages show a calendar date, by example (US English). */
const DATE_STYLES = {
  /** 'Jun 10': chart axes, a block's overlapping appointments */
  short: { month: 'short', day: 'numeric' },
  /** 'Tue, Jun 10': staff's tables and lists */
  weekday: { weekday: 'short', month: 'short', day: 'numeric' },
  /** 'Tue, Jun 10, 2025': the same, another year */
  'weekday-year': { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' },
  /** 'June 10, 2025': client details */
  long: { month: 'long', day: 'numeric', year: 'numeric' },
  /** 'Friday, November 28': push reminders */
  'weekday-long': { weekday: 'long', month: 'long', day: 'numeric' },
  /** 'Monday, November 23, 2026': the booking's confirmation */
  full: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof DATE_STYLES;

const formatters = new Map<`${Lang}:${DateStyle}`, Intl.DateTimeFormat>();

/**
 * A `YYYY-MM-DD` as people read it (a calendar date: no zone involved), in one of `DATE_STYLES`, in
 * the language's locale ('lunes, 23 de noviembre de 2026' in Spanish).
 */
export function formatDate(date: string, style: DateStyle, lang: Lang = 'en'): string {
  let formatter = formatters.get(`${lang}:${style}`);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALES[lang], { ...DATE_STYLES[style], timeZone: 'UTC' });
    formatters.set(`${lang}:${style}`, formatter);
  }
  return formatter.format(utcMidnight(date));
}
