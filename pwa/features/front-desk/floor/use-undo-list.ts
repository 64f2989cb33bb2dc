import { useCallback, useEffect, useState } from 'react';
import { UNDO_WINDOW_MS } from '#shared/domain/visit-lifecycle';
import type { FloorKind, FloorSubmitted } from './floor-outbox';

/** A tap's Undo lasts a minute (the server refuses an undo after it: docs/decisions/067-floor-data-model-and-live-channel.md). */
export const UNDO_MS = UNDO_WINDOW_MS;

/** A tap staff may still undo: what it said, when, how it went, and the change that reverses it. */
export type Undoable = {
  key: string;
  label: string;
  at: number;
  done: FloorSubmitted;
  reverse: { kind: FloorKind; payload: unknown } | null;
};

/** The taps of the last minute, newest first; each leaves the list when its minute is up. */
export function useUndoList() {
  const [items, setItems] = useState<Undoable[]>([]);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (items.length === 0) return;
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [items.length]);
  useEffect(() => {
    setItems((list) => (list.some((u) => now - u.at >= UNDO_MS) ? list.filter((u) => now - u.at < UNDO_MS) : list));
  }, [now]);
  const add = useCallback((u: Omit<Undoable, 'at'>) => setItems((list) => [{ ...u, at: Date.now() }, ...list].slice(0, 5)), []);
  const remove = useCallback((key: string) => setItems((list) => list.filter((u) => u.key !== key)), []);
  return { items, now, add, remove };
}
