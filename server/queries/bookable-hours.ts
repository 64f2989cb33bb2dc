import type { Db } from '../db/connect';
import { clockTime } from '#shared/domain/shop-time';
import type { BookableHours } from '#shared/schemas/shop-details';
import { activeBarbersHoursByWeekday } from '../repositories/catalogue';

/**
 * `GET /api/shop/bookable-hours`: for each weekday (index 0 = Sunday) the earliest start and the
 * latest end of any active barber's weekly hours, or null when none works that day: when the shop
 * can be booked, to check or derive the opening hours the site shows (shared/domain/opening-hours.ts).
 */
export async function loadBookableHours(db: Db): Promise<BookableHours> {
  const rows = await activeBarbersHoursByWeekday(db);
  const week: BookableHours = [null, null, null, null, null, null, null];
  for (const r of rows) week[Number(r.weekday)] = { opens: clockTime(String(r.opens)), closes: clockTime(String(r.closes)) };
  return week;
}
