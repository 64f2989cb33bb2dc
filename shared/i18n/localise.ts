import type { ShopDetails } from '../schemas/shop-details';
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

/**
 * A rename in English (`patch.name`) and the Spanish name that was the same text as the old English
 * one (the shop's names often are: 'Corte', 'Barba'): the Spanish follows, so the renamed record has one
 * name in both languages rather than its old name on Spanish screens. Answers the translations to store,
 * or undefined when nothing follows: no rename, a real translation, or a patch that sets the Spanish itself.
 */
export function followRename(
  before: { name: string; translations?: TextTranslations | null },
  patch: { name?: string; translations?: unknown },
): Record<string, Record<string, string>> | undefined {
  const spanish = before.translations?.es;
  if (patch.name === undefined || patch.name === before.name || patch.translations !== undefined) return undefined;
  if (!spanish || spanish.name?.trim() !== before.name.trim()) return undefined;
  const all = Object.fromEntries(
    Object.entries(before.translations ?? {}).filter((e): e is [string, Record<string, string>] => e[1] !== undefined),
  );
  return { ...all, es: { ...spanish, name: patch.name } };
}

const WEEKDAYS_ES: Record<string, string> = {
  monday: 'lunes',
  tuesday: 'martes',
  wednesday: 'miércoles',
  thursday: 'jueves',
  friday: 'viernes',
  saturday: 'sábado',
  sunday: 'domingo',
  mon: 'lun',
  tue: 'mar',
  tues: 'mar',
  wed: 'mié',
  thu: 'jue',
  thur: 'jue',
  thurs: 'jue',
  fri: 'vie',
  sat: 'sáb',
  sun: 'dom',
};
const WORDS_ES: Record<string, string> = { closed: 'cerrado', daily: 'todos los días', to: 'a', and: 'y' };
const capitalised = (text: string, like: string) => (like[0] === like[0]!.toUpperCase() ? text[0]!.toUpperCase() + text.slice(1) : text);

/**
 * Opening hours as the owner writes them in the back office ('Monday', '8:30 AM – 9:00 PM', 'Closed')
 * in the page's language: Spanish day names and times as Puerto Rico writes them ('Lunes',
 * '8:30 a. m. – 9:00 p. m.', 'Cerrado'). Anything else the owner wrote stays as written.
 */
export function localiseHoursText(text: string, lang: Lang): string {
  if (lang !== 'es') return text;
  return text
    .replace(
      /\b(\d{1,2}(?::\d{2})?)\s*([AaPp])\.?\s*[Mm]\.?(?![A-Za-z])/g,
      (_, time: string, ap: string) => `${time} ${ap.toLowerCase() === 'a' ? 'a. m.' : 'p. m.'}`,
    )
    .replace(/\b[A-Za-z]+\b/g, (word) => {
      const es = WEEKDAYS_ES[word.toLowerCase()] ?? WORDS_ES[word.toLowerCase()];
      return es ? capitalised(es, word) : word;
    });
}

/**
 * The shop's details in `lang`, as the public sees them (`GET /api/shop`, the pre-rendered pages, and the
 * app's defaults until the server answers): Home's cards without their translations, the opening hours
 * in the language's words.
 */
export function localiseShopDetails(shop: ShopDetails, lang: Lang): ShopDetails {
  return {
    ...shop,
    homeServices: shop.homeServices.map(({ translations, ...card }) => localise(card, translations, lang, ['name', 'description'])),
    openingHours: shop.openingHours.map((h) => ({ days: localiseHoursText(h.days, lang), hours: localiseHoursText(h.hours, lang) })),
  };
}
