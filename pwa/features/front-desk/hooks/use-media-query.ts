import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, following its changes (false where `matchMedia` is missing). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = typeof window !== 'undefined' ? window.matchMedia?.(query) : undefined;
      list?.addEventListener('change', changed);
      return () => list?.removeEventListener('change', changed);
    },
    () => (typeof window !== 'undefined' ? window.matchMedia?.(query).matches === true : false),
    () => false,
  );
}
