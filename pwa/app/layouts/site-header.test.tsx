// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { useSearchParams } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { loadBundle } from '../../i18n/catalogue';
import { renderWithApp } from '#pwa/testing/render';
import { SiteHeader } from './site-header';

await loadBundle('en', 'public');

/** How many times the header's parts read the shop's details: each time the header is drawn. */
const drawn = vi.hoisted(() => ({ times: 0 }));
vi.mock('../../lib/shop-details', async (original) => {
  const real = await original<typeof import('../../lib/shop-details')>();
  return {
    ...real,
    useShopDetails: () => {
      drawn.times++;
      return real.useShopDetails();
    },
  };
});

/** A page's control that changes only the address's query (as each of the booking wizard's steps does). */
function NextStep() {
  const [params, setParams] = useSearchParams();
  return (
    <button type="button" onClick={() => setParams({ step: String(Number(params.get('step') ?? 1) + 1) })}>
      Step {params.get('step') ?? 1}
    </button>
  );
}

describe('the site header', () => {
  it('is not drawn again for a new query in the address (each step of the booking wizard is one)', async () => {
    const { user } = renderWithApp(
      <>
        <SiteHeader />
        <NextStep />
      </>,
      { path: '/book' },
    );
    expect(await screen.findByRole('button', { name: 'Step 1' })).toBeInTheDocument();
    const before = drawn.times;
    expect(before).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Step 1' }));
    expect(await screen.findByRole('button', { name: 'Step 2' })).toBeInTheDocument();
    expect(drawn.times).toBe(before);
    expect(screen.getAllByRole('link', { name: 'Book Now' })[0]).toHaveAttribute('href', '/book');
  });
});
