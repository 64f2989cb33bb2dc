import { useSyncExternalStore } from 'react';

/**
 * Whether the outbox is paused because the server said 401 (the staff session ended). The changes
 * stay queued; signing in again resumes (replay.ts `resumeReplay`). Kept per tab, in memory: after
 * a reload the first replay asks again and pauses again if the session is still gone.
 */
let paused = false;
const listeners = new Set<() => void>();

export function isPaused(): boolean {
  return paused;
}

export function setPaused(value: boolean): void {
  if (paused === value) return;
  paused = value;
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** For the dashboard: show "Sign in again to send …" while paused. */
export function useReplayPaused(): boolean {
  return useSyncExternalStore(subscribe, isPaused, isPaused);
}
