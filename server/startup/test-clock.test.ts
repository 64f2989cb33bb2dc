import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { shiftedClock } from './test-clock';

const DAY = 24 * 60 * 60 * 1000;

describe('the test server clock (TEST_CLOCK_OFFSET_MS)', () => {
  it('is refused with NODE_ENV=production, even at 0: production always runs on the machine’s clock', () => {
    for (const offset of ['86400000', '0']) {
      expect(() => loadConfig({ NODE_ENV: 'production', TEST_CLOCK_OFFSET_MS: offset })).toThrow(/TEST_CLOCK_OFFSET_MS: is for tests only/);
    }
    expect(loadConfig({ NODE_ENV: 'production' }).testClockOffsetMs).toBeUndefined();
  });

  it('is read outside production; unset or empty leaves the machine’s clock; a non-number stops start-up', () => {
    expect(loadConfig({ NODE_ENV: 'test', TEST_CLOCK_OFFSET_MS: '86400000' }).testClockOffsetMs).toBe(DAY);
    expect(loadConfig({ NODE_ENV: 'development', TEST_CLOCK_OFFSET_MS: '0' }).testClockOffsetMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test' }).testClockOffsetMs).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test', TEST_CLOCK_OFFSET_MS: '' }).testClockOffsetMs).toBeUndefined();
    expect(() => loadConfig({ NODE_ENV: 'test', TEST_CLOCK_OFFSET_MS: 'monday' })).toThrow(/TEST_CLOCK_OFFSET_MS/);
  });

  it('runs: the machine’s time plus the offset, which can be moved', async () => {
    const clock = shiftedClock(DAY);
    const first = clock.now().getTime();
    expect(Math.abs(first - (Date.now() + DAY))).toBeLessThan(50);
    await new Promise((r) => setTimeout(r, 30));
    expect(clock.now().getTime()).toBeGreaterThanOrEqual(first + 25); // not frozen
    clock.setOffsetMs(-DAY);
    expect(clock.offsetMs()).toBe(-DAY);
    expect(Math.abs(clock.now().getTime() - (Date.now() - DAY))).toBeLessThan(50);
  });
});
