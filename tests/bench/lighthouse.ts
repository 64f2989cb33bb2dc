/**
 * `npm run bench:lighthouse`: starts the app as `npm start` does (fresh production build, temporary
 * embedded PostgreSQL), runs Lighthouse's accessibility and best-practices categories on / and
 * /book (phone and desktop presets) in the system Chromium, prints the scores and what lost points,
 * and exits non-zero when any score is below 95. Record the scores in tests/bench/RESULTS.md.
 */
import { CATEGORIES, MIN_SCORE, lighthouse, type Audit } from './lighthouse-audit';
import { startApp } from './start-app';

const PAGES = ['/', '/book'];
const app = await startApp();
const results: (Audit & { form: string })[] = [];
try {
  for (const p of PAGES) {
    for (const form of ['mobile', 'desktop'] as const) {
      const started = Date.now();
      const r = await lighthouse(`${app.url}${p}`, form);
      results.push({ ...r, url: p, form });
      console.log(`${p} (${form}): ${CATEGORIES.map((c) => `${c} ${r.scores[c]}`).join(', ')}  [${((Date.now() - started) / 1000).toFixed(0)} s]`);
      for (const l of r.lost) console.log(`    lost points: ${l}`);
    }
  }
} finally {
  await app.stop();
}

console.log('\n| Page | Form factor | Accessibility | Best practices |\n|---|---|---|---|');
for (const r of results) console.log(`| \`${r.url}\` | ${r.form} | ${r.scores.accessibility} | ${r.scores['best-practices']} |`);
const low = results.filter((r) => CATEGORIES.some((c) => r.scores[c] < MIN_SCORE));
if (low.length) {
  console.error(`\nBelow ${MIN_SCORE}: ${low.map((r) => `${r.url} (${r.form})`).join(', ')}`);
  process.exit(1);
}
console.log(`\nEvery score is ${MIN_SCORE} or more.`);
