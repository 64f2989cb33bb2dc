/**
 * Reload guards: anything that must not be lost to a page reload says so here, and the update
 * prompt asks staff to finish first instead of reloading (docs/decisions/031-pwa-update-flow.md).
 *
 * - A form in progress: `useReloadGuard(isDirty, 'the walk-in form')` (use-reload-guard.ts) while it has unsaved input.
 * - The outbox: a guard that answers 'staff changes waiting to sync' while it holds any.
 *
 * A guard answers a reason (blocks) or null (does not); a guard that throws blocks, since we cannot
 * tell whether something would be lost.
 *
 * No React here: the service worker's registration (and the update state it sets) is loaded by
 * pwa/start/boot.ts before, and without, the app.
 */
export type ReloadGuard = () => string | null | Promise<string | null>;

const guards = new Set<ReloadGuard>();

/** Adds a guard; call the returned function to remove it. */
export function addReloadGuard(guard: ReloadGuard): () => void {
  guards.add(guard);
  return () => {
    guards.delete(guard);
  };
}

/** Blocks reloads for `reason` until the returned release function is called. */
export function holdReload(reason: string): () => void {
  return addReloadGuard(() => reason);
}

/** The reasons not to reload now; empty when reloading loses nothing. */
export async function reloadBlockers(): Promise<string[]> {
  const answers = await Promise.all(
    [...guards].map(async (guard) => {
      try {
        return await guard();
      } catch {
        return 'saved changes that could not be checked';
      }
    }),
  );
  return [...new Set(answers.filter((a): a is string => Boolean(a)))];
}
