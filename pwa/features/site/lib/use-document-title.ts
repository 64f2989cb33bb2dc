import { useEffect } from 'react';
import { SHOP } from '#shared/shop';

/** Names the browser tab after the page ("Services · The Gentlemen’s Barbershop") while it is shown. */
export function useDocumentTitle(page: string) {
  useEffect(() => {
    const before = document.title;
    document.title = `${page} · ${SHOP.name}`;
    return () => {
      document.title = before;
    };
  }, [page]);
}
