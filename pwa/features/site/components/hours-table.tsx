import { Table } from '@radix-ui/themes';
import { useShopDetails } from '#pwa/lib/shop-details';
import { useT } from '#pwa/i18n/use-t';

/**
 * The shop's opening hours, one row per day (docs/product.md#opening-hours). The days and hours are the
 * owner's own text (GET /api/shop), shown as written.
 */
export function HoursTable({ caption }: { caption?: string }) {
  const shop = useShopDetails();
  const { t } = useT();
  return (
    <Table.Root size="1" variant="ghost">
      <caption className="site-sr-only">{caption ?? t('site.hours.caption')}</caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>{t('site.hours.day')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end">{t('site.hours.hours')}</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {shop.openingHours.map((row) => (
          <Table.Row key={row.days}>
            <Table.RowHeaderCell>{row.days}</Table.RowHeaderCell>
            <Table.Cell justify="end">{row.hours}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
