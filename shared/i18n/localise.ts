import type { Lang } from './lang';

/** The shop's own text in a second language, as stored: `{ es: { name, description } }` (docs/decisions/046-spanish.md). */
export type TextTranslations = Readonly<Record<string, Readonly<Record<string, string>> | undefined>>;

const filled = (text: string | undefined): text is string => typeof text === 'string' && text.trim() !== '';

/**
 * One record's text fields in `lang`: English is the record's own fields, Spanish its `translations.es`.
 * A field empty or missing in the language asked for falls back to the other one (Spanish to English,
 * English to Spanish). The one place the catalogue's text is localised: the API's answers and the
 * pre-rendered pages' data both come through it.
 */
export function localise<T extends { [K in F]: string }, F extends keyof T & string>(
  record: T,
  translations: TextTranslations | null | undefined,
  lang: Lang,
  fields: readonly F[],
): T {
  const spanish = translations?.es ?? {};
  const out = { ...record };
  for (const field of fields) {
    const en = record[field];
    const es = spanish[field];
    const text = lang === 'es' ? (filled(es) ? es : en) : filled(en) ? en : filled(es) ? es : en;
    out[field] = text as T[F];
  }
  return out;
}
