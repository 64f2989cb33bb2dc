import { shopDate, shopTime, to12Hour } from '#shared/domain/shop-time';
import { formatDay } from './format';

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

/**
 * When saved data was last fresh from the server, for "Last updated …": the shop-local time
 * ('7:42 AM') on the same shop day as `now`, else with its day ('Sat, Nov 21, 7:42 AM'), then
 * the age in words ('7:42 AM (5 minutes ago)').
 */
export function formatUpdatedAt(since: number, now: number): string {
  const at = new Date(since);
  const time = to12Hour(shopTime(at));
  const day = shopDate(at);
  const when = day === shopDate(new Date(now)) ? time : `${formatDay(day)}, ${time}`;
  return `${when} (${formatAge(since, now)})`;
}
