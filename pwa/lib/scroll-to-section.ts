/**
 * Scrolls smoothly to a section of the current page (Home's header links); false when the page has no
 * such section. Used by the header once the app runs, and by pwa/early-input.ts before it does, so a
 * tap scrolls the same way whenever it lands.
 */
export function scrollToSection(id: string): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  el.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  return true;
}
