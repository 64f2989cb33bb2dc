import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `ms` (a search or look-up runs once typing pauses, not per keystroke). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
