import { createContext, useContext, useEffect } from 'react';
import { SHOP } from '#shared/shop';

/** The browser tab's text for a page: "Services · The Gentlemen’s Barbershop". */
export const documentTitle = (page: string) => `${page} · ${SHOP.name}`;

/**
 * Given only by the server's renderer (pwa/entry-server.tsx): a page names itself while rendering, and
 * the pre-rendered HTML carries its <title> before any script runs (an effect never runs on the server).
 */
export const DocumentTitleSink = createContext<((title: string) => void) | null>(null);

/** Names the browser tab after the page while it is shown, and the pre-rendered HTML's <title>. */
export function useDocumentTitle(page: string) {
  const sink = useContext(DocumentTitleSink);
  sink?.(documentTitle(page));
  useEffect(() => {
    const before = document.title;
    document.title = documentTitle(page);
    return () => {
      document.title = before;
    };
  }, [page]);
}
