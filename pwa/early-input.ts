/**
 * Taps and submits that land before the app has started (docs/decisions/048-first-paint-then-code.md).
 * A pre-rendered page shows its buttons and forms before its code has loaded; without this, a tap on
 * "Send Message" would submit the form the browser's own way (a GET of the page with the fields in
 * the URL) and a tap on "Add to cart" would do nothing. pwa/boot.ts starts holding them, and they
 * are replayed once the page has hydrated (`EarlyInputReplay`, inside the pages' Suspense boundary in
 * app-frame.tsx), so each runs on a page whose handlers and state are all in place. Links are left
 * alone: they work without the app. A link to a section of the page (Home's header) scrolls to it as
 * the app's header does, smoothly and without adding `#section` to the address.
 */
import { scrollToSection } from './lib/scroll-to-section';

const held: Array<() => void> = [];

function hold(event: Event): void {
  if (event.type === 'submit') {
    const form = event.target as HTMLFormElement;
    const submitter = (event as SubmitEvent).submitter;
    event.preventDefault();
    event.stopPropagation();
    held.push(() => form.requestSubmit(submitter));
    return;
  }
  const target = event.target instanceof Element ? event.target : null;
  const toSection = target?.closest<HTMLAnchorElement>('a[href^="#"]');
  if (toSection) {
    const click = event as MouseEvent;
    const plain = click.button === 0 && !click.metaKey && !click.ctrlKey && !click.shiftKey && !click.altKey;
    if (plain && scrollToSection(toSection.hash.slice(1))) event.preventDefault();
    return;
  }
  const control = target?.closest<HTMLElement>('button, [role="button"], [role="tab"], input[type="checkbox"], input[type="radio"], summary');
  if (!control || control.closest('a[href]')) return;
  event.preventDefault(); // a submit button's own default would submit the form
  event.stopPropagation(); // React, listening on #root, gets it when it is replayed
  held.push(() => control.click());
}

let holding = false;

export function holdEarlyInput(): void {
  if (holding) return;
  holding = true;
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
}

/**
 * Forgets what was held, and goes on holding: the app's code could not be fetched (pwa/boot.ts), so
 * those taps visibly did nothing, and replaying them once it loads would act on a tap long given up on
 * (a second product in the cart when the visitor taps again).
 */
export function forgetEarlyInput(): void {
  held.length = 0;
}

/** Stops holding, and replays what was held, in order (the page has hydrated). */
export function replayEarlyInput(): void {
  if (!holding) return;
  holding = false;
  document.removeEventListener('click', hold, true);
  document.removeEventListener('submit', hold, true);
  const replay = held.splice(0);
  if (replay.length > 0) setTimeout(() => replay.forEach((run) => run()), 0);
}
