import { useEffect, useState } from 'react';

/** The clock, re-read every `everyMs` (for "5 minutes ago" that stays true while the screen is open). */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
