import { to12Hour } from './shop-time';

/** One weekday's span: `HH:MM` to `HH:MM`, or null when closed (no barber can be booked). */
export type DaySpan = { opens: string; closes: string } | null;

const WEEKDAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

function weekdayOf(word: string): number | undefined {
  const w = word.trim().toLowerCase();
  if (w.length < 3) return undefined;
  const i = WEEKDAY_NAMES.findIndex((name) => name.startsWith(w.replace(/\.$/, '')) || w.startsWith(name));
  return i >= 0 ? i : undefined;
}

/**
 * The weekdays a row of the shop's opening hours names, as the owner writes them ('Monday',
 * 'Monday – Saturday', 'Mon-Fri', 'Saturday, Sunday', 'Daily'); null when it cannot be read.
 */
export function parseDays(text: string): number[] | null {
  if (/^\s*(daily|every day)\s*$/i.test(text)) return [0, 1, 2, 3, 4, 5, 6];
  const out = new Set<number>();
  for (const part of text.split(/\s*(?:,|&|\band\b)\s*/i).filter((p) => p.trim() !== '')) {
    const ends = part.split(/\s*(?:–|—|-|\bto\b)\s*/i);
    if (ends.length === 1) {
      const d = weekdayOf(ends[0]!);
      if (d === undefined) return null;
      out.add(d);
    } else if (ends.length === 2) {
      const a = weekdayOf(ends[0]!);
      const b = weekdayOf(ends[1]!);
      if (a === undefined || b === undefined) return null;
      for (let d = a; ; d = (d + 1) % 7) {
        out.add(d);
        if (d === b) break;
      }
    } else return null;
  }
  return out.size > 0 ? [...out].sort() : null;
}

/** A row's hours ('8:30 AM – 9:00 PM', 'Closed' or empty = closed); undefined when they cannot be read. */
export function parseHours(text: string): DaySpan | undefined {
  if (text.trim() === '' || /^\s*closed\s*$/i.test(text)) return null;
  const times = [...text.matchAll(/(\d{1,2})(?::(\d{2}))?\s*([AaPp])\.?\s*[Mm]\.?/g)].map(([, h, m, ap]) => {
    const hour = (Number(h) % 12) + (ap!.toLowerCase() === 'p' ? 12 : 0);
    return `${String(hour).padStart(2, '0')}:${m ?? '00'}`;
  });
  return times.length === 2 ? { opens: times[0]!, closes: times[1]! } : undefined;
}

/** A weekday where the hours the site shows and the hours the barbers can be booked differ. */
export type HoursDisagreement = { weekday: number; shown: DaySpan; bookable: DaySpan };

/**
 * Where the shop's opening hours (as shown on the site) and the barbers' bookable hours (`bookable`,
 * index = weekday, 0 = Sunday: the earliest start and latest end of any active barber) differ. Rows
 * that cannot be read are left out (nothing to compare).
 */
export function hoursDisagreements(rows: readonly { days: string; hours: string }[], bookable: readonly DaySpan[]): HoursDisagreement[] {
  const shown = new Map<number, DaySpan>();
  for (const row of rows) {
    const days = parseDays(row.days);
    const hours = parseHours(row.hours);
    if (!days || hours === undefined) continue;
    for (const d of days) shown.set(d, hours);
  }
  const out: HoursDisagreement[] = [];
  for (const [weekday, span] of [...shown].sort(([a], [b]) => ((a + 6) % 7) - ((b + 6) % 7))) {
    const b = bookable[weekday] ?? null;
    if (span?.opens !== b?.opens || span?.closes !== b?.closes) out.push({ weekday, shown: span, bookable: b });
  }
  return out;
}

/** The shop's opening hours derived from the barbers' (Monday first, 'Closed' where no barber works), in the site's wording. */
export function openingHoursFrom(bookable: readonly DaySpan[]): { days: string; hours: string }[] {
  return [1, 2, 3, 4, 5, 6, 0].map((d) => {
    const span = bookable[d] ?? null;
    const name = WEEKDAY_NAMES[d]!;
    return { days: name[0]!.toUpperCase() + name.slice(1), hours: span ? `${to12Hour(span.opens)} – ${to12Hour(span.closes)}` : 'Closed' };
  });
}
