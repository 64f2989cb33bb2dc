/**
 * Scrolls smoothly to a section of the current page (Home's header links); false when the page has no
 * such section. Used by the header once the app runs, and by pwa/start/early-input.ts before it does, so a
 * tap scrolls the same way whenever it lands.
 *
 * Home's sections below the screen are drawn only as they come near it (content-visibility in
 * pwa/styles.css), each held by an estimate of its height until then. A smooth scroll aimed through
 * estimates lands hundreds of pixels off once the sections it passes are drawn, so a link draws them
 * all (`data-draw-all` on <html>) before the scroll measures where to go. Once the scroll has ended
 * they go back to being drawn on demand, each keeping the size it was drawn at: nothing moves, and the
 * pages the visitor goes on to (the store's cards) are drawn on demand again.
 */
const DRAW_ALL = 'drawAll';
/** How long a scroll may take before the sections go back to on demand anyway (a browser without `scrollend`). */
const SCROLL_MAX_MS = 3000;
let undraw: (() => void) | undefined;

export function scrollToSection(id: string): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  undraw?.();
  const root = document.documentElement;
  root.dataset[DRAW_ALL] = '';
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  el.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  const timer = setTimeout(() => undraw?.(), SCROLL_MAX_MS);
  const done = () => {
    clearTimeout(timer);
    window.removeEventListener('scrollend', done);
    undraw = undefined;
    // Two frames later: a section keeps the size it was drawn at (`contain-intrinsic-block-size: auto`)
    // only once a frame has shown it drawn. A visitor who reduces motion gets an instant scroll, which
    // ends before any frame, and their section then moved 36 px as the others fell back to estimates.
    // (A newer scroll, started meanwhile, keeps them drawn.)
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        if (!undraw) delete root.dataset[DRAW_ALL];
      }),
    );
  };
  undraw = done;
  window.addEventListener('scrollend', done);
  return true;
}
