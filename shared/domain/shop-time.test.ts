import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addDays, daysBetween, fromMinutes, isSunday, shopDate, shopInstant, shopMinutes, shopTime, to12Hour,
  toMinutes, weekOf, weekday,
} from './shop-time';

describe('shop time (America/Puerto_Rico, UTC-4 all year)', () => {
  it('decides the date in San Juan, not in UTC', () => {
    // 02:30 UTC on Nov 22 is still 22:30 on Nov 21 in San Juan.
    const instant = new Date('2026-11-22T02:30:00Z');
    expect(shopDate(instant)).toBe('2026-11-21');
    expect(shopTime(instant)).toBe('22:30');
    expect(shopMinutes(instant)).toBe(22 * 60 + 30);
  });

  it('has no daylight saving: the offset is -4 in winter and summer', () => {
    expect(shopInstant('2026-01-15', '09:00').toISOString()).toBe('2026-01-15T13:00:00.000Z');
    expect(shopInstant('2026-07-15', '09:00').toISOString()).toBe('2026-07-15T13:00:00.000Z');
  });

  it('round-trips any instant through shop date and time', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        const minute = Math.floor(ms / 60_000) * 60_000;
        const instant = new Date(minute);
        expect(shopInstant(shopDate(instant), shopTime(instant)).getTime()).toBe(minute);
      }),
    );
  });

  it('does calendar arithmetic across months, years and leap days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-01', '2026-11-21')).toBe(20);
    expect(daysBetween('2026-11-21', '2026-11-01')).toBe(-20);
  });

  it('knows weekdays and Monday-to-Sunday weeks', () => {
    expect(weekday('2026-11-22')).toBe(0);
    expect(isSunday('2026-11-22')).toBe(true);
    expect(isSunday('2026-11-21')).toBe(false);
    expect(weekOf('2026-11-21')).toEqual({ start: '2026-11-16', end: '2026-11-22' });
    expect(weekOf('2026-11-22')).toEqual({ start: '2026-11-16', end: '2026-11-22' });
    expect(weekOf('2026-11-23')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
  });

  it('formats 24-hour times as 12-hour AM/PM', () => {
    expect(to12Hour('00:00')).toBe('12:00 AM');
    expect(to12Hour('09:05')).toBe('9:05 AM');
    expect(to12Hour('12:00')).toBe('12:00 PM');
    expect(to12Hour('18:30')).toBe('6:30 PM');
    expect(to12Hour('23:59')).toBe('11:59 PM');
  });

  it('converts between HH:MM and minutes', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 24 * 60 - 1 }), (m) => toMinutes(fromMinutes(m)) === m));
  });
});
