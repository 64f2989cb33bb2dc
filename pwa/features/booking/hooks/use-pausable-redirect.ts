import { useCallback, useEffect, useRef } from 'react';

/**
 * Calls `onDone` after `ms`, like a setTimeout that can be paused (the notification permission
 * prompt is open) and resumed with what was left, or at least `minMs` so a message can be read.
 */
export function usePausableRedirect(ms: number, onDone: () => void) {
  const done = useRef(onDone);
  const remaining = useRef(ms);
  const startedAt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const paused = useRef(false);

  useEffect(() => {
    done.current = onDone;
  }, [onDone]);

  const run = useCallback(() => {
    startedAt.current = Date.now();
    timer.current = setTimeout(() => done.current(), remaining.current);
  }, []);

  useEffect(() => {
    run();
    return () => clearTimeout(timer.current);
  }, [run]);

  const pause = useCallback(() => {
    if (paused.current) return;
    paused.current = true;
    clearTimeout(timer.current);
    remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt.current));
  }, []);

  const resume = useCallback((minMs = 0) => {
    if (!paused.current) return;
    paused.current = false;
    remaining.current = Math.max(remaining.current, minMs);
    run();
  }, [run]);

  return { pause, resume };
}
