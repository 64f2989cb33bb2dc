/**
 * Scrolls smoothly to a section of the current page (Home's header links); false when the page has no
 * such section. Used by the header once the app runs, and by pwa/early-input.ts before it does, so a
 * tap scrolls the same way whenever it lands.
 *
 * Home's sections below the screen are drawn only as they come near it (content-visibility in
 * pwa/styles.css), each held by an estimate of its height until then. A smooth scroll aimed through
 * estimates lands hundreds of pixels off once the sections it passes are drawn, so the first link
 * tapped draws them all (`data-draw-all` on <html>) before the scroll measures where to go.
 */
export function scrollToSection(id: string): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  document.documentElement.dataset.drawAll = '';
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  el.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  return true;
}
