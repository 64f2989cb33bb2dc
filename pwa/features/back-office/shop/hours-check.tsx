import { useQuery } from '@tanstack/react-query';
import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { hoursDisagreements, openingHoursFrom, type DaySpan } from '#shared/domain/opening-hours';
import { BookableHours } from '#shared/schemas/shop-details';
import { getJson } from '#pwa/lib/api';
import { useT, type I18nValue } from '#pwa/i18n/use-t';

type Row = { days: string; hours: string };

const dayName = (t: I18nValue['t'], weekday: number) => t(`office.weekday.${weekday}` as Parameters<I18nValue['t']>[0]);

/**
 * Under the opening hours: where the hours the site shows differ from when the barbers can be booked
 * (`GET /api/shop/bookable-hours`), day by day, and "Use the barbers' hours" to derive them from those.
 * Nothing while they agree, or while the barbers' hours are not known.
 */
export function HoursCheck({ openingHours, onUse }: { openingHours: readonly Row[]; onUse: (rows: Row[]) => void }) {
  const { t, time } = useT();
  const bookable = useQuery({ queryKey: ['/api/shop/bookable-hours'], queryFn: () => getJson('/api/shop/bookable-hours', BookableHours) });
  if (!bookable.data) return null;
  const differ = hoursDisagreements(openingHours, bookable.data);
  if (differ.length === 0) return null;
  const span = (s: DaySpan) => (s ? `${time(s.opens)} – ${time(s.closes)}` : null);
  return (
    <Callout.Root color="amber" role="status" data-testid="hours-check">
      <Flex direction="column" gap="2">
        <Text weight="medium">{t('office.shop.hoursCheck.title')}</Text>
        <ul className="admin-conflict-list">
          {differ.map((d) => (
            <li key={d.weekday}>
              {d.bookable
                ? t('office.shop.hoursCheck.day', {
                    day: dayName(t, d.weekday),
                    shown: span(d.shown) ?? t('office.shop.hoursCheck.closed'),
                    barbers: span(d.bookable)!,
                  })
                : t('office.shop.hoursCheck.nobody', {
                    day: dayName(t, d.weekday),
                    shown: span(d.shown) ?? t('office.shop.hoursCheck.closed'),
                  })}
            </li>
          ))}
        </ul>
        <Flex>
          <Button type="button" size="3" variant="soft" color="amber" onClick={() => onUse(openingHoursFrom(bookable.data))}>
            {t('office.shop.hoursCheck.use')}
          </Button>
        </Flex>
      </Flex>
    </Callout.Root>
  );
}
