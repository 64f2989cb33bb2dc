import { useEffect, useRef, useState } from 'react';

/** How often a page without a live channel (no EventSource, or the stream keeps failing) asks again. */
export const POLL_EVERY_MS = 15_000;

export type LiveState = 'live' | 'polling' | 'reconnecting';

/**
 * Keeps a screen up to date from a server-sent event stream (docs/decisions/068-floor-screens.md):
 * `onEvent` runs with each event's parsed JSON (or null when it is not JSON). While the stream is
 * down (the browser retries it by itself) or where EventSource does not exist, `onEvent(null)` runs
 * every POLL_EVERY_MS instead, so the screen refetches. `url` null: nothing is opened.
 * Returns the channel's state: 'live', 'reconnecting' (the stream dropped) or 'polling' (no stream).
 */
export function useLiveEvents(url: string | null, onEvent: (data: unknown) => void, pollMs = POLL_EVERY_MS): LiveState {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const [state, setState] = useState<LiveState>('live');
  useEffect(() => {
    if (!url) return;
    let poll: ReturnType<typeof setInterval> | undefined;
    const startPolling = () => {
      poll ??= setInterval(() => handler.current(null), pollMs);
    };
    const stopPolling = () => {
      clearInterval(poll);
      poll = undefined;
    };
    if (typeof EventSource === 'undefined') {
      setState('polling');
      startPolling();
      return stopPolling;
    }
    const source = new EventSource(url, { withCredentials: true });
    source.onopen = () => {
      setState('live');
      stopPolling();
      handler.current(null); // whatever changed while the stream was down
    };
    source.onmessage = (e: MessageEvent<string>) => {
      let data: unknown = null;
      try {
        data = JSON.parse(e.data);
      } catch {
        /* a bare ping */
      }
      handler.current(data);
    };
    source.onerror = () => {
      setState('reconnecting');
      startPolling();
    };
    return () => {
      source.close();
      stopPolling();
    };
  }, [url, pollMs]);
  return state;
}
