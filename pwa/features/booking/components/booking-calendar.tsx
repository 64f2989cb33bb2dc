import { memo } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { isDayDisabled, type ClosedDays } from '../lib/calendar-days';
import { useCalendarText } from '#pwa/lib/use-calendar-text';
import { calendarDate, calendarDay } from '#pwa/lib/calendar-day';

const NO_CLOSURES: readonly ClosedDays[] = [];

type Props = { date?: string; today: string; lastDay?: string; closures?: readonly ClosedDays[]; onSelect: (date: string) => void };

/**
 * Single-day calendar of the shop's dates (America/Puerto_Rico), whatever the browser's zone, as floating
 * days (pwa/lib/calendar-day.ts): past days,
 * days after `lastDay` (the booking horizon), Sundays and the shop's closure days are disabled, and it does not page past
 * `lastDay`'s month. Dates go in and out as `YYYY-MM-DD`. It renders again only when one of its props
 * changes (a time picked beside it leaves its 42 days alone).
 */
export const BookingCalendar = memo(function BookingCalendar({ date, today, lastDay, closures = NO_CLOSURES, onSelect }: Props) {
  const text = useCalendarText();
  const selected = date ? calendarDay(date) : undefined;
  const todayDay = calendarDay(today);
  return (
    <DayPicker
      {...text}
      className="booking-calendar"
      mode="single"
      required
      today={todayDay}
      selected={selected}
      onSelect={(day) => onSelect(calendarDate(day))}
      disabled={(day: Date) => isDayDisabled(calendarDate(day), today, lastDay, closures)}
      startMonth={todayDay}
      endMonth={lastDay ? calendarDay(lastDay) : undefined}
      defaultMonth={selected ?? todayDay}
    />
  );
});
