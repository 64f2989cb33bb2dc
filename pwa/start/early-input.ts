/**
 * Taps and submits that land before the app has started (docs/decisions/048-first-paint-then-code.md).
 * A pre-rendered page shows its buttons and forms before its code has loaded; without this, a tap on
 * "Send Message" would submit the form the browser's own way (a GET of the page with the fields in
 * the URL) and a tap on "Add to cart" would do nothing. pwa/start/boot.ts starts holding them, and they
 * are replayed once the page has hydrated (`EarlyInputReplay`, inside the pages' Suspense boundary in
 * app-frame.tsx), so each runs on a page whose handlers and state are all in place. Links are left
 * alone: they work without the app. A link to a section of the page (Home's header) scrolls to it as
 * the app's header does, smoothly and without adding `#section` to the address.
 */
import { scrollToSection } from './scroll-to-section';
import { isLang } from '#shared/i18n/lang';
import { SWITCH_LANG_ATTR, askPageIn, pageInAsked } from './visitor-lang';

/** A held tap or submit: what replays it, and the control shown as waiting for it. */
const held: Array<{ run: () => void; control?: HTMLElement | null }> = [];
/** Set by the first one, and kept: `held` is emptied as it is replayed. */
let tapHeld = false;

/** The class a held control wears until its tap runs (pwa/styles.css: pressed, with a spinner in place). */
export const HELD_CLASS = 'early-input-held';

/** The visitor sees at once that the tap was taken: the control looks pressed and busy until it runs. */
function showHeld(control: HTMLElement | null | undefined): void {
  control?.classList.add(HELD_CLASS);
  control?.setAttribute('aria-busy', 'true');
}

function clearHeld(control: HTMLElement | null | undefined): void {
  control?.classList.remove(HELD_CLASS);
  control?.removeAttribute('aria-busy');
}

function hold(event: Event): void {
  if (event.type === 'submit') {
    const form = event.target as HTMLFormElement;
    const submitter = (event as SubmitEvent).submitter;
    event.preventDefault();
    event.stopPropagation();
    showHeld(submitter);
    held.push({ run: () => form.requestSubmit(submitter), control: submitter });
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
  const control = target?.closest<HTMLElement>(
    'button, [role="button"], [role="tab"], input[type="checkbox"], input[type="radio"], summary',
  );
  // A link, or a control the browser works without the app (the menu's popover toggle): left alone.
  if (!control || control.closest('a[href]') || control.hasAttribute('popovertarget')) return;
  event.preventDefault(); // a submit button's own default would submit the form
  event.stopPropagation(); // React, listening on #root, gets it when it is replayed
  // The language switch needs no app: the server's page in the chosen language takes this one's place.
  const lang = control.getAttribute(SWITCH_LANG_ATTR);
  if (isLang(lang)) {
    if (askPageIn(lang, control)) showHeld(control);
    return;
  }
  // Tapped again while it waits (the start is slow): it is already seen and will run, once.
  if (control.classList.contains(HELD_CLASS)) return;
  showHeld(control);
  held.push({ run: () => control.click(), control });
  tapHeld = true;
}

/** Whether a tap on a control was held before the app started: it is replayed, and may answer with a toast. */
export const earlyTapHeld = (): boolean => tapHeld;

/** The finger goes down on a language switch: its page is asked for now, not at the click (visitor-lang.ts). */
function touched(event: PointerEvent): void {
  if (!event.isPrimary || event.button > 0) return;
  const lang = (event.target instanceof Element ? event.target.closest(`[${SWITCH_LANG_ATTR}]`) : null)?.getAttribute(SWITCH_LANG_ATTR);
  if (isLang(lang)) pageInAsked(lang);
}

let holding = false;

export function holdEarlyInput(): void {
  if (holding) return;
  holding = true;
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  document.addEventListener('pointerdown', touched, { capture: true, passive: true });
}

/**
 * Forgets what was held, and goes on holding: the app's code could not be fetched (pwa/start/boot.ts), so
 * those taps visibly did nothing, and replaying them once it loads would act on a tap long given up on
 * (a second product in the cart when the visitor taps again).
 */
export function forgetEarlyInput(): void {
  for (const h of held.splice(0)) clearHeld(h.control);
}

/** Stops holding, and replays what was held, in order (the page has hydrated). */
export function replayEarlyInput(): void {
  if (!holding) return;
  holding = false;
  document.removeEventListener('click', hold, true);
  document.removeEventListener('submit', hold, true);
  document.removeEventListener('pointerdown', touched, true);
  const replay = held.splice(0);
  if (replay.length > 0)
    setTimeout(() => {
      for (const h of replay) {
        clearHeld(h.control);
        // A control no longer on the page (the page came in the other language meanwhile) is not tapped.
        if (h.control && !h.control.isConnected) continue;
        h.run();
      }
    }, 0);
}
