type Scheduler = { yield?: () => Promise<void> };

/**
 * Ends the current task and goes on in a new one, so that what the browser has waiting (a tap, a
 * frame) runs in between: `scheduler.yield()` where the browser has it (the rest runs before other
 * queued tasks), else a zero timeout. Steps of the app's start that each take tens of milliseconds
 * on a phone are separated by it (docs/decisions/050-static-sections.md).
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
