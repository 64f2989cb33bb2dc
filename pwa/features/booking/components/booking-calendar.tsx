import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { SHOP_TZ, shopDate, shopInstant } from '#shared/domain/shop-time';
import { isDayDisabled, type ClosedDays } from '../lib/calendar-days';
import { useCalendarText } from '#pwa/lib/use-calendar-text';

type Props = { date?: string; today: string; lastDay?: string; closures?: readonly ClosedDays[]; onSelect: (date: string) => void };

/**
 * Single-day calendar in shop time (America/Puerto_Rico), whatever the browser's zone: past days,
 * days after `lastDay` (the booking horizon), Sundays and the shop's closure days are disabled, and it does not page past
 * `lastDay`'s month. Dates go in and out as `YYYY-MM-DD`.
 */
export function BookingCalendar({ date, today, lastDay, closures = [], onSelect }: Props) {
  const text = useCalendarText();
  const selected = date ? shopInstant(date, '12:00') : undefined;
  return (
    <DayPicker
      {...text}
      className="booking-calendar"
      mode="single"
      required
      timeZone={SHOP_TZ}
      noonSafe
      selected={selected}
      onSelect={(day) => onSelect(shopDate(day))}
      disabled={(day: Date) => isDayDisabled(shopDate(day), today, lastDay, closures)}
      startMonth={shopInstant(today, '12:00')}
      endMonth={lastDay ? shopInstant(lastDay, '12:00') : undefined}
      defaultMonth={selected ?? shopInstant(today, '12:00')}
    />
  );
}
