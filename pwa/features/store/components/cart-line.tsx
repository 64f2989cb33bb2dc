import { Button, Flex, IconButton, Text } from '@radix-ui/themes';
import { MinusIcon } from '#pwa/components/icons/minus';
import { PlusIcon } from '#pwa/components/icons/plus';
import type { CartRow } from '#pwa/offline/db';
import { canDecrease, canIncrease, formatCents, formatPrice, lineTotalCents } from '../lib/cart-math';
import { removeFromCart, stepQuantity } from '../lib/cart-store';
import { ProductImage } from './product-image';
import { useT, type I18nValue } from '#pwa/i18n/use-t';
import { translate } from '#pwa/i18n/catalogue';

/** More than is left, as last seen from the server ("Sold out", "Only 2 left"), or null; `t` from useT (default: English). */
export function shortfall(
  line: Pick<CartRow, 'stock' | 'quantity'>,
  t: I18nValue['t'] = (id, values) => translate('en', id, values),
): string | null {
  if (line.stock === undefined || line.stock >= line.quantity) return null;
  return line.stock === 0 ? t('store.line.soldOut') : t('store.line.onlyLeft', { count: line.stock });
}

/** One cart line: − and + (never below 1, nor above what is left), quantity, line total, Remove. */
export function CartLine({ line }: { line: CartRow }) {
  const { t } = useT();
  const short = shortfall(line, t);
  const atStock = line.stock !== undefined && line.quantity >= line.stock;
  return (
    <Flex gap="3" py="3" className="store-cart-line" data-testid="cart-line" aria-label={line.name} role="group">
      <ProductImage src={line.image} name={line.name} size="thumb" />
      <Flex direction="column" gap="2" flexGrow="1" minWidth="0">
        <Flex justify="between" gap="2" align="start">
          <Text size="2" weight="medium" className="store-line-name">
            {line.name}
          </Text>
          <Text size="2" weight="bold" data-testid="cart-line-total">
            {formatCents(lineTotalCents(line))}
          </Text>
        </Flex>
        <Text size="1" color="gray">
          {t('store.line.each', { price: formatPrice(line.price) })}
        </Text>
        {short && (
          <Text size="1" color="red" weight="medium" data-testid="cart-line-short">
            {short}
          </Text>
        )}
        <Flex justify="between" align="center" gap="2">
          <Flex align="center" gap="2">
            <IconButton
              size="1"
              variant="soft"
              color="gray"
              aria-label={t('store.line.decrease')}
              disabled={!canDecrease(line.quantity)}
              onClick={() => void stepQuantity(line.id, -1)}
            >
              <MinusIcon />
            </IconButton>
            <Text size="2" weight="bold" className="store-qty" data-testid="cart-quantity" aria-live="polite">
              {line.quantity}
            </Text>
            <IconButton
              size="1"
              variant="soft"
              color="gray"
              aria-label={t('store.line.increase')}
              disabled={!canIncrease(line.quantity) || atStock}
              onClick={() => void stepQuantity(line.id, 1)}
            >
              <PlusIcon />
            </IconButton>
          </Flex>
          <Button size="1" variant="ghost" color="red" onClick={() => void removeFromCart(line.id)}>
            {t('store.line.remove')}
          </Button>
        </Flex>
      </Flex>
    </Flex>
  );
}
