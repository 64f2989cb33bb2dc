import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  averagePriceCents,
  daysSinceLastVisit,
  efficiency,
  fillDays,
  isDueReminder,
  lastDays,
  relativeLastVisit,
  topServices,
} from './analytics';

describe('efficiency', () => {
  it('is 0 with no appointments', () => {
    expect(efficiency(0)).toBe(0);
  });

  it('is round(80 + appointments / 10), at most 95', () => {
    expect(efficiency(1)).toBe(80); // 80.1
    expect(efficiency(5)).toBe(81); // 80.5 rounds up
    expect(efficiency(14)).toBe(81);
    expect(efficiency(15)).toBe(82);
    expect(efficiency(100)).toBe(90);
    expect(efficiency(145)).toBe(95); // 94.5 → 95
    expect(efficiency(150)).toBe(95);
    expect(efficiency(10_000)).toBe(95);
  });

  it('never leaves 80–95 for any positive count', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 1_000_000 }), (n) => efficiency(n) >= 80 && efficiency(n) <= 95));
  });
});

describe('averagePriceCents', () => {
  it('is total / count in whole cents, 0 with none', () => {
    expect(averagePriceCents(0, 0)).toBe(0);
    expect(averagePriceCents(10_000, 0)).toBe(0);
    expect(averagePriceCents(8000, 2)).toBe(4000);
    expect(averagePriceCents(10_000, 3)).toBe(3333);
    expect(averagePriceCents(200, 3)).toBe(67);
  });
});

describe('daysSinceLastVisit and isDueReminder', () => {
  it('counts calendar days, null without a visit', () => {
    expect(daysSinceLastVisit(null, '2025-06-10')).toBeNull();
    expect(daysSinceLastVisit('2025-06-10', '2025-06-10')).toBe(0);
    expect(daysSinceLastVisit('2025-06-09', '2025-06-10')).toBe(1);
    expect(daysSinceLastVisit('2024-12-31', '2025-01-01')).toBe(1);
    expect(daysSinceLastVisit('2025-02-28', '2025-03-01')).toBe(1);
    expect(daysSinceLastVisit('2024-02-28', '2024-03-01')).toBe(2); // leap year
  });

  it('is due only past 14 days', () => {
    expect(isDueReminder(null)).toBe(false);
    expect(isDueReminder(14)).toBe(false);
    expect(isDueReminder(15)).toBe(true);
  });
});

describe('relativeLastVisit', () => {
  it.each([
    [null, 'No visits yet'],
    [0, 'Today'],
    [1, 'Yesterday'],
    [2, '2 days ago'],
    [29, '29 days ago'],
    [30, '1 month ago'],
    [59, '1 month ago'],
    [60, '2 months ago'],
    [364, '12 months ago'],
    [365, '1 year ago'],
    [729, '1 year ago'],
    [730, '2 years ago'],
  ] as const)('%s days → %s', (days, words) => {
    expect(relativeLastVisit(days)).toBe(words);
  });
});

describe('lastDays and fillDays', () => {
  it('lists 30 days ending today, across a month end', () => {
    const days = lastDays('2025-03-01', 30);
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2025-01-31');
    expect(days[29]).toBe('2025-03-01');
  });

  it('fills missing days', () => {
    const filled = fillDays(['2025-06-01', '2025-06-02'], new Map([['2025-06-02', 5]]), 0);
    expect(filled).toEqual([
      { date: '2025-06-01', value: 0 },
      { date: '2025-06-02', value: 5 },
    ]);
  });
});

describe('topServices', () => {
  it('keeps 5, by count then revenue then name', () => {
    const t = (serviceId: number, name: string, count: number, revenueCents: number) => ({ serviceId, name, count, revenueCents });
    const top = topServices([
      t(1, 'A', 3, 100),
      t(2, 'B', 5, 10),
      t(3, 'C', 3, 300),
      t(4, 'D', 1, 0),
      t(5, 'E', 2, 0),
      t(6, 'F', 1, 50),
      t(7, 'G', 0, 0),
    ]);
    expect(top.map((s) => s.serviceId)).toEqual([2, 3, 1, 5, 6]);
  });
});
