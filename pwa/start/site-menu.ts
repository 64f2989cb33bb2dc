/**
 * The site's phone menu is a native popover (docs/decisions/077-first-tap-without-the-app.md): its
 * toggle is `<button popovertarget="mobile-menu">`, so the browser opens and closes it from the
 * pre-rendered HTML at once, before the app has started, and closes it on Escape or a tap outside.
 * What the browser does not do, these few lines do, before the app and after it alike (pwa/start/boot.ts
 * installs them once): the toggle's `aria-expanded` and its name ("Open menu" / "Close menu", from its
 * `data-label-open` / `data-label-close`), where the menu drops from (below the navigation bar, which
 * moves as the top bar scrolls away), and closing it when one of its links is followed. The header's
 * React code reads the same popover's state (`onToggle`), so nothing needs handing over when it hydrates.
 */
export const SITE_MENU_ID = 'mobile-menu';

/** Whether the element is an open popover; false where the browser knows no popovers (jsdom). */
export function isOpenPopover(el: Element | null | undefined): boolean {
  try {
    return Boolean(el?.matches(':popover-open'));
  } catch {
    return false;
  }
}

/** Closes the menu if it is open. */
export function closeSiteMenu(doc: Document = document): void {
  const menu = doc.getElementById(SITE_MENU_ID);
  if (menu && isOpenPopover(menu) && typeof menu.hidePopover === 'function') menu.hidePopover();
}

let kept = false;

export function keepSiteMenu(doc: Document = document): void {
  if (kept) return;
  kept = true;
  doc.addEventListener(
    'beforetoggle',
    (event) => {
      const menu = event.target;
      if (!(menu instanceof HTMLElement) || menu.id !== SITE_MENU_ID) return;
      const open = (event as ToggleEvent).newState === 'open';
      if (open) {
        const bar = menu.closest('.site-navbar');
        if (bar) menu.style.setProperty('--site-menu-top', `${Math.max(0, bar.getBoundingClientRect().bottom)}px`);
      }
      for (const toggle of doc.querySelectorAll(`[popovertarget="${SITE_MENU_ID}"]`)) {
        toggle.setAttribute('aria-expanded', String(open));
        const name = toggle.getAttribute(open ? 'data-label-close' : 'data-label-open');
        if (name) toggle.setAttribute('aria-label', name);
      }
    },
    true,
  );
  doc.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest(`#${SITE_MENU_ID} a[href]`) : null;
      if (link) closeSiteMenu(doc);
    },
    true,
  );
}
