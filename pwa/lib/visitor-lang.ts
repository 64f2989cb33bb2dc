import { pickLang, type Lang } from '#shared/i18n/lang';

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
