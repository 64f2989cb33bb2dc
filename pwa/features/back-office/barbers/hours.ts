import { fromMinutes, toMinutes } from '#shared/domain/shop-time';
import type { WeeklyHours } from '#shared/schemas/admin-barbers';

/** Sunday first, as the API numbers them (0 = Sunday). */
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export type Interval = { start: string; end: string };
/** One weekday in the editor: no intervals is a day off. */
export type WeekForm = Interval[][];

/** The stored list → seven days of intervals, each day's in time order. */
export function hoursToForm(hours: WeeklyHours): WeekForm {
  const week: WeekForm = WEEKDAYS.map(() => []);
  for (const h of [...hours].sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start))) {
    week[h.weekday]?.push({ start: h.start, end: h.end });
  }
  return week;
}

/** Seven days → the list PUT /api/barbers/{id}/hours takes (weekday, then start); a day off sends nothing. */
export function formToHours(week: WeekForm): WeeklyHours {
  return week.flatMap((day, weekday) => day.map((i) => ({ weekday, start: i.start, end: i.end })));
}

/** A day switched on: a plain working day. */
export const DEFAULT_DAY: Interval[] = [{ start: '09:00', end: '17:00' }];

const valid = (t: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(t);

/**
 * "Add break": the last interval split by an hour's break around its middle (09:00–17:00 becomes
 * 09:00–12:00 and 13:00–17:00); null when it is too short (under three hours) or not yet valid.
 */
export function withBreak(day: Interval[]): Interval[] | null {
  const last = day[day.length - 1];
  if (!last || !valid(last.start) || !valid(last.end)) return null;
  const s = toMinutes(last.start);
  const e = toMinutes(last.end);
  if (e - s < 180) return null;
  const breakStart = Math.floor((s + e) / 2 / 60) * 60 - 60;
  const from = Math.max(breakStart, s + 60);
  return [...day.slice(0, -1), { start: last.start, end: fromMinutes(from) }, { start: fromMinutes(from + 60), end: last.end }];
}

/** "Add interval": one more hour after the day's last interval (or a plain day when there is none). */
export function withInterval(day: Interval[]): Interval[] {
  const last = day[day.length - 1];
  if (!last) return DEFAULT_DAY;
  const after = valid(last.end) ? toMinutes(last.end) + 60 : 18 * 60;
  const start = Math.min(after, 22 * 60);
  return [...day, { start: fromMinutes(start), end: fromMinutes(Math.min(start + 60, 23 * 60 + 59)) }];
}

/** "Copy to all days": every working day gets a copy of `weekday`'s intervals; days off stay off. */
export function copyToAllDays(week: WeekForm, weekday: number): WeekForm {
  const source = week[weekday] ?? [];
  return week.map((day, i) => (i === weekday || day.length === 0 ? day : source.map((interval) => ({ ...interval }))));
}
