/**
 * The Analytics and Clients tabs' formulas (docs/product.md#analytics), pure: counts, cents and dates come in
 * as arguments. Money is integer cents here; dollars only at the edges.
 */
import { addDays, daysBetween } from './shop-time';

/** A barber's efficiency: 0 with no appointments, else the smaller of 95 and round(80 + appointments / 10). */
export function efficiency(appointments: number): number {
  if (appointments <= 0) return 0;
  return Math.min(95, Math.round(80 + appointments / 10));
}

/** Average price: total price / appointment count, in whole cents (0 with no appointments). */
export function averagePriceCents(totalCents: number, count: number): number {
  return count > 0 ? Math.round(totalCents / count) : 0;
}

/** Whole days from the last visit's date to today (both shop-local `YYYY-MM-DD`); null without a visit. */
export function daysSinceLastVisit(lastVisitDate: string | null | undefined, today: string): number | null {
  if (!lastVisitDate) return null;
  return Math.max(0, daysBetween(lastVisitDate, today));
}

/** More than 14 days since the last visit (a client who never visited is not due). */
export function isDueReminder(days: number | null, thresholdDays = 14): boolean {
  return days !== null && days > thresholdDays;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/**
 * The Clients tab's last-visit wording: 'Today', 'Yesterday', 'N days ago' under 30 days, then
 * 'N month(s) ago' (30-day months) under a year (365 days), then 'N year(s) ago'. Null: 'No visits yet'.
 */
export function relativeLastVisit(days: number | null): string {
  if (days === null) return 'No visits yet';
  const d = Math.max(0, Math.floor(days));
  if (d === 0) return 'Today';
  if (d === 1) return 'Yesterday';
  if (d < 30) return `${d} days ago`;
  if (d < 365) return plural(Math.max(1, Math.floor(d / 30)), 'month');
  return plural(Math.floor(d / 365), 'year');
}

/** The `days` shop-local dates ending with `today`, ascending. */
export function lastDays(today: string, days: number): string[] {
  return Array.from({ length: days }, (_, i) => addDays(today, i - days + 1));
}

/** One value per date of `dates`; dates missing from `values` get `empty`. */
export function fillDays<T>(dates: readonly string[], values: ReadonlyMap<string, T>, empty: T): { date: string; value: T }[] {
  return dates.map((date) => ({ date, value: values.get(date) ?? empty }));
}

export type ServiceTally = { serviceId: number; name: string; count: number; revenueCents: number };

/** The top `n` services: by count, then revenue, then name. */
export function topServices<T extends ServiceTally>(tallies: readonly T[], n = 5): T[] {
  return [...tallies]
    .filter((t) => t.count > 0)
    .sort((a, b) => b.count - a.count || b.revenueCents - a.revenueCents || a.name.localeCompare(b.name))
    .slice(0, n);
}
