import { useMemo } from 'react';
import type { DayPickerProps } from 'react-day-picker';
import { LOCALES } from '#shared/i18n/lang';
import { useT } from '../i18n/use-t';

const capitalise = (s: string) => s.charAt(0).toLocaleUpperCase('es') + s.slice(1);

/**
 * The calendar's month caption, weekday names and aria-labels in the page's language (the wizard's
 * and the manage page's DayPicker). English keeps DayPicker's own words; Spanish names the months and
 * days with Intl in the page's locale ('Noviembre de 2026', 'Lu Ma Mi …'), in the browser's own zone: the
 * calendars' days are the shop's dates as floating days (calendar-day.ts).
 */
export function useCalendarText(): Pick<DayPickerProps, 'formatters' | 'labels'> {
  const { t, lang } = useT();
  return useMemo(() => {
    if (lang === 'en') return {};
    const locale = LOCALES[lang];
    const month = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' });
    const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short' });
    const weekdayLong = new Intl.DateTimeFormat(locale, { weekday: 'long' });
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'full' });
    const caption = (d: Date) => capitalise(month.format(d));
    return {
      formatters: {
        formatCaption: caption,
        formatWeekdayName: (d: Date) => capitalise(weekday.format(d).replace('.', '').slice(0, 2)),
      },
      labels: {
        labelNext: () => t('booking.calendar.next'),
        labelPrevious: () => t('booking.calendar.previous'),
        labelGrid: caption,
        labelWeekday: (d: Date) => capitalise(weekdayLong.format(d)),
        labelDayButton: (d: Date, modifiers: { today?: boolean; selected?: boolean }) => {
          let label = day.format(d);
          if (modifiers.today) label = t('booking.calendar.today', { date: label });
          if (modifiers.selected) label = t('booking.calendar.selected', { date: label });
          return label;
        },
      },
    };
  }, [t, lang]);
}
