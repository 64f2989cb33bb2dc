import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` items to draw: `step` at once, then `step` more after each paint, in a
 * transition, until all are drawn. A month of a busy shop (a thousand appointments, two hundred
 * clients) took over 10 s to draw in one go on a tablet; this way the first rows show at once and
 * the tab never freezes. Remount (a `key`) to start again from the top.
 */
export function useProgressive(total: number, step: number): number {
  const [shown, setShown] = useState(step);
  useEffect(() => {
    if (shown >= total) return;
    const next = setTimeout(() => startTransition(() => setShown((n) => n + step)), 0);
    return () => clearTimeout(next);
  }, [shown, total, step]);
  return Math.min(shown, total);
}
