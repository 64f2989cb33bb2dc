// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useToast } from './toast';
// What the store's page does: the toast's drawing code is listed with the page's own, and runs before it renders.
import './toast-view';
import { renderWithApp } from '../testing/render';

function AddButton() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast({ title: 'Added to cart' })}>
      Add to Cart
    </button>
  );
}

// A file of its own: whether the toast's code has run is kept once per page.
describe('a toast whose code ran before the page', () => {
  // An open toast leaves parts of itself at the end of <body> once its page is gone, where a test file run
  // after this one in the same worker would find them.
  // The page is unmounted first (as after every test), then what is left goes.
  afterEach(() => {
    cleanup();
    document.body.replaceChildren();
  });

  it('is drawn in the render of the tap that asks for it, with no render or frame after it', () => {
    renderWithApp(<AddButton />);
    // The click's update is drawn before `fireEvent` returns (React renders a click's update at once), and
    // no promise or effect has had its turn: the provider did not have to hear of the code first.
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByTestId('toast')).toHaveTextContent('Added to cart');
  });
});
