const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/**
 * How old saved data is, in words for "Last updated …": 'just now' under a minute, then whole
 * minutes, then whole hours, then days. A clock that went backwards counts as just now.
 */
export function formatAge(since: number, now: number): string {
  const ms = Math.max(0, now - since);
  if (ms < MINUTE) return 'just now';
  if (ms < HOUR) return plural(Math.floor(ms / MINUTE), 'minute');
  if (ms < 24 * HOUR) return plural(Math.floor(ms / HOUR), 'hour');
  return plural(Math.floor(ms / (24 * HOUR)), 'day');
}
