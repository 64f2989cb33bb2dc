import { describe, expect, it } from 'vitest';
import { closingLine, exitCode, type Tally } from './run-summary';

const layer = (over: Partial<Tally>): Tally => ({ name: 'x', passed: 10, failed: 0, skipped: 0, ok: true, ...over });

describe('npm test summary', () => {
  it('exits 0 when every layer passed', () => {
    expect(exitCode([layer({}), layer({ name: 'e2e', passed: 80 })])).toBe(0);
  });

  it('exits 1 when a runner exited 0 but counted a failed test', () => {
    // Seen on a fresh clone: vitest exited 0 while its own report held a timed-out race test.
    expect(exitCode([layer({}), layer({ passed: 250, failed: 1, ok: true })])).toBe(1);
  });

  it('exits 1 when a runner failed without counting a test', () => {
    expect(exitCode([layer({ ok: false })])).toBe(1);
  });

  it('exits 1 when nothing ran', () => {
    expect(exitCode([])).toBe(1);
    expect(exitCode([layer({ passed: 0 })])).toBe(1);
  });

  it('prints the closing line CI reads', () => {
    expect(closingLine([layer({ passed: 3, failed: 1 }), layer({ passed: 2, skipped: 2 })])).toBe('5 passed, 1 failed, 2 skipped');
    expect(closingLine([layer({ passed: 3 })])).toBe('3 passed, 0 failed');
  });
});
