import { Badge, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { PlusIcon } from '@radix-ui/react-icons';
import type { Product } from '#shared/schemas/catalogue';
import { formatPrice } from '../lib/cart-math';
import { ProductImage } from './product-image';

/** One product: image, name, category and size, description, price with 2 decimals, Add to Cart. */
export function ProductCard({ product, onAdd }: { product: Product; onAdd: (p: Product) => void }) {
  return (
    <Card className="store-card" data-testid="product-card" asChild>
      <article aria-label={product.name}>
        <ProductImage src={product.image} name={product.name} />
        <Flex direction="column" gap="2" p="3" flexGrow="1">
          <Flex gap="2" align="center" wrap="wrap">
            <Badge variant="soft" className="store-capitalize">{product.category}</Badge>
            {product.size && <Text size="1" color="gray">{product.size}</Text>}
          </Flex>
          <Heading as="h2" size="3">{product.name}</Heading>
          <Text as="p" size="2" color="gray" className="store-description">{product.description}</Text>
          <Flex justify="between" align="center" mt="auto" pt="2" gap="2">
            <Text size="5" weight="bold" data-testid="product-price">{formatPrice(product.price)}</Text>
            <Button onClick={() => onAdd(product)}>
              <PlusIcon /> Add to Cart
            </Button>
          </Flex>
        </Flex>
      </article>
    </Card>
  );
}
