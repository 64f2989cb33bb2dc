import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Box, Container, Flex, Heading, Text } from '@radix-ui/themes';
import { useSearchParams } from 'react-router';
import { useToast } from '#pwa/components/toast';
// The store's main control answers with a toast: the toast's drawing code is part of this page's code,
// listed with it and fetched at its start, not at the tap (a phone waited 180 ms more for it then).
import '#pwa/components/toast-view';
import type { Product } from '#shared/schemas/catalogue';
import { PRODUCT_CATEGORIES } from '#shared/shop';
import { useDocumentTitle } from '#pwa/lib/document-title';
import { CartDrawer } from '../components/cart-drawer';
import { CategoryFilter } from '../components/category-filter';
import { ProductGrid, ProductGridSkeleton } from '../components/product-grid';
import { useCart } from '../hooks/use-cart';
import { useCatalogue } from '../hooks/use-catalogue';
import { filterByCategory, type CategoryFilter as Category } from '../lib/cart-math';
import { addToCart } from '../lib/cart-store';
import { useT } from '#pwa/i18n/use-t';
import '../store.css';

const asCategory = (v: string | null): Category => ((PRODUCT_CATEGORIES as readonly string[]).includes(v ?? '') ? (v as Category) : 'all');

/** /store: category filter, product grid, cart drawer. The chosen category is kept in the URL. */
export function StorePage() {
  const [params, setParams] = useSearchParams();
  const category = asCategory(params.get('category'));
  const { products, loading, failed } = useCatalogue();
  const cart = useCart() ?? [];
  const [cartOpen, setCartOpen] = useState(false);
  // Read when an add finishes: the cart opened meanwhile shows the line itself, and a toast would cover its top.
  const cartOpenRef = useRef(false);
  useEffect(() => {
    cartOpenRef.current = cartOpen;
  }, [cartOpen]);
  const toast = useToast();
  const { t } = useT();
  useDocumentTitle(t('store.page.title'));

  // The same function from render to render: the product cards (memoised) draw again only when their product changes.
  // The toast answers the tap at once, while the device writes the line (a transaction of its own, which
  // took a phone 100-150 ms after a tap); a write that fails replaces it with the failure
  // (docs/decisions/093-first-tap-sooner.md).
  const add = useCallback(
    (product: Product) => {
      if (!cartOpenRef.current) toast({ title: t('store.added.title'), description: t('store.added.text', { name: product.name }) });
      addToCart(product).catch(() =>
        toast({
          title: t('store.addFailed.title'),
          description: t('store.addFailed.text', { name: product.name }),
          variant: 'destructive',
        }),
      );
    },
    [toast, t],
  );
  const shown = useMemo(() => filterByCategory(products, category), [products, category]);
  const choose = (c: Category) => setParams(c === 'all' ? {} : { category: c }, { replace: true });

  return (
    <Container size="4" px={{ initial: '4', sm: '5' }} py={{ initial: '5', sm: '7' }}>
      <Flex justify="between" align={{ initial: 'start', xs: 'center' }} gap="4" mb="5" wrap="wrap">
        <Box>
          <Heading as="h1" size={{ initial: '7', sm: '8' }}>
            {t('store.page.heading')}
          </Heading>
          <Text as="p" color="gray" size="3" mt="1">
            {t('store.page.subtitle')}
          </Text>
        </Box>
        <CartDrawer cart={cart} open={cartOpen} onOpenChange={setCartOpen} />
      </Flex>
      <Box mb="5">
        <CategoryFilter value={category} onChange={choose} />
      </Box>
      {loading ? (
        <ProductGridSkeleton />
      ) : failed ? (
        <Box py="9">
          <Text as="p" align="center" color="red">
            {t('store.page.failed')}
          </Text>
        </Box>
      ) : (
        <ProductGrid products={shown} onAdd={add} />
      )}
    </Container>
  );
}
