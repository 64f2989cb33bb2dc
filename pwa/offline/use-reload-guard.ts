import { useEffect } from 'react';
import { holdReload } from './reload-guard';

/** Holds reloads while `active` (e.g. a form with unsaved input): reload-guard.ts. */
export function useReloadGuard(active: boolean, reason: string): void {
  useEffect(() => (active ? holdReload(reason) : undefined), [active, reason]);
}
