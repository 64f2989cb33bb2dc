import { describe, expect, it } from 'vitest';
import { OPENING_HOURS } from '../shop';
import { hoursDisagreements, openingHoursFrom, parseDays, parseHours, type DaySpan } from './opening-hours';

const seeded: DaySpan[] = [null, ...Array(6).fill({ opens: '09:00', closes: '19:00' })];

describe('reading the opening hours the owner wrote', () => {
  it('reads days, ranges and lists', () => {
    expect(parseDays('Monday')).toEqual([1]);
    expect(parseDays('Monday – Saturday')).toEqual([1, 2, 3, 4, 5, 6]);
    expect(parseDays('Mon-Fri')).toEqual([1, 2, 3, 4, 5]);
    expect(parseDays('Saturday, Sunday')).toEqual([0, 6]);
    expect(parseDays('Daily')).toHaveLength(7);
    expect(parseDays('Holidays')).toBeNull();
  });
  it('reads hours, closed and the unreadable', () => {
    expect(parseHours('8:30 AM – 9:00 PM')).toEqual({ opens: '08:30', closes: '21:00' });
    expect(parseHours('12 PM - 7 p.m.')).toEqual({ opens: '12:00', closes: '19:00' });
    expect(parseHours('Closed')).toBeNull();
    expect(parseHours('')).toBeNull();
    expect(parseHours('By appointment')).toBeUndefined();
  });
});

describe('hoursDisagreements', () => {
  it('finds every day of the spec’s hours at odds with seeded barbers (Monday first, Sunday open but nobody works)', () => {
    const found = hoursDisagreements(OPENING_HOURS, seeded);
    expect(found.map((d) => d.weekday)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(found[0]).toEqual({ weekday: 1, shown: { opens: '08:30', closes: '21:00' }, bookable: { opens: '09:00', closes: '19:00' } });
    expect(found[6]).toEqual({ weekday: 0, shown: { opens: '11:00', closes: '19:00' }, bookable: null });
  });
  it('is empty when the hours shown are the barbers’ (derived from them), and skips rows it cannot read', () => {
    expect(hoursDisagreements(openingHoursFrom(seeded), seeded)).toEqual([]);
    expect(openingHoursFrom(seeded)[0]).toEqual({ days: 'Monday', hours: '9:00 AM – 7:00 PM' });
    expect(openingHoursFrom(seeded)[6]).toEqual({ days: 'Sunday', hours: 'Closed' });
    expect(hoursDisagreements([{ days: 'Holidays', hours: 'Call us' }], seeded)).toEqual([]);
  });
});
