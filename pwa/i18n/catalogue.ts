import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { LOCALES, type Lang } from '#shared/i18n/lang';
import type common from './messages/en/common.json';
import type site from './messages/en/site.json';
import type booking from './messages/en/booking.json';
import type store from './messages/en/store.json';
import type manage from './messages/en/manage.json';
import type admin from './messages/en/admin.json';
import type office from './messages/en/office.json';
import type floor from './messages/en/floor.json';
import type line from './messages/en/line.json';

/**
 * The app's messages (docs/decisions/046-spanish.md): ICU MessageFormat in JSON catalogues, one per
 * language and area (pwa/i18n/messages/<lang>/<area>.json), compiled at build time
 * (scripts/lingui-catalogues.ts) and run by @lingui/core. English is the spec's text word for word.
 * Ids are typed from the English catalogues: a typo or a removed message fails the type check, and
 * pwa/i18n/catalogue.test.ts fails when a message is missing in either language or used nowhere.
 */
export type MessageId = keyof (typeof common &
  typeof site &
  typeof booking &
  typeof store &
  typeof manage &
  typeof admin &
  typeof office &
  typeof floor &
  typeof line);
export type MessageValues = Record<string, string | number | undefined>;

/** Two chunks per language: what every public page needs, and the staff area's (only under /admin). */
export type Bundle = 'public' | 'admin';

type Loader = () => Promise<{ default: Record<string, unknown> }>;
const loaders: Record<Lang, Record<Bundle, Loader>> = {
  en: { public: () => import('./bundles/en-public'), admin: () => import('./bundles/en-admin') },
  es: { public: () => import('./bundles/es-public'), admin: () => import('./bundles/es-admin') },
};

const instances = new Map<Lang, I18n>();
const loaded = new Set<string>();
const loading = new Map<string, Promise<void>>();

/** The language's message runtime (one per language: a server renders both). */
export function i18nOf(lang: Lang): I18n {
  let i18n = instances.get(lang);
  if (!i18n) {
    i18n = setupI18n({ locale: LOCALES[lang], messages: { [LOCALES[lang]]: {} } });
    instances.set(lang, i18n);
  }
  return i18n;
}

export const isBundleLoaded = (lang: Lang, bundle: Bundle) => loaded.has(`${lang}:${bundle}`);

/** Downloads a bundle of the language's messages once (the only language a visitor downloads is theirs). */
export function loadBundle(lang: Lang, bundle: Bundle): Promise<void> {
  const key = `${lang}:${bundle}`;
  if (loaded.has(key)) return Promise.resolve();
  let pending = loading.get(key);
  if (!pending) {
    pending = loaders[lang][bundle]()
      .then((m) => {
        i18nOf(lang).load(LOCALES[lang], m.default as Messages);
        loaded.add(key);
      })
      .finally(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/** The bundles loaded in a language (switching languages loads the same ones in the other). */
export const loadedBundles = (lang: Lang): Bundle[] => (['public', 'admin'] as const).filter((b) => isBundleLoaded(lang, b));

/**
 * A text written in English elsewhere (an API answer's `message`, a shared validation rule) in the
 * language, when the known-texts catalogue (messages/<lang>/known.json, keyed by the English) has it;
 * else the text as it came.
 */
export function translateKnown(lang: Lang, text: string): string {
  const i18n = i18nOf(lang);
  return Object.hasOwn(i18n.messages, text) ? i18n._(text) : text;
}

/** A message in a language, its placeholders and plurals filled in. */
export const translate = (lang: Lang, id: MessageId, values?: MessageValues): string => i18nOf(lang)._(id, values);

/** The source module of a language's bundle, as the build's manifest names it (the server preloads it). */
export const bundleModule = (lang: Lang, bundle: Bundle) => `i18n/bundles/${lang}-${bundle}.ts`;
