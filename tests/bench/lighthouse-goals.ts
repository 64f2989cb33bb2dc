/**
 * The performance goals of the public pages (decision 075) and the pure parts of `npm run bench:lighthouse`: which of several
 * runs is the median, which goals a row misses, and the options. Unit-tested in tests/lighthouse-goals.test.ts.
 */
import type { Category, FullAudit } from './lighthouse-audit';

export const PUBLIC_PAGES = ['/', '/services', '/barbers', '/about', '/contact', '/store', '/book'];

/** Lighthouse mobile preset, median of 3 runs; times in ms. */
export const GOALS = { performance: 95, lcp: 2000, tbt: 150, cls: 0.05, accessibility: 100, 'best-practices': 100, seo: 100 } as const;

/** The run with the median performance score (the lower middle one for an even count), as Lighthouse advises for variance. */
export function medianRun<T extends { scores: Partial<Record<Category, number>> }>(runs: T[]): T {
  if (!runs.length) throw new Error('no runs');
  const sorted = [...runs].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** Every goal this run misses, worded for the table ("LCP 8.4 s > 2.0 s"); empty when all are met. */
export function missedGoals(r: Pick<FullAudit, 'scores' | 'metrics'>): string[] {
  const out: string[] = [];
  const s = r.scores;
  const m = r.metrics;
  if (!((s.performance ?? 0) >= GOALS.performance)) out.push(`performance ${s.performance ?? '?'} < ${GOALS.performance}`);
  if (!(m.lcp <= GOALS.lcp)) out.push(`LCP ${seconds(m.lcp)} > ${seconds(GOALS.lcp)}`);
  if (!(m.tbt <= GOALS.tbt)) out.push(`TBT ${Math.round(m.tbt)} ms > ${GOALS.tbt} ms`);
  if (!(m.cls <= GOALS.cls)) out.push(`CLS ${m.cls.toFixed(3)} > ${GOALS.cls}`);
  for (const c of ['accessibility', 'best-practices', 'seo'] as const) {
    if (!((s[c] ?? 0) >= GOALS[c])) out.push(`${c} ${s[c] ?? '?'} < ${GOALS[c]}`);
  }
  return out;
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
export const kib = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en-US')} KiB`;

export type Options = { pages: string[]; runs: number; strict: boolean; desktop: boolean };

/**
 * Options from the command line (`--pages=/,/store --runs=1 --strict --no-desktop`) or the environment
 * (BENCH_PAGES, BENCH_RUNS, BENCH_STRICT=1, BENCH_DESKTOP=0); the command line wins.
 */
export function parseOptions(argv: string[], env: Record<string, string | undefined>): Options {
  const arg = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const pagesText = arg('pages') ?? env.BENCH_PAGES;
  const pages = pagesText
    ? pagesText
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)
    : PUBLIC_PAGES;
  for (const p of pages) if (!p.startsWith('/')) throw new Error(`a page is a path starting with /: ${p}`);
  const runsText = arg('runs') ?? env.BENCH_RUNS ?? '3';
  const runs = Number(runsText);
  if (!Number.isInteger(runs) || runs < 1 || runs > 9) throw new Error(`--runs must be a whole number from 1 to 9: ${runsText}`);
  const strict = argv.includes('--strict') || env.BENCH_STRICT === '1';
  const desktop = argv.includes('--no-desktop') ? false : env.BENCH_DESKTOP !== '0';
  return { pages, runs, strict, desktop };
}
