import { memo } from 'react';
import { Badge, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { PlusIcon } from '#pwa/components/icons/plus';
import type { Product } from '#shared/schemas/catalogue';
import { formatPrice } from '../lib/cart-math';
import { ProductImage } from './product-image';
import { useT } from '#pwa/i18n/use-t';

/** Whether none is left (a product kept from before stock was counted has no `stock`: sold as before). */
export const outOfStock = (p: Pick<Product, 'stock'>) => p.stock === 0;

/**
 * One product: image, name, category and size, description, price with 2 decimals, Add to Cart; at 0
 * in stock "Out of stock" and no adding (docs/decisions/044-store-operations.md).
 */
export const ProductCard = memo(function ProductCard({ product, onAdd }: { product: Product; onAdd: (p: Product) => void }) {
  const soldOut = outOfStock(product);
  const { t } = useT();
  return (
    <Card className="store-card" data-testid="product-card" asChild>
      <article aria-label={product.name}>
        <ProductImage src={product.image} name={product.name} />
        <Flex direction="column" gap="2" p="3" flexGrow="1" minWidth="0">
          <Flex gap="2" align="center" wrap="wrap">
            <Badge variant="soft">{t(`store.category.${product.category}`)}</Badge>
            {product.size && (
              <Text size="1" color="gray">
                {product.size}
              </Text>
            )}
            {soldOut && (
              <Badge color="red" variant="solid" data-testid="out-of-stock">
                {t('store.product.outOfStock')}
              </Badge>
            )}
          </Flex>
          <Heading as="h2" size="3">
            {product.name}
          </Heading>
          <Text as="p" size="2" color="gray" className="store-description">
            {product.description}
          </Text>
          <Flex justify="between" align="center" mt="auto" pt="2" gap="2" wrap="wrap">
            <Text size="5" weight="bold" data-testid="product-price">
              {formatPrice(product.price)}
            </Text>
            <Button
              onClick={() => onAdd(product)}
              disabled={soldOut}
              aria-label={soldOut ? t('store.product.outOfStockLabel', { name: product.name }) : undefined}
            >
              <PlusIcon /> {t('store.product.add')}
            </Button>
          </Flex>
        </Flex>
      </article>
    </Card>
  );
});
