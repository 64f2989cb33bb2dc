import { Card, Flex, Heading, Separator, Text } from '@radix-ui/themes';
import type { CartRow } from '#pwa/offline/db';
import { shortfall } from './cart-line';
import { cartTotalCents, formatCents, lineTotalCents } from '../lib/cart-math';
import { useT } from '#pwa/i18n/use-t';

/** The cart read back before paying: each line (marked when fewer are left than it asks) and the total. */
export function OrderSummary({ cart }: { cart: CartRow[] }) {
  const { t } = useT();
  return (
    <Card size="3" data-testid="order-summary">
      <Heading as="h2" size="4" mb="3">
        {t('store.summary.title')}
      </Heading>
      <Flex direction="column" gap="2">
        {cart.map((l) => (
          <Flex key={l.id} justify="between" gap="3">
            <Flex direction="column">
              <Text size="2">
                {l.name} <Text color="gray">× {l.quantity}</Text>
              </Text>
              {shortfall(l, t) && (
                <Text size="1" color="red" weight="medium" data-testid="sold-out-line">
                  {shortfall(l, t)}
                </Text>
              )}
            </Flex>
            <Text size="2">{formatCents(lineTotalCents(l))}</Text>
          </Flex>
        ))}
      </Flex>
      <Separator size="4" my="3" />
      <Flex justify="between">
        <Text weight="bold">{t('store.cart.total')}</Text>
        <Text weight="bold" data-testid="order-total">
          {formatCents(cartTotalCents(cart))}
        </Text>
      </Flex>
    </Card>
  );
}
