import { describe, expect, it } from 'vitest';
import { formatLongDate } from './format';

describe('formatLongDate', () => {
  it('names the calendar day whatever the zone', () => {
    expect(formatLongDate('2026-11-23')).toBe('Monday, November 23, 2026');
    expect(formatLongDate('2027-01-01')).toBe('Friday, January 1, 2027');
  });
});
