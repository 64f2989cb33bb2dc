// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { Theme } from '@radix-ui/themes';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '#pwa/lib/query-client';
import { loadBundle, translate } from '#pwa/i18n/catalogue';
import { I18nProvider } from '#pwa/i18n/use-t';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '#shared/schemas/catalogue';
import { ProductCard } from './product-card';
import { shortfall } from './cart-line';

const product = (over: Partial<Product>): Product => ({
  id: 7,
  name: 'Clay Pomade',
  description: 'Matte.',
  price: 24,
  category: 'styling',
  size: '100 g',
  image: null,
  stock: 3,
  ...over,
});

afterEach(cleanup);

// The card's words come from the English messages (the spec's text).
await loadBundle('en', 'public');
const App = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={createQueryClient()}>
    <I18nProvider lang="en">
      <Theme>{children}</Theme>
    </I18nProvider>
  </QueryClientProvider>
);

describe('stock in the store (docs/decisions/044-store-operations.md)', () => {
  it('at 0 in stock the card says Out of stock and offers no adding', () => {
    const onAdd = vi.fn();
    render(
      <App>
        <ProductCard product={product({ stock: 0 })} onAdd={onAdd} />
      </App>,
    );
    expect(screen.getByText('Out of stock')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Clay Pomade is out of stock' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('in stock, or kept from before stock was counted, it sells as before', () => {
    render(
      <App>
        <ProductCard product={product({ stock: undefined })} onAdd={() => {}} />
      </App>,
    );
    expect(screen.queryByText('Out of stock')).toBeNull();
    expect((screen.getByRole('button', { name: /Add to Cart/ }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('a cart line wanting more than is left says so', () => {
    expect(shortfall({ stock: 0, quantity: 1 })).toBe('Sold out');
    expect(shortfall({ stock: 2, quantity: 3 })).toBe('Only 2 left');
    expect(shortfall({ stock: 3, quantity: 3 })).toBeNull();
    expect(shortfall({ stock: undefined, quantity: 3 })).toBeNull();
  });

  it('says it in Spanish on a Spanish page', async () => {
    await loadBundle('es', 'public');
    const es = (id: Parameters<typeof translate>[1], values?: Parameters<typeof translate>[2]) => translate('es', id, values);
    expect(shortfall({ stock: 0, quantity: 1 }, es)).toBe('Agotado');
    expect(shortfall({ stock: 1, quantity: 3 }, es)).toBe('Solo queda 1');
    expect(shortfall({ stock: 2, quantity: 3 }, es)).toBe('Solo quedan 2');
  });
});
