import { PRERENDERED_STATE_ID } from '#shared/prerender/prerendered-state';
import { LANG_COOKIE, LANG_COOKIE_MAX_AGE, pickLang, type Lang } from '#shared/i18n/lang';

/**
 * This visitor's language, chosen in the browser as the server chooses it (docs/decisions/046-spanish.md):
 * `?lang=`, the switch's cookie, the browser's languages, English. No React: the boot file uses it too.
 */
export function visitorLang(): Lang {
  return pickLang({
    query: new URLSearchParams(window.location.search).get('lang'),
    cookie: document.cookie,
    acceptLanguage: navigator.languages.join(','),
  });
}

/** Remembers the visitor's choice on this device for a year; the server reads it to send pages in that language. */
export function rememberLang(lang: Lang): void {
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=${LANG_COOKIE_MAX_AGE}; samesite=lax`;
}

/** The attribute a language switch's button names its language in (pwa/components/language-switch.tsx). */
export const SWITCH_LANG_ATTR = 'data-switch-lang';

/** Set once the app's own start begins: from then on its page is the app's, and the switch reloads. */
let appTakesOver = false;
/** The page in the other language on its way in, until it is in place. */
let swapping: Promise<void> | undefined;

/**
 * The page in the other language, asked for as the finger goes down on its switch (`pageInAsked`), so
 * the click finds it on its way: on a phone the click comes 30–60 ms after the touch, and more with a
 * mouse. Kept until a click takes it, or another switch is touched.
 */
let asked: { lang: Lang; html: Promise<string> } | undefined;

/** What runs once the page in the other language is in place (pwa/start/boot.ts: the app's start). */
let whenInPlace: (() => void) | undefined;

/** The element the app hydrates (pwa/index.html; server/prerender/render-page.ts fills it). */
const ROOT_ID = 'root';

/**
 * The language switch tapped before the app has started (pwa/start/early-input.ts): the choice is remembered
 * and, for the other language, the server's page in that language (pre-rendered, as every public page)
 * takes the place of this one's, in this document: no new page to parse, style and paint, and nothing
 * waits for the app's code (docs/decisions/088-language-switch-before-the-app.md, 101-language-switch-in-place.md).
 * The app, when it starts, hydrates the page it finds (`pageInPlace()` below). A page that did not come
 * (offline, the server down, an answer in another language), or a switch tapped once the app's start has
 * begun, falls back to asking for the page again. Returns whether the page is changing.
 * (A page whose address says `?lang=` is the shell, which starts the app at once: its switch is always the app's.)
 */
export function askPageIn(lang: Lang, tapped?: Element | null): boolean {
  rememberLang(lang);
  if (document.documentElement.lang === lang) return false;
  if (appTakesOver || swapping) {
    window.location.reload();
    return true;
  }
  swapping = showPageIn(lang, tapped)
    .then(
      () => whenInPlace?.(),
      () => window.location.reload(),
    )
    .finally(() => (swapping = undefined));
  return true;
}

/**
 * The server's page at this address in `lang`. The language is asked for with `Accept-Language`, and no
 * cookie is sent, so it does not depend on the switch's cookie: asked for before the click, the choice is
 * not made yet, and the cookie still names this page's language. (A public page is the same for every
 * visitor: the server keeps one per address and language.)
 */
async function fetchPageIn(lang: Lang): Promise<string> {
  const res = await fetch(window.location.pathname, {
    headers: { accept: 'text/html', 'accept-language': lang },
    credentials: 'omit',
    cache: 'no-store',
  });
  if (!res.ok) throw new Error(`${res.status}`);
  return res.text();
}

/**
 * The finger is down on a language switch before the app (pwa/start/early-input.ts): the page in that
 * language is asked for now, and the click that follows (`askPageIn`) uses it. A touch that turns into a
 * scroll costs one page's HTML (7–9 KiB) and changes nothing.
 */
export function pageInAsked(lang: Lang): void {
  if (appTakesOver || swapping || document.documentElement.lang === lang || asked?.lang === lang) return;
  const html = fetchPageIn(lang);
  html.catch(() => undefined); // a click that uses it hears the failure; one that never comes needs not
  asked = { lang, html };
}

async function showPageIn(lang: Lang, tapped?: Element | null): Promise<void> {
  const html = asked?.lang === lang ? asked.html : fetchPageIn(lang);
  asked = undefined;
  const next = new DOMParser().parseFromString(await html, 'text/html');
  const root = next.getElementById(ROOT_ID);
  const state = next.getElementById(PRERENDERED_STATE_ID);
  const here = { root: document.getElementById(ROOT_ID), state: document.getElementById(PRERENDERED_STATE_ID) };
  if (next.documentElement.lang !== lang || !root?.firstElementChild || !state || !here.root || !here.state)
    throw new Error('not the page in that language');
  // The tapped switch keeps the focus: its place among the page's switches is the same in both.
  const switches = (doc: Document) => [...doc.querySelectorAll(`[${SWITCH_LANG_ATTR}]`)];
  const focused = tapped && tapped === document.activeElement ? switches(document).indexOf(tapped) : -1;
  here.state.replaceWith(document.adoptNode(state));
  here.root.replaceWith(document.adoptNode(root));
  document.title = next.title;
  document.documentElement.lang = lang;
  if (focused >= 0) (switches(document)[focused] as HTMLElement | undefined)?.focus({ preventScroll: true });
}

/**
 * What runs once the page in the other language is in place: the app's start (pwa/start/boot.ts), which a
 * tap on the switch does not set off (first-use.ts), since it would take the main thread the new page needs.
 */
export function afterPageInPlace(run: () => void): void {
  whenInPlace = run;
}

/**
 * Called by the app's start (pwa/start/boot.ts) just before it hydrates: waits for a page in the other
 * language still on its way in, and from then on leaves the switch to the app.
 */
export async function pageInPlace(): Promise<void> {
  appTakesOver = true;
  await swapping;
}

/** The visitor's choice wins over a `?lang=` in the address, which would otherwise win again on a reload. */
export function dropLangFromAddress(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('lang')) return;
  url.searchParams.delete('lang');
  window.history.replaceState(window.history.state, '', url);
}
