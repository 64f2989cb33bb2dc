/**
 * `npm run bench:lighthouse`: starts the app as `npm start` does (fresh production build, temporary
 * embedded PostgreSQL) and runs Lighthouse 12.8 in the system Chromium:
 * - performance, accessibility, best practices and SEO with the mobile preset (Lighthouse's default:
 *   simulated slow 4G, 4x slower CPU), N runs per page (3 by default), keeping the run with the median
 *   performance score, on every public page; a table of score, FCP, LCP, TBT, CLS, bytes transferred
 *   (total-byte-weight) and the other scores, with the goals as PASS/FAIL per row;
 * - accessibility and best practices with the desktop preset on / and /book (one run each).
 * Exits non-zero when an accessibility or best-practices score is below 95, and, with `--strict`, when a
 * row misses a performance goal (tests/bench/lighthouse-goals.ts). Options:
 *   --pages=/,/store (BENCH_PAGES)  --runs=1 (BENCH_RUNS)  --strict (BENCH_STRICT=1)  --no-desktop (BENCH_DESKTOP=0)
 * e.g. `npm run bench:lighthouse -- --pages=/ --runs=1`. Record the table in tests/bench/RESULTS.md.
 */
import { CATEGORIES, MIN_SCORE, lighthouse, lighthouseReport, type Audit, type FullAudit } from './lighthouse-audit';
import { GOALS, kib, medianRun, missedGoals, parseOptions, seconds } from './lighthouse-goals';
import { startApp } from './start-app';

const opts = parseOptions(process.argv.slice(2), process.env);
const DESKTOP_PAGES = ['/', '/book'].filter((p) => opts.pages.includes(p));

const app = await startApp();
const rows: (FullAudit & { runs: number[] })[] = [];
const desktop: Audit[] = [];
const unmeasured: string[] = [];

/** One run, tried a second time when Lighthouse itself fails (NO_NAVSTART and the like on a busy machine). */
async function attempt<T>(what: string, run: () => Promise<T>): Promise<T | undefined> {
  for (let i = 1; i <= 2; i++) {
    try {
      return await run();
    } catch (err) {
      console.log(`    ${what}: Lighthouse failed (attempt ${i}/2): ${(err as Error).message.split('\n')[0]}`);
    }
  }
  return undefined;
}
try {
  for (const p of opts.pages) {
    const runs: FullAudit[] = [];
    for (let i = 1; i <= opts.runs; i++) {
      const started = Date.now();
      const r = await attempt(`${p} run ${i}`, () =>
        lighthouseReport(`${app.url}${p}`, ['performance', 'accessibility', 'best-practices', 'seo']),
      );
      if (!r) continue;
      runs.push(r);
      console.log(
        `${p} (mobile, run ${i}/${opts.runs}): performance ${r.scores.performance}, FCP ${seconds(r.metrics.fcp)}, LCP ${seconds(r.metrics.lcp)}, ` +
          `TBT ${Math.round(r.metrics.tbt)} ms, CLS ${r.metrics.cls.toFixed(3)}, ${kib(r.metrics.bytes)}; ` +
          `accessibility ${r.scores.accessibility}, best practices ${r.scores['best-practices']}, SEO ${r.scores.seo}  ` +
          `[benchmarkIndex ${r.benchmarkIndex ?? '?'}, ${((Date.now() - started) / 1000).toFixed(0)} s]`,
      );
      for (const w of r.warnings) console.log(`    warning: ${w}`);
    }
    if (!runs.length) {
      unmeasured.push(`${p} (mobile)`);
      continue;
    }
    if (runs.length < opts.runs) console.log(`    ${p}: only ${runs.length} of ${opts.runs} runs succeeded; the median is of those.`);
    const median = medianRun(runs);
    for (const l of median.lost) console.log(`    lost points: ${l}`);
    rows.push({ ...median, url: p, runs: runs.map((r) => r.scores.performance ?? 0) });
  }
  if (opts.desktop) {
    for (const p of DESKTOP_PAGES) {
      const r = await attempt(`${p} desktop`, () => lighthouse(`${app.url}${p}`, 'desktop'));
      if (!r) {
        unmeasured.push(`${p} (desktop)`);
        continue;
      }
      desktop.push({ ...r, url: p });
      console.log(`${p} (desktop): ${CATEGORIES.map((c) => `${c} ${r.scores[c]}`).join(', ')}`);
      for (const l of r.lost) console.log(`    lost points: ${l}`);
    }
  }
} finally {
  await app.stop();
}

const first = rows[0];
console.log(
  `\nLighthouse ${first?.lighthouseVersion ?? '?'}, ${first?.userAgent ?? '?'}; mobile preset (simulated throttling), median of ${opts.runs} run(s) by performance score.`,
);
console.log(
  `Goals: performance ≥ ${GOALS.performance}, LCP ≤ ${seconds(GOALS.lcp)}, TBT ≤ ${GOALS.tbt} ms, CLS ≤ ${GOALS.cls}, ` +
    `accessibility / best practices / SEO ${GOALS.seo}.\n`,
);
console.log('| page | performance (runs) | FCP | LCP | TBT | CLS | transferred | accessibility | best practices | SEO | goals |');
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  const missed = missedGoals(r);
  console.log(
    `| \`${r.url}\` | ${r.scores.performance} (${r.runs.join(', ')}) | ${seconds(r.metrics.fcp)} | ${seconds(r.metrics.lcp)} | ${Math.round(r.metrics.tbt)} ms | ` +
      `${r.metrics.cls.toFixed(3)} | ${kib(r.metrics.bytes)} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ` +
      `${missed.length ? `FAIL: ${missed.join('; ')}` : 'PASS'} |`,
  );
}
if (desktop.length) {
  console.log('\n| page | form factor | accessibility | best practices |\n|---|---|---|---|');
  for (const r of desktop) console.log(`| \`${r.url}\` | desktop | ${r.scores.accessibility} | ${r.scores['best-practices']} |`);
}

// The rule the e2e test enforces too: accessibility and best practices at MIN_SCORE or more, always.
const low = [
  ...unmeasured.map((u) => `${u}: not measured`),
  ...rows.filter((r) => CATEGORIES.some((c) => (r.scores[c] ?? 0) < MIN_SCORE)).map((r) => `${r.url} (mobile)`),
  ...desktop.filter((r) => CATEGORIES.some((c) => r.scores[c] < MIN_SCORE)).map((r) => `${r.url} (desktop)`),
];
const missing = [...rows.filter((r) => missedGoals(r).length).map((r) => r.url), ...unmeasured];
if (missing.length)
  console.log(
    `\nPerformance goals missed on ${missing.join(', ')}${opts.strict ? '' : ' (exit code unaffected: pass --strict to fail on them)'}.`,
  );
else console.log('\nEvery page meets the performance goals.');
if (low.length) {
  console.error(`Accessibility or best practices below ${MIN_SCORE}: ${low.join(', ')}`);
  process.exit(1);
}
console.log(`Accessibility and best practices are ${MIN_SCORE} or more everywhere.`);
if (opts.strict && missing.length) process.exit(1);
