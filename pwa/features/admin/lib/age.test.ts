import { describe, expect, it } from 'vitest';
import { formatAge } from './age';

describe('formatAge', () => {
  const t = 1_000_000_000;
  it('says just now, then minutes, hours and days', () => {
    expect(formatAge(t, t + 59_000)).toBe('just now');
    expect(formatAge(t, t + 60_000)).toBe('1 minute ago');
    expect(formatAge(t, t + 5 * 60_000 + 59_000)).toBe('5 minutes ago');
    expect(formatAge(t, t + 60 * 60_000)).toBe('1 hour ago');
    expect(formatAge(t, t + 11 * 60 * 60_000)).toBe('11 hours ago');
    expect(formatAge(t, t + 49 * 60 * 60_000)).toBe('2 days ago');
  });

  it('treats a clock that went backwards as just now', () => {
    expect(formatAge(t, t - 5000)).toBe('just now');
  });
});
