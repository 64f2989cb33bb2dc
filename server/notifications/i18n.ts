import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LANGS, LOCALES, type Lang } from '#shared/i18n/lang';
import { to12Hour } from '#shared/domain/shop-time';
import en from './messages/en.json' with { type: 'json' };
import es from './messages/es.json' with { type: 'json' };

/**
 * The words of the messages a client gets (email, SMS, push, the calendar invite, the unsubscribe
 * page), in the client's language (docs/decisions/046-spanish.md): ICU MessageFormat catalogues in
 * server/notifications/messages/<lang>.json, compiled once when the server loads them and run by
 * @lingui/core. Ids are typed from the English file, which is the spec's text word for word;
 * messages/catalogue.test.ts checks both files have the same messages and placeholders, and that each is used.
 */
export type NotifyMessageId = keyof typeof en;
export type NotifyValues = Record<string, string | number>;

export const NOTIFY_CATALOGUES: Record<Lang, Record<string, string>> = { en, es };

function compile(lang: Lang): I18n {
  const messages: Messages = Object.fromEntries(
    Object.entries(NOTIFY_CATALOGUES[lang]).map(([id, message]) => {
      try {
        return [id, compileMessage(message)];
      } catch (err) {
        throw new Error(`server/notifications/messages/${lang}.json: "${id}" is not valid ICU MessageFormat: ${(err as Error).message}`, {
          cause: err,
        });
      }
    }),
  );
  return setupI18n({ locale: LOCALES[lang], messages: { [LOCALES[lang]]: messages } });
}

const runtimes = Object.fromEntries(LANGS.map((lang) => [lang, compile(lang)])) as Record<Lang, I18n>;

/** A message in the language, its placeholders filled in (numbers in plain placeholders as they are, `#` of plurals per locale). */
export const nt = (lang: Lang, id: NotifyMessageId, values?: NotifyValues): string => runtimes[lang]._(id, values);

/** 'at 10:30 AM' / 'a las 10:30 a. m.' ('a la 1:15 p. m.'). */
export function atTime(time: string, lang: Lang): string {
  const hour = Number(time.split(':')[0]) % 12;
  return nt(lang, hour === 1 ? 'atOne' : 'at', { time: to12Hour(time, lang) });
}
