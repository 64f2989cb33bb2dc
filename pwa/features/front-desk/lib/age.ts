import { shopDate, shopTime, to12Hour } from '#shared/domain/shop-time';
import type { Lang } from '#shared/i18n/lang';
import { translate } from '#pwa/i18n/catalogue';
import { formatDay } from '../../staff-shell/lib/format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * How old saved data is, in words for "Last updated …": 'just now' under a minute, then whole
 * minutes, then whole hours, then days. A clock that went backwards counts as just now.
 */
export function formatAge(since: number, now: number, lang: Lang = 'en'): string {
  const ms = Math.max(0, now - since);
  if (ms < MINUTE) return translate(lang, 'admin.age.justNow');
  if (ms < HOUR) return translate(lang, 'admin.age.minutes', { count: Math.floor(ms / MINUTE) });
  if (ms < 24 * HOUR) return translate(lang, 'admin.age.hours', { count: Math.floor(ms / HOUR) });
  return translate(lang, 'admin.age.days', { count: Math.floor(ms / (24 * HOUR)) });
}

/**
 * When saved data was last fresh from the server, for "Last updated …": the shop-local time
 * ('7:42 AM') on the same shop day as `now`, else with its day ('Sat, Nov 21, 7:42 AM'), then
 * the age in words ('7:42 AM (5 minutes ago)').
 */
export function formatUpdatedAt(since: number, now: number, lang: Lang = 'en'): string {
  const at = new Date(since);
  const time = to12Hour(shopTime(at), lang);
  const day = shopDate(at);
  const when = day === shopDate(new Date(now)) ? time : `${formatDay(day, undefined, lang)}, ${time}`;
  return `${when} (${formatAge(since, now, lang)})`;
}
