import {
  createContext,
  useCallback,
  useContext,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  memo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LANGS, type Lang } from '#shared/i18n/lang';
import { formatDate, to12Hour, type DateStyle } from '#shared/domain/shop-time';
import { dropLangFromAddress, rememberLang } from '#pwa/start/visitor-lang';
import { afterNextFrame } from '#pwa/lib/after-next-frame';
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
  // The same function whatever the language: parts that wait for a new language (`I18nPart`) do not
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
  // `<html lang>` follows once the frame that shows the new language has been drawn: a change of it styles
  // every element of the page again (about 40 ms at 4x CPU, for what Radix Themes' rules cost to match),
  // which nothing on the screen shows (the two languages share their fonts and rules). Made in the commit,
  // it held the answer's frame; made before React's render, it cost a frame of its own. Written only when
  // it differs: writing even the same value restyles the page.
  useLayoutEffect(() => {
    current.current = lang;
    return afterNextFrame(() => {
      if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
    });
  }, [lang]);
  // On a visit after the first (the service worker keeps every file, so this costs no download), the other
  // language's messages are made ready while the page is idle: a switch then draws in its own click, where
  // reading them as the finger went down still left it waiting 4–16 ms (at 4x CPU) after the click. A first
  // visit downloads them only when the finger is on the switch (LanguageSwitch).
  useEffect(() => {
    if (!navigator.serviceWorker?.controller || typeof requestIdleCallback === 'undefined') return;
    // A failure (the messages' file gone after an update) is left to the switch, which reads them again.
    const id = requestIdleCallback(() => prepareLang(LANGS.find((l) => l !== current.current)!).catch(() => {}));
    return () => cancelIdleCallback(id);
  }, [prepareLang]);
  // Once the page is drawn in the new language, the shop's own text (descriptions, titles) is asked again
  // from the API, which answers in it: after the next frame and once the browser is idle (at most half a
  // second later), not in the commit's task nor before what the frame or a next tap brings. The first
  // refetch loads the API's schemas: 30–50 ms of a phone's main thread (at 4x CPU).
  const shownLang = useRef(initial);
  useEffect(() => {
    if (shownLang.current === lang) return;
    shownLang.current = lang;
    const ask = () => void client.invalidateQueries();
    requestAnimationFrame(() =>
      typeof requestIdleCallback === 'undefined' ? setTimeout(ask) : requestIdleCallback(ask, { timeout: 500 }),
    );
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
 * The language a part of the page shows: the page's, or while `later` (the part is off the screen), the
 * one it had until the frame that shows the page's new language has been drawn. React renders it in the new
 * one after that frame, in slices a tap can interrupt.
 */
export function useLaterLang(later: boolean): Lang {
  const page = useT();
  const deferred = useDeferredValue(page.lang);
  return later ? deferred : page.lang;
}

/**
 * Below it, messages in `lang` (a part's language, `useLaterLang`). While that is not yet the page's
 * language, what is below is not rendered again at all, even when the page around it renders and makes its
 * elements anew: the part waits whole for its own render in the new language. While it waits, the part
 * says which language its text is in (`lang` on its wrapper, see OffScreenPart and StaticSection).
 * Other contexts still reach what is below while it waits, with the props it had: a component in a part
 * must not rely on its props and another context changing together.
 */
export function I18nPart({ lang, children }: { lang: Lang; children: ReactNode }) {
  const page = useT();
  return (
    <Waiting lang={lang} waiting={lang !== page.lang}>
      <PartMessages lang={lang}>{children}</PartMessages>
    </Waiting>
  );
}

/**
 * What a part holds, rendered again only when it is not waiting for the page's language, or its language
 * has come. It stands above the part's own messages on purpose: when it skips a render, React looks below
 * it for what reads the page's changed messages, and stops at `PartMessages`, which reads them and gives
 * the part its own, unchanged. What reads them inside the part is left alone.
 */
const Waiting = memo(
  function Waiting({ children }: { lang: Lang; waiting: boolean; children: ReactNode }) {
    return children;
  },
  (before, now) => now.waiting && before.lang === now.lang,
);

function PartMessages({ lang, children }: { lang: Lang; children: ReactNode }) {
  const page = useT();
  const value = useMemo(() => i18nValue(lang, page.setLang, page.prepareLang), [lang, page.setLang, page.prepareLang]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The page's language and its message function. */
export function useT(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useT needs an I18nProvider above it');
  return value;
}
