import { Link as RouterLink } from 'react-router';
import { Button, Flex, Grid } from '@radix-ui/themes';
import { ArrowRightIcon } from '#pwa/components/icons/arrow-right';
import { useProducts } from '#pwa/lib/catalogue';
import { featuredProducts } from '#shared/domain/featured-products';
import { PageSection } from '../page-section';
import { ProductTile } from './product-tile';
import { useT } from '#pwa/i18n/use-t';

/** Up to four featured products; nothing at all while loading, on failure, or when none match. */
export function HomeProducts() {
  const { data } = useProducts();
  const { t } = useT();
  const products = featuredProducts(data ?? []);
  if (products.length === 0) return null;
  return (
    <PageSection title={t('site.products.title')} subtitle={t('site.products.subtitle')} tone="raised">
      <Grid columns={{ initial: '2', md: '4' }} gap="4">
        {products.map((p) => (
          <ProductTile key={p.id} product={p} />
        ))}
      </Grid>
      <Flex justify="center" mt="6">
        <Button asChild size="3" variant="outline">
          <RouterLink to="/store">
            {t('site.products.shopAll')} <ArrowRightIcon aria-hidden />
          </RouterLink>
        </Button>
      </Flex>
    </PageSection>
  );
}
