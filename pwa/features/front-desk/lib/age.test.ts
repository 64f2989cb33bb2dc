import { describe, expect, it } from 'vitest';
import { loadBundle } from '#pwa/i18n/catalogue';

await loadBundle('en', 'admin');
import { formatAge, formatUpdatedAt } from './age';

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

describe('formatUpdatedAt', () => {
  // 2026-11-21 07:42 in San Juan (UTC-4) is 11:42 UTC.
  const at = Date.UTC(2026, 10, 21, 11, 42);
  it('says the shop-local time of the last good answer, and its age', () => {
    expect(formatUpdatedAt(at, at + 5 * 60_000)).toBe('7:42 AM (5 minutes ago)');
  });

  it('names the day when it was not today in the shop', () => {
    expect(formatUpdatedAt(at, at + 20 * 60 * 60_000)).toBe('Sat, Nov 21, 7:42 AM (20 hours ago)');
  });
});
