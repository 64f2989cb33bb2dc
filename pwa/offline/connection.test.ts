import { afterEach, describe, expect, it, vi } from 'vitest';
import { getConnection, isServerReachable, onServerBack, probeDelay, reportNoAnswer, resetConnectionForTests } from './connection';

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('the connection to the shop’s server', () => {
  afterEach(() => {
    resetConnectionForTests();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('probes after a capped back-off: 1 s, 2 s, then every 3 s', () => {
    expect([0, 1, 2, 3, 10].map(probeDelay)).toEqual([1000, 2000, 3000, 3000, 3000]);
  });

  it('a request without an answer is checked with /api/health: only a failed probe says the server is down', async () => {
    const fetch = vi.fn().mockResolvedValue({ status: 200 });
    vi.stubGlobal('fetch', fetch);
    reportNoAnswer(); // e.g. a 503 the server meant ("busy"): the probe answers 200
    await flush();
    expect(fetch).toHaveBeenCalledWith('/api/health', expect.objectContaining({ cache: 'no-store' }));
    expect(getConnection()).toBe('online');
  });

  it('while down it keeps probing, and tells the replay the moment the server answers again', async () => {
    vi.useFakeTimers();
    let up = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => (up ? Promise.resolve({ status: 200 }) : Promise.reject(new TypeError('Failed to fetch')))),
    );
    const back = vi.fn();
    const stop = onServerBack(back);
    reportNoAnswer();
    await vi.advanceTimersByTimeAsync(0);
    expect(getConnection()).toBe('server-down');
    expect(isServerReachable()).toBe(false);
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 3000 * 5); // still down after many probes
    expect(getConnection()).toBe('server-down');
    up = true;
    await vi.advanceTimersByTimeAsync(3000); // at most one capped wait later
    expect(getConnection()).toBe('online');
    expect(back).toHaveBeenCalledOnce();
    stop();
  });

  it('a 502, 503 or 504 from the probe is the server not there', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue({ status: 502 }));
    reportNoAnswer();
    await flush();
    expect(getConnection()).toBe('server-down');
  });
});
