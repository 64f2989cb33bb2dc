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

/**
 * The language switch tapped before the app has started (pwa/start/early-input.ts): the choice is remembered
 * and, for the other language, the page is asked again; the server sends it in that language,
 * pre-rendered, and nothing waits for the app's code (docs/decisions/088-language-switch-before-the-app.md).
 * Returns whether the page is reloading. (A page whose address says `?lang=` is the shell, which starts
 * the app at once: its switch is always the app's.)
 */
export function askPageIn(lang: Lang): boolean {
  rememberLang(lang);
  if (document.documentElement.lang === lang) return false;
  window.location.reload();
  return true;
}

/** The visitor's choice wins over a `?lang=` in the address, which would otherwise win again on a reload. */
export function dropLangFromAddress(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('lang')) return;
  url.searchParams.delete('lang');
  window.history.replaceState(window.history.state, '', url);
}
