/**
 * The shop's two languages (docs/decisions/046-spanish.md): English, the spec's own text, and Spanish
 * as spoken in Puerto Rico. One choice, made the same way on the server (which page to send, which
 * language an API answer's catalogue text is in) and in the browser.
 */
export const LANGS = ['en', 'es'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

/** The cookie the ES | EN switch sets (a year, the whole site). */
export const LANG_COOKIE = 'lang';
export const LANG_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The locale each language formats dates, times and plurals with. */
export const LOCALES: Record<Lang, string> = { en: 'en-US', es: 'es-PR' };

export const isLang = (value: unknown): value is Lang => value === 'en' || value === 'es';

/** `es`, `es-PR`, `ES-419` → 'es'; `en-GB` → 'en'; anything else → undefined. */
export function langOfTag(tag: string | undefined | null): Lang | undefined {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLang(base) ? base : undefined;
}

/**
 * The language an `Accept-Language` header prefers among ours: the highest `q` (ties in the header's
 * order); a language we do not have is skipped, `q=0` refuses. Undefined when it names neither.
 */
export function langOfAcceptLanguage(header: string | undefined | null): Lang | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.split(';');
      const q = params.map((p) => /^\s*q\s*=(.*)$/.exec(p)?.[1]).find((v) => v !== undefined);
      const weight = q === undefined ? 1 : q.trim() === '' ? NaN : Number(q);
      return { lang: langOfTag(tag), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((r) => r.lang && r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked[0]?.lang;
}

/** A cookie header's `lang` value, when it is one of ours. */
export function langOfCookieHeader(cookie: string | undefined | null): Lang | undefined {
  if (!cookie) return undefined;
  for (const part of cookie.split(';')) {
    const [name, value] = part.split('=');
    if (name?.trim() === LANG_COOKIE && isLang(value?.trim())) return value!.trim() as Lang;
  }
  return undefined;
}

/**
 * The language to answer in: an explicit `?lang=` (a link in a client's email, an API call), else the
 * visitor's own switch (the cookie), else their browser's languages, else English.
 */
export function pickLang(input: { query?: unknown; cookie?: string | null; acceptLanguage?: string | null }): Lang {
  return (
    (isLang(input.query) ? input.query : undefined) ??
    langOfCookieHeader(input.cookie) ??
    langOfAcceptLanguage(input.acceptLanguage) ??
    DEFAULT_LANG
  );
}
