import { Card, Flex, Heading, Inset, Text } from '@radix-ui/themes';
import { ImageIcon } from '#pwa/components/icons/image';
import type { Product } from '#shared/schemas/catalogue';
import { formatDollars } from '#shared/domain/money';

/** A featured product on Home: image (or a placeholder icon), name, size and price. */
export function ProductTile({ product }: { product: Product }) {
  return (
    <Card size="2" className="site-card" asChild>
      <article aria-label={product.name} data-testid="featured-product">
        <Inset clip="padding-box" side="top" pb="current">
          {product.image ? (
            <img src={product.image} alt={product.name} width={400} height={400} loading="lazy" className="site-square-img" />
          ) : (
            <Flex align="center" justify="center" className="site-square-img site-img-placeholder" role="img" aria-label={product.name}>
              <ImageIcon width="40" height="40" aria-hidden />
            </Flex>
          )}
        </Inset>
        <Flex direction="column" gap="1">
          <Heading as="h3" size="3">
            {product.name}
          </Heading>
          <Flex justify="between" align="baseline">
            <Text size="2" color="gray">
              {product.size}
            </Text>
            <Text size="3" weight="bold" color="amber">
              ${formatDollars(product.price)}
            </Text>
          </Flex>
        </Flex>
      </article>
    </Card>
  );
}
