import { expect, test } from './fixtures';
import { CATEGORIES, MIN_SCORE, lighthouse } from '../bench/lighthouse-audit';

/**
 * Lighthouse 12.8 (npm) in the system Chromium, against the e2e server: accessibility and best
 * practices at 95 or more on / and /book (phone preset; `npm run bench:lighthouse` also runs the
 * desktop one and prints the table for tests/bench/RESULTS.md). About 15 s a page.
 */
for (const page of ['/', '/book']) {
  test(`Lighthouse accessibility and best practices on ${page} score ${MIN_SCORE} or more`, async ({ baseURL }) => {
    test.setTimeout(180_000);
    const r = await lighthouse(`${baseURL}${page}`);
    for (const c of CATEGORIES)
      expect(r.scores[c], `${c} on ${page}; lost points:\n${r.lost.join('\n')}`).toBeGreaterThanOrEqual(MIN_SCORE);
  });
}
