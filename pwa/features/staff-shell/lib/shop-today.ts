import { shopDate } from '#shared/domain/shop-time';

/** Today in the shop's zone (San Juan), `YYYY-MM-DD`, whatever zone the tablet's clock is set to. */
export const shopToday = (now: Date = new Date()): string => shopDate(now);
