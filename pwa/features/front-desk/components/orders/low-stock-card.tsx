import { Badge, Card, Flex, Text } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '#pwa/components/icons/exclamation-triangle';
import { useLowStock } from '../../api/orders';
import { useT } from '#pwa/i18n/use-t';

/** "The dashboard lists what is low": live products at or under their threshold, fewest first. */
export function LowStockCard() {
  const low = useLowStock();
  const { t } = useT();
  if (!low.data || low.data.length === 0) return null;
  return (
    <Card size="2" data-testid="low-stock">
      <Flex direction="column" gap="2">
        <Flex align="center" gap="2">
          <ExclamationTriangleIcon aria-hidden color="var(--amber-11)" />
          <Text weight="bold">{t('admin.orders.lowStock')}</Text>
        </Flex>
        <Flex gap="2" wrap="wrap" asChild>
          <ul className="admin-plain-list" aria-label={t('admin.orders.lowStock')}>
            {low.data.map((p) => (
              <li key={p.id}>
                <Badge size="2" color={p.stock === 0 ? 'red' : 'amber'} variant="soft">
                  {p.name}: {p.stock === 0 ? t('admin.orders.outOfStock') : t('admin.orders.left', { count: p.stock })}
                </Badge>
              </li>
            ))}
          </ul>
        </Flex>
      </Flex>
    </Card>
  );
}
