import { describe, expect, it } from 'vitest';
import { GOALS, PUBLIC_PAGES, medianRun, missedGoals, parseOptions } from './bench/lighthouse-goals';

const run = (performance: number, over: Partial<{ lcp: number; tbt: number; cls: number; seo: number }> = {}) => ({
  scores: { performance, accessibility: 100, 'best-practices': 100, seo: over.seo ?? 100 },
  metrics: { fcp: 900, lcp: over.lcp ?? 1500, tbt: over.tbt ?? 50, cls: over.cls ?? 0.01, bytes: 150_000 },
});

describe('bench:lighthouse goals (decision 075)', () => {
  it('takes the run with the median performance score, whatever order the runs came in', () => {
    const runs = [run(70), run(58), run(91)];
    expect(medianRun(runs)).toBe(runs[0]);
    expect(medianRun([run(91), run(58)]).scores.performance).toBe(58);
    expect(medianRun([run(40)]).scores.performance).toBe(40);
    expect(() => medianRun([])).toThrow();
  });

  it('a row meeting every goal misses none; the limits themselves pass', () => {
    expect(missedGoals(run(100))).toEqual([]);
    expect(missedGoals(run(GOALS.performance, { lcp: GOALS.lcp, tbt: GOALS.tbt, cls: GOALS.cls }))).toEqual([]);
  });

  it('names each goal a row misses', () => {
    expect(missedGoals(run(58, { lcp: 8400, tbt: 151, cls: 0.2, seo: 92 }))).toEqual([
      'performance 58 < 95',
      'LCP 8.4 s > 2.0 s',
      'TBT 151 ms > 150 ms',
      'CLS 0.200 > 0.05',
      'seo 92 < 100',
    ]);
  });

  it('a metric Lighthouse could not measure (NaN) is a miss, never a pass', () => {
    expect(missedGoals(run(99, { lcp: Number.NaN }))).toEqual(['LCP NaN s > 2.0 s']);
  });

  it('options: every public page, 3 runs, not strict by default; subsets from args or env', () => {
    expect(parseOptions([], {})).toEqual({ pages: PUBLIC_PAGES, runs: 3, strict: false, desktop: true });
    expect(parseOptions(['--pages=/,/store', '--runs=1', '--strict', '--no-desktop'], {})).toEqual({
      pages: ['/', '/store'],
      runs: 1,
      strict: true,
      desktop: false,
    });
    expect(parseOptions([], { BENCH_PAGES: '/book', BENCH_RUNS: '5', BENCH_STRICT: '1', BENCH_DESKTOP: '0' })).toEqual({
      pages: ['/book'],
      runs: 5,
      strict: true,
      desktop: false,
    });
    expect(parseOptions(['--runs=2'], { BENCH_RUNS: '5' }).runs).toBe(2);
    expect(() => parseOptions(['--runs=0'], {})).toThrow();
    expect(() => parseOptions(['--pages=store'], {})).toThrow();
  });
});
