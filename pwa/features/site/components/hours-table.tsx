import { Table } from '@radix-ui/themes';
import { useShopDetails } from '../../../lib/shop-details';

/** The shop's opening hours, one row per day (docs/product.md#opening-hours). */
export function HoursTable({ caption = 'Business hours' }: { caption?: string }) {
  const shop = useShopDetails();
  return (
    <Table.Root size="1" variant="ghost">
      <caption className="site-sr-only">{caption}</caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Day</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end">Hours</Table.ColumnHeaderCell>
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
