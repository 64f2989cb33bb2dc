import { afterEach, describe, expect, it } from 'vitest';
import { addDays } from '#shared/domain/shop-time';
import { calendarDate, calendarDay } from './calendar-day';

const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('calendar days (floating shop dates)', () => {
  // A day ahead of San Juan, a day behind it, and zones that change their clocks.
  for (const tz of [
    'Pacific/Kiritimati',
    'Pacific/Pago_Pago',
    'America/New_York',
    'Europe/London',
    'Australia/Lord_Howe',
    'America/Puerto_Rico',
  ]) {
    it(`every date of two years comes back as itself, on its own weekday, in ${tz}`, () => {
      process.env.TZ = tz;
      for (let date = '2026-01-01'; date < '2028-01-01'; date = addDays(date, 1)) {
        const day = calendarDay(date);
        expect(calendarDate(day)).toBe(date);
        expect(day.getDay(), date).toBe(new Date(`${date}T12:00:00Z`).getUTCDay());
      }
    });
  }
});
