/** One layer's result in `npm test`: its counts, and whether its runner exited 0. */
export type Tally = { name: string; passed: number; failed: number; skipped: number; ok: boolean };

const sum = (tallies: Tally[], k: 'passed' | 'failed' | 'skipped') => tallies.reduce((n, t) => n + t[k], 0);

/** The closing line CI reads: `N passed, N failed` (`, N skipped` when there are any). */
export function closingLine(tallies: Tally[]): string {
  const skipped = sum(tallies, 'skipped');
  return `${sum(tallies, 'passed')} passed, ${sum(tallies, 'failed')} failed${skipped ? `, ${skipped} skipped` : ''}`;
}

/**
 * 0 only when every runner exited 0, no test failed by any count, and something ran. A runner can
 * count a failure (a timed-out hook, a failed file) and still exit 0; the counts win over its exit code.
 */
export function exitCode(tallies: Tally[]): 0 | 1 {
  const clean = tallies.length > 0 && tallies.every((t) => t.ok && t.failed === 0);
  return clean && sum(tallies, 'passed') > 0 ? 0 : 1;
}
