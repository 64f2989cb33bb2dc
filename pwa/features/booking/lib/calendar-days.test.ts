import { describe, expect, it } from 'vitest';
import { isDayDisabled, lastBookableDay } from './calendar-days';

describe('calendar days', () => {
  const today = '2026-11-21'; // a Saturday in San Juan

  it('disables past days and keeps today and later weekdays', () => {
    expect(isDayDisabled('2026-11-20', today)).toBe(true);
    expect(isDayDisabled('2025-12-31', today)).toBe(true);
    expect(isDayDisabled('2026-11-21', today)).toBe(false);
    expect(isDayDisabled('2026-11-23', today)).toBe(false);
    expect(isDayDisabled('2027-01-02', today)).toBe(false);
  });

  it('disables every Sunday', () => {
    expect(isDayDisabled('2026-11-22', today)).toBe(true);
    expect(isDayDisabled('2026-11-29', today)).toBe(true);
    expect(isDayDisabled('2027-01-03', today)).toBe(true);
  });

  it('disables days beyond the booking horizon and keeps its last day', () => {
    const last = lastBookableDay(today, 90);
    expect(last).toBe('2027-02-19');
    expect(isDayDisabled('2027-02-19', today, last)).toBe(false);
    expect(isDayDisabled('2027-02-20', today, last)).toBe(true);
    expect(isDayDisabled('2027-06-01', today, last)).toBe(true);
    expect(isDayDisabled('2027-02-20', today)).toBe(false); // no horizon known: no end
  });

  it('disables the days of a closure, its first and last included, and nothing around it', () => {
    const closures = [
      { startDate: '2026-11-26', endDate: '2026-11-27' },
      { startDate: '2026-12-24', endDate: '2026-12-24' },
    ];
    expect(isDayDisabled('2026-11-25', today, undefined, closures)).toBe(false);
    expect(isDayDisabled('2026-11-26', today, undefined, closures)).toBe(true);
    expect(isDayDisabled('2026-11-27', today, undefined, closures)).toBe(true);
    expect(isDayDisabled('2026-11-28', today, undefined, closures)).toBe(false);
    expect(isDayDisabled('2026-12-24', today, undefined, closures)).toBe(true);
    expect(isDayDisabled('2026-12-23', today, undefined, [])).toBe(false);
  });
});
