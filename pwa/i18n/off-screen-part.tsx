import { useEffect, useRef, useState, type DependencyList, type ReactNode, type RefObject } from 'react';
import { I18nPart, useLaterLang, useT } from './use-t';

/**
 * Whether any box of what a wrapper holds is on the screen (the wrapper is `display: contents`: it has
 * none of its own). A part that is not displayed (a closed menu, a phone's hidden desktop navigation) is
 * not on it either. True until the browser has said otherwise, so a first render is never held back;
 * `known` once the browser has answered. `deps`: when the wrapper's children may have been replaced, to
 * watch the new ones.
 */
export function useOnScreen(wrapper: RefObject<HTMLElement | null>, deps: DependencyList = []): { onScreen: boolean; known: boolean } {
  const [seen, setSeen] = useState<{ onScreen: boolean; known: boolean }>({ onScreen: true, known: false });
  useEffect(() => {
    const el = wrapper.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const shown = new Set<Element>();
    let said: boolean | undefined;
    const observer = new IntersectionObserver((entries) => {
      for (const e of entries) {
        if (e.isIntersecting) shown.add(e.target);
        else shown.delete(e.target);
      }
      // Only a new answer is given: one of the part's boxes coming or going while another stays changes
      // nothing, and does not draw the part again.
      const onScreen = shown.size > 0;
      if (onScreen === said) return;
      said = onScreen;
      setSeen({ onScreen, known: true });
    });
    for (const child of el.children) observer.observe(child);
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller says when its children change
  }, [wrapper, ...deps]);
  return seen;
}

/**
 * A part of a page that, while none of it is on the screen, takes a new language after the frame that
 * shows it on the parts in view (`useLaterLang`, `I18nPart`): a language switch's answer is not held back by
 * what the visitor cannot see (a long page's lower parts, the closed menu, the navigation a phone hides);
 * React does not even render it for that answer. While its text lags, its wrapper says which language that
 * text is in; the wrapper has no box of its own.
 */
export function OffScreenPart({ children }: { children: ReactNode }) {
  const wrapper = useRef<HTMLDivElement>(null);
  const { onScreen } = useOnScreen(wrapper);
  const { lang: pageLang } = useT();
  const lang = useLaterLang(!onScreen);
  return (
    <div ref={wrapper} className="off-screen-part" lang={lang === pageLang ? undefined : lang}>
      <I18nPart lang={lang}>{children}</I18nPart>
    </div>
  );
}
