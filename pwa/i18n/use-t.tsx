import {
  createContext,
  useCallback,
  useContext,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Lang } from '#shared/i18n/lang';
import { formatDate, to12Hour, type DateStyle } from '#shared/domain/shop-time';
import { dropLangFromAddress, rememberLang } from '#pwa/start/visitor-lang';
import { loadBundle, loadedBundles, translate, translateKnown, type MessageId, type MessageValues } from './catalogue';

export type I18nValue = {
  lang: Lang;
  /** A message in the page's language, its `{placeholders}` and plurals filled in. */
  t: (id: MessageId, values?: MessageValues) => string;
  /** A text the API or a shared validation rule wrote in English, in the page's language when known (else as is). */
  known: (text: string) => string;
  /** A `YYYY-MM-DD` in one of the shop's date styles, in the page's language. */
  date: (date: string, style: DateStyle) => string;
  /** An `HH:MM` as the language writes it ('10:30 AM', '10:30 a. m.'). */
  time: (time: string) => string;
  /** The visitor's switch: loads the other language's messages, remembers the choice, re-renders. */
  setLang: (lang: Lang) => Promise<void>;
  /** Loads a language's messages ahead of `setLang` (the finger is down on the switch). */
  prepareLang: (lang: Lang) => Promise<void>;
};

const I18nContext = createContext<I18nValue | null>(null);

/**
 * The page's language for everything below it. The messages of `lang` must already be loaded (the
 * browser's start and the server's renderer load them first), so the first render is complete.
 */
export function I18nProvider({ lang: initial, children }: { lang: Lang; children: ReactNode }) {
  const [lang, setLangState] = useState<Lang>(initial);
  const client = useQueryClient();
  // The same function whatever the language: parts that wait for a new language (`I18nLater`) do not
  // render again for a new `setLang`.
  const current = useRef(lang);
  const prepareLang = useCallback(async (next: Lang) => {
    await Promise.all(loadedBundles(current.current).map((b) => loadBundle(next, b)));
  }, []);
  const setLang = useCallback(
    async (next: Lang) => {
      rememberLang(next);
      dropLangFromAddress();
      if (next === current.current) return;
      await prepareLang(next);
      setLangState(next);
    },
    [prepareLang],
  );
  // `<html lang>` changes in the commit that draws the new language: a change of it styles the whole page
  // again (25–44 ms at 4x CPU), so made before React's render it cost a frame of its own. Written only
  // when it differs: writing even the same value restyles the page.
  useLayoutEffect(() => {
    current.current = lang;
    if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
  }, [lang]);
  // Once the page is drawn in the new language, the shop's own text (descriptions, titles) is asked again
  // from the API, which answers in it: after the next frame, not in the commit's task (10–20 ms at 4x CPU).
  const shownLang = useRef(initial);
  useEffect(() => {
    if (shownLang.current === lang) return;
    shownLang.current = lang;
    requestAnimationFrame(() => setTimeout(() => void client.invalidateQueries()));
  }, [lang, client]);
  const value = useMemo(() => i18nValue(lang, setLang, prepareLang), [lang, setLang, prepareLang]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

function i18nValue(lang: Lang, setLang: I18nValue['setLang'], prepareLang: I18nValue['prepareLang']): I18nValue {
  return {
    lang,
    t: (id, values) => translate(lang, id, values),
    known: (text) => translateKnown(lang, text),
    date: (date, style) => formatDate(date, style, lang),
    time: (time) => to12Hour(time, lang),
    setLang,
    prepareLang,
  };
}

/**
 * Below it, a new language arrives once what the visitor sees has been drawn in it (`later`: the part is
 * off the screen): React renders it after that frame, in slices a tap can interrupt. While it waits, the
 * part says which language its text is in (`lang` on its wrapper, see StaticSection).
 */
export function I18nLater({ later, children }: { later: boolean; children: ReactNode }) {
  const page = useT();
  const deferred = useDeferredValue(page.lang);
  const lang = later ? deferred : page.lang;
  const value = useMemo(() => i18nValue(lang, page.setLang, page.prepareLang), [lang, page.setLang, page.prepareLang]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The page's language and its message function. */
export function useT(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useT needs an I18nProvider above it');
  return value;
}
