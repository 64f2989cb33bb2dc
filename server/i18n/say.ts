import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LANGS, LOCALES, type Lang } from '#shared/i18n/lang';
import { formatDate, to12Hour, type DateStyle } from '#shared/domain/shop-time';
import en from './messages/en.json' with { type: 'json' };
import es from './messages/es.json' with { type: 'json' };

/**
 * What the server tells staff, in the reader's language (docs/decisions/060-server-messages-in-both-languages.md):
 * a refusal's `{ message }` and the History's summaries. A message is said as data, `say(id, values)`,
 * and rendered when it is read: an error in the request's language (server/request-lang.ts), a History
 * row in the language of whoever opens the History. The words live in one place per language,
 * `server/i18n/messages/{en,es}.json` (ICU MessageFormat, English the spec's text word for word);
 * `messages.test.ts` checks both languages have each message with the same placeholders.
 */
export type SayId = keyof typeof en;

/**
 * A placeholder's value, kept as data so a said message can be stored (the History) and rendered later
 * in either language: text and numbers as they are; `{ date: 'YYYY-MM-DD' }` ('Nov 30' / '30 nov'; `style` another of formatDate's);
 * `{ time: 'HH:MM' }` ('2:00 PM' / '2:00 p. m.'; under the name `x`, the message may also write `{xAt}`:
 * 'at 2:00 PM' / 'a las 2:00 p. m.', 'a la 1:00 p. m.'); another said message; a list of them (joined with ', ').
 */
export type SayValue = string | number | { date: string; style?: DateStyle } | { time: string } | Said | readonly Said[];
export type Said = { readonly id: SayId; readonly values?: Readonly<Record<string, SayValue>> };

/** A message to render later in the reader's language. */
export const say = (id: SayId, values?: Record<string, SayValue>): Said => (values ? { id, values } : { id });

export const SAY_CATALOGUES: Record<Lang, Record<string, string>> = { en, es };

function compile(lang: Lang): I18n {
  const messages: Messages = Object.fromEntries(
    Object.entries(SAY_CATALOGUES[lang]).map(([id, message]) => {
      try {
        return [id, compileMessage(message)];
      } catch (err) {
        throw new Error(`server/i18n/messages/${lang}.json: "${id}" is not valid ICU MessageFormat: ${(err as Error).message}`, {
          cause: err,
        });
      }
    }),
  );
  return setupI18n({ locale: LOCALES[lang], messages: { [LOCALES[lang]]: messages } });
}

const runtimes = Object.fromEntries(LANGS.map((lang) => [lang, compile(lang)])) as Record<Lang, I18n>;

export const isSaid = (value: unknown): value is Said =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  typeof (value as Said).id === 'string' &&
  (value as Said).id in en;

function valueIn(value: SayValue, lang: Lang): string | number {
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (Array.isArray(value)) return (value as readonly Said[]).map((v) => sayIn(v, lang)).join(', ');
  if ('date' in value) return formatDate(value.date, value.style ?? 'short', lang);
  if ('time' in value) return to12Hour(value.time, lang);
  return sayIn(value as Said, lang);
}

/** 'at 2:00 PM' / 'a las 2:00 p. m.' ('a la 1:15 p. m.'). */
const atTime = (time: string, lang: Lang) =>
  runtimes[lang]._(Number(time.split(':')[0]) % 12 === 1 ? 'atOne' : 'at', { time: to12Hour(time, lang) });

/** A said message in `lang`. An id the catalogue no longer has (a History row older than a rename) shows as its id. */
export function sayIn(said: Said, lang: Lang): string {
  const values: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(said.values ?? {})) {
    values[key] = valueIn(value, lang);
    if (typeof value === 'object' && 'time' in value) values[`${key}At`] = atTime(value.time, lang);
  }
  return runtimes[lang]._(said.id, values);
}
