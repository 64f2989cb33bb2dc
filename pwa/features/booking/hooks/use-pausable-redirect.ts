import { useCallback, useEffect, useRef } from 'react';

export type PausableRedirect = {
  /** Holds the redirect for `reason` (the permission prompt, the page hidden, the visitor's hand on a button). */
  pause: (reason?: string) => void;
  /** Lets go of `reason`; once nothing holds it, the redirect runs with what was left, or at least `minMs`. */
  resume: (minMs?: number, reason?: string) => void;
};

/**
 * Calls `onDone` after `ms`, like a setTimeout that can be held for several reasons at once and
 * resumed with what was left, or at least `minMs` so a message can be read.
 */
export function usePausableRedirect(ms: number, onDone: () => void): PausableRedirect {
  const done = useRef(onDone);
  const remaining = useRef(ms);
  const startedAt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const holds = useRef(new Set<string>());

  useEffect(() => {
    done.current = onDone;
  }, [onDone]);

  const run = useCallback(() => {
    clearTimeout(timer.current);
    startedAt.current = Date.now();
    timer.current = setTimeout(() => done.current(), remaining.current);
  }, []);

  useEffect(() => {
    if (holds.current.size === 0) run();
    return () => clearTimeout(timer.current);
  }, [run]);

  const pause = useCallback((reason = 'default') => {
    const wasRunning = holds.current.size === 0;
    holds.current.add(reason);
    if (!wasRunning) return;
    clearTimeout(timer.current);
    remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt.current));
  }, []);

  const resume = useCallback(
    (minMs = 0, reason = 'default') => {
      if (!holds.current.delete(reason)) return;
      remaining.current = Math.max(remaining.current, minMs);
      if (holds.current.size === 0) run();
    },
    [run],
  );

  return useRef({ pause, resume }).current;
}
