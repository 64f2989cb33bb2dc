import { reloadBlockers } from './reload-guard';

/**
 * What the update prompt shows. `available`: a new build is installed and waits (or another tab
 * already switched to it) and this tab runs the old one. `blockedBy`: why the last Reload press
 * did not reload. Kept outside React so the lazily loaded registration can set it.
 */
export type UpdateState = { available: boolean; dismissed: boolean; blockedBy: string[] };

let state: UpdateState = { available: false, dismissed: false, blockedBy: [] };
const listeners = new Set<() => void>();
/** How to switch to the new build; set by the registration (skip waiting, then reload on control). */
let apply: () => void = () => window.location.reload();

export function getUpdateState(): UpdateState {
  return state;
}

export function subscribeUpdateState(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function set(patch: Partial<UpdateState>) {
  state = { ...state, ...patch };
  for (const l of listeners) l();
}

/** A new build is ready for this tab: show the prompt again (even if "Later" was pressed before). */
export function announceUpdate(applyUpdate?: () => void): void {
  if (applyUpdate) apply = applyUpdate;
  set({ available: true, dismissed: false, blockedBy: [] });
}

/** "Later": hide the prompt until the next update is found. */
export function dismissUpdate(): void {
  set({ dismissed: true });
}

/**
 * "Reload": switches to the new build unless a form or the outbox says reloading would lose
 * something; then the prompt asks to finish that first. Answers whether it went ahead.
 */
export async function requestReload(): Promise<boolean> {
  const blockedBy = await reloadBlockers();
  set({ blockedBy });
  if (blockedBy.length > 0) return false;
  apply();
  return true;
}
