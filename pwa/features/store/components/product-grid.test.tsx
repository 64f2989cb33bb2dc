// @vitest-environment jsdom
import { act, useLayoutEffect } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { Theme } from '@radix-ui/themes';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '#pwa/lib/query-client';
import { loadBundle } from '#pwa/i18n/catalogue';
import { I18nProvider, useT } from '#pwa/i18n/use-t';
import type { Product } from '#shared/schemas/catalogue';
import { SpanishSwitch, stubOnScreen } from '#pwa/testing/on-screen';
import { ProductGrid } from './product-grid';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
await Promise.all([loadBundle('en', 'public'), loadBundle('es', 'public')]);

const products: Product[] = [1, 2, 3].map((id) => ({
  id,
  name: `Product ${id}`,
  description: 'Matte.',
  price: 20 + id,
  category: 'styling',
  size: '100 g',
  image: null,
  stock: 5,
}));

/** Each card's Add button's text and the language its wrapper says it is in ('' for the page's). */
const cards = () =>
  screen
    .getAllByRole('article')
    .map((a) => `${a.querySelector('button')!.textContent!.trim()} ${a.closest('.off-screen-part')?.getAttribute('lang') ?? ''}`.trim());

/** What the cards said in each commit that drew the page in a language: the frame that answers the tap. */
let atCommit: string[][] = [];
function Probe() {
  const { lang } = useT();
  useLayoutEffect(() => void atCommit.push(cards()), [lang]);
  return null;
}

beforeEach(() => {
  atCommit = [];
  document.documentElement.lang = 'en';
  // The browser's answer: only the first card is on the screen (a phone shows one card at a time).
  stubOnScreen((box) => box.getAttribute('aria-label') === 'Product 1');
});
afterEach(() => {
  vi.unstubAllGlobals();
  cleanup();
});

describe('the store’s cards and a new language', () => {
  it('draws the card on the screen in it first; the cards below follow after that frame', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <I18nProvider lang="en">
          <Theme>
            <SpanishSwitch />
            <ProductGrid products={products} onAdd={() => {}} />
            <Probe />
          </Theme>
        </I18nProvider>
      </QueryClientProvider>,
    );
    await act(async () => {});
    await act(async () => screen.getByRole('button', { name: 'Español' }).click());
    expect(atCommit[1]).toEqual(['Agregar al carrito', 'Add to Cart en', 'Add to Cart en']);
    await vi.waitFor(() => expect(cards()).toEqual(['Agregar al carrito', 'Agregar al carrito', 'Agregar al carrito']));
  });
});
