import { describe, expect, it } from 'vitest';
import { formatDay, formatDollarsExact, formatDollarsShort, formatLongDay, formatShortDay } from './format';

describe('date formats', () => {
  it('formats calendar dates without shifting them through a time zone', () => {
    expect(formatDay('2025-06-10', '2025-01-02')).toBe('Tue, Jun 10');
    expect(formatShortDay('2025-01-01')).toBe('Jan 1');
    expect(formatLongDay('2025-12-31')).toBe('December 31, 2025');
  });

  it('shows the year of a day that is not in this year (shop time), and only then', () => {
    expect(formatDay('2025-06-10', '2026-11-23')).toBe('Tue, Jun 10, 2025');
    expect(formatDay('2027-01-05', '2026-12-30')).toBe('Tue, Jan 5, 2027');
    expect(formatDay('2026-06-10', '2026-11-23')).toBe('Wed, Jun 10');
  });
});

describe('money formats', () => {
  it('rounds ticks to whole dollars and keeps cents elsewhere', () => {
    expect(formatDollarsShort(1234.5)).toBe('$1,235');
    expect(formatDollarsExact(57.5)).toBe('$57.50');
    expect(formatDollarsExact(0)).toBe('$0.00');
  });
});
