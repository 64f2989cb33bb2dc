import { Box, Card, Flex, Grid, Skeleton, Text } from '@radix-ui/themes';
import type { Product } from '#shared/schemas/catalogue';
import { ProductCard } from './product-card';
import { useT } from '#pwa/i18n/use-t';
import { OffScreenPart } from '#pwa/i18n/off-screen-part';

/** 4 columns from 1024 px (the front-desk tablet counts as a large screen), 3 from 768 px, 2 on large phones, 1 on small ones. */
const COLUMNS = { initial: '1', xs: '2', sm: '3', md: '4' } as const;

export function ProductGrid({ products, onAdd }: { products: Product[]; onAdd: (p: Product) => void }) {
  const { t } = useT();
  if (products.length === 0) {
    return (
      <Box py="9">
        <Text as="p" align="center" color="gray" size="3">
          {t('store.grid.empty')}
        </Text>
      </Box>
    );
  }
  return (
    <Grid columns={COLUMNS} gap="4">
      {products.map((p) => (
        <OffScreenPart key={p.id}>
          <ProductCard product={p} onAdd={onAdd} />
        </OffScreenPart>
      ))}
    </Grid>
  );
}

export function ProductGridSkeleton() {
  const { t } = useT();
  return (
    <Grid columns={COLUMNS} gap="4" aria-busy="true" aria-label={t('store.grid.loading')}>
      {Array.from({ length: 8 }, (_, i) => (
        <Card key={i} className="store-card">
          <Skeleton className="store-image store-image-card" />
          <Flex direction="column" gap="2" p="3">
            <Skeleton height="20px" width="60%" />
            <Skeleton height="40px" />
            <Skeleton height="32px" width="40%" />
          </Flex>
        </Card>
      ))}
    </Grid>
  );
}
