import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addDays,
  clockTime,
  daysBetween,
  formatDate,
  fromMinutes,
  isRealDate,
  isSunday,
  isoDate,
  parseDate,
  parseTime,
  shopDate,
  shopInstant,
  shopMinutes,
  shopTime,
  to12Hour,
  toMinutes,
  weekOf,
  weekday,
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

  it('formats times and dates in Spanish as Puerto Rico writes them', () => {
    expect(to12Hour('10:30', 'es')).toBe('10:30 a. m.');
    expect(to12Hour('12:00', 'es')).toBe('12:00 p. m.');
    expect(formatDate('2026-11-23', 'full', 'es')).toBe('lunes, 23 de noviembre de 2026');
    expect(formatDate('2026-11-23', 'full')).toBe('Monday, November 23, 2026');
  });

  it('converts between HH:MM and minutes', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 24 * 60 - 1 }), (m) => toMinutes(fromMinutes(m)) === m));
  });
});

describe('parsing and formatting dates and times', () => {
  it('takes YYYY-MM-DD and HH:MM apart, and puts a date together again', () => {
    expect(parseDate('2026-02-09')).toEqual({ year: 2026, month: 2, day: 9 });
    expect(parseTime('07:05')).toEqual({ hours: 7, minutes: 5 });
    expect(parseTime('17:30:00')).toEqual({ hours: 17, minutes: 30 });
    expect(clockTime('17:30:00')).toBe('17:30');
    expect(clockTime('08:05:00')).toBe('08:05');
    expect(clockTime('23:59')).toBe('23:59');
    expect(isoDate(2026, 2, 9)).toBe('2026-02-09');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 365 * 200 }), (n) => {
        const date = addDays('2000-01-01', n);
        const { year, month, day } = parseDate(date);
        expect(isoDate(year, month, day)).toBe(date);
        expect(daysBetween('2000-01-01', date)).toBe(n);
      }),
    );
  });

  it('knows which dates exist', () => {
    expect(isRealDate('2028-02-29')).toBe(true);
    expect(isRealDate('2026-02-29')).toBe(false);
    expect(isRealDate('2026-04-31')).toBe(false);
    expect(isRealDate('2026-13-01')).toBe(false);
  });

  it('shows a calendar date in each style, the same in any zone', () => {
    expect(formatDate('2025-06-10', 'short')).toBe('Jun 10');
    expect(formatDate('2025-06-10', 'weekday')).toBe('Tue, Jun 10');
    expect(formatDate('2025-06-10', 'weekday-year')).toBe('Tue, Jun 10, 2025');
    expect(formatDate('2025-06-10', 'long')).toBe('June 10, 2025');
    expect(formatDate('2026-11-27', 'weekday-long')).toBe('Friday, November 27');
    expect(formatDate('2026-11-23', 'full')).toBe('Monday, November 23, 2026');
    expect(formatDate('2026-01-01', 'short')).toBe('Jan 1');
    expect(formatDate('2026-12-31', 'weekday')).toBe('Thu, Dec 31');
  });
});
