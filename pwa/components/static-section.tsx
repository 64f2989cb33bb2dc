import { startTransition, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { I18nPart, useLaterLang, useT } from '../i18n/use-t';
import { useOnScreen } from '../i18n/off-screen-part';

/**
 * Parts of a pre-rendered page that are only text, pictures and links (docs/decisions/050-static-sections.md)
 * are not hydrated: the browser keeps the server's HTML as it is, and React takes it over whole, as one
 * element, without rendering the components inside. Hydrating them (hundreds of Radix components on
 * Home) was most of a phone's main-thread work after the first paint.
 *
 * The HTML of every static section on the page is read once, just before hydration starts
 * (`keepStaticSections`), and is given back to each section while the page hydrates. After that
 * (`staticSectionsHydrated`), a section that mounts (the router showing another page) renders its
 * components as usual. A section on the screen renders them once the browser is idle after hydration.
 */
let kept: Map<string, string> | null = null;

/** The attribute that names a static section in the page's HTML. */
const ATTR = 'data-static';

/** Before hydrating a pre-rendered page: keeps the HTML of its static sections. */
export function keepStaticSections(root: ParentNode): void {
  kept = new Map();
  for (const el of root.querySelectorAll<HTMLElement>(`[${ATTR}]`)) kept.set(el.getAttribute(ATTR)!, el.innerHTML);
}

/** Once the page has hydrated: sections that mount from now on render their components. */
export function staticSectionsHydrated(): void {
  kept = null;
}

/** A click the browser would follow as a plain same-tab link to a page of this site. */
function routerTarget(e: MouseEvent<HTMLElement>): URL | null {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return null;
  const a = (e.target as Element).closest?.('a[href]');
  if (!(a instanceof HTMLAnchorElement) || !e.currentTarget.contains(a)) return null;
  if ((a.target && a.target !== '_self') || a.hasAttribute('download')) return null;
  const url = new URL(a.href, window.location.href);
  return url.origin === window.location.origin ? url : null;
}

type Props = {
  /** Unique on the page: the section's HTML is found by it. */
  name: string;
  /**
   * What the section shows that can change after the page has loaded (the API's data, read by its
   * components). While these are the values the page was rendered with, the server's HTML stays; once
   * one changes (a refetch brought new details), the section renders its components.
   */
  data?: readonly unknown[];
  children: ReactNode;
};

/**
 * A part of a page that never needs its own code in the browser: the server's HTML stays as it is while
 * the page hydrates, its links go through the router (as a router link's would), and it renders its
 * components when what it shows changes (the language, its data), when it mounts after the first load,
 * or, while it is on the screen, once the browser is idle after hydration. The wrapper is
 * `display: contents`: it takes no room in the layout.
 *
 * A new language reaches a section off the screen after the frame that shows it on the sections in view
 * (`useLaterLang`, `I18nPart`): the visitor's tap is answered by what they see, and the rest of a long page
 * follows.
 */
export function StaticSection({ name, data = [], children }: Props) {
  const { lang: pageLang } = useT();
  const [server] = useState(() => {
    const html = kept?.get(name);
    return html === undefined ? null : { html, lang: pageLang, data };
  });
  const [live, setLive] = useState(server === null);
  // Drawn anew while on the screen (a language switch, new data): see the effect below.
  const [drawnInView, setDrawnInView] = useState(false);
  // Made React's on the screen once the page was idle: see the effect below.
  const [liveInView, setLiveInView] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  // Whether any of the section's boxes is on the screen (the wrapper itself has none).
  const { onScreen, known } = useOnScreen(wrapper, [live]);
  const lang = useLaterLang(!onScreen);
  const changed =
    server !== null && (server.lang !== lang || server.data.length !== data.length || server.data.some((d, i) => !Object.is(d, data[i])));
  if (!live && changed) {
    setLive(true);
    setDrawnInView(onScreen && known);
  }
  // A section on the screen renders its components once the browser is idle after the page has hydrated,
  // in a transition: the same HTML, now React's. A language switch then changes its text, where it would
  // otherwise build the section's DOM anew and style all of it in the tap (docs/decisions/108). Sections
  // off the screen keep the server's HTML until they come on it.
  useEffect(() => {
    if (live || server === null || !onScreen || !known || typeof requestIdleCallback !== 'function') return;
    const id = requestIdleCallback(() => {
      // Not while the visitor is in it: a focused link, or text they have selected, would be lost with the
      // server's elements. It then renders its components when what it shows changes, as before.
      const el = wrapper.current;
      const selected = window.getSelection();
      if (!el || el.contains(document.activeElement) || (selected && !selected.isCollapsed && el.contains(selected.anchorNode))) return;
      startTransition(() => {
        setLive(true);
        // Its box stays `content-visibility: visible` from then on (`data-live-in-view`, pwa/styles.css):
        // made `auto`, a box just made is skipped for a frame, and so is one going back to `auto`, and Chrome
        // counts either as a layout shift of what it holds.
        setLiveInView(true);
      });
    });
    return () => cancelIdleCallback(id);
  }, [live, server, onScreen, known]);
  // A section drawn anew on the screen is `content-visibility: visible` for the frame that shows it
  // (pwa/styles.css): as `auto`, a box just made starts skipped, and Chrome styles and lays out the page a
  // second time in that frame once it finds it in view (the section under Home's hero: 106 elements, 10–15 ms
  // at 4x CPU). Two frames later it is `auto` again.
  useEffect(() => {
    if (!drawnInView) return;
    let frame = requestAnimationFrame(() => (frame = requestAnimationFrame(() => setDrawnInView(false))));
    return () => cancelAnimationFrame(frame);
  }, [drawnInView]);
  const navigate = useNavigate();
  const location = useLocation();
  // While it waits for the page's new language, its text says which language it is in.
  const textLang = lang === pageLang ? undefined : lang;
  if (live || changed || server === null) {
    return (
      <div
        {...{ [ATTR]: name }}
        className="static-section"
        key="live"
        ref={wrapper}
        lang={textLang}
        data-drawn-in-view={drawnInView || undefined}
        data-live-in-view={liveInView || undefined}
      >
        <I18nPart lang={lang}>{children}</I18nPart>
      </div>
    );
  }
  const onClick = (e: MouseEvent<HTMLElement>) => {
    const url = routerTarget(e);
    if (!url) return;
    e.preventDefault();
    const to = url.pathname + url.search + url.hash;
    // As a router link does: the page already shown is replaced, not stacked.
    void navigate(to, { replace: to === location.pathname + location.search + location.hash });
  };
  return (
    <div
      {...{ [ATTR]: name }}
      className="static-section"
      key="server"
      ref={wrapper}
      lang={textLang}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: server.html }}
    />
  );
}
