// @vitest-environment jsdom
import { expect, it, vi } from 'vitest';
import { SIGNS_OF_USE, onFirstUse } from './first-use';

// In a page's DOM (first-use.test.ts has the rest, without one).
it('leaves a touch on the language switch to the switch (its page comes without the app), and starts on any other', () => {
  document.body.innerHTML = '<button data-switch-lang="es"><span>ES</span></button><button id="other">Book</button>';
  const run = vi.fn();
  onFirstUse(run);
  for (const type of SIGNS_OF_USE) document.querySelector('span')!.dispatchEvent(new Event(type, { bubbles: true }));
  expect(run).not.toHaveBeenCalled();
  document.getElementById('other')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  expect(run).toHaveBeenCalledOnce();
  document.body.innerHTML = '';
});
