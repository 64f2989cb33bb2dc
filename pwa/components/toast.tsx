import { createContext, useCallback, useContext, useEffect, useReducer, useState, type ReactNode } from 'react';
import type { ShownToast } from './toast-view';
import { earlyTapHeld } from '#pwa/start/early-input';
import { ranToastView } from './toast-view-ran';

export type ToastInput = Omit<ShownToast, 'id'>;

const ToastContext = createContext<(t: ToastInput) => void>(() => {});
const DismissContext = createContext<() => void>(() => {});

/** docs/product.md#messages-and-errors: one toast at a time, shown for 5000 ms unless a caller says otherwise. */
export const TOAST_DURATION_MS = 5000;

/**
 * The code that draws toasts (Radix Toast, 8 kB in brotli) is not part of a first visit
 * (docs/decisions/047-lean-asset-headers.md). It loads at the first tap or key press, since a toast
 * answers something the user did (or at once, when a tap on a control was held before the app started),
 * or with the first toast if that comes first. If it cannot load (offline before the service worker kept
 * it), the next toast tries again.
 */
let viewModule: Promise<typeof import('./toast-view')> | undefined;
export function loadToastView() {
  viewModule ??= import('./toast-view').catch((err: unknown) => {
    viewModule = undefined;
    throw err;
  });
  return viewModule;
}

/** A failed load is left to the provider, which tries again with the next toast. */
const loadOnFirstInput = () => void loadToastView().catch(() => {});
const FIRST_INPUT = ['pointerdown', 'keydown'] as const;
// Listened for from the moment this code runs, before the page has hydrated: a tap that lands while React
// hydrates makes React finish hydrating inside that tap's `pointerdown`, before the provider's effect has
// added its own listener. Without this, the toast's code only began to load with the toast itself.
if (typeof window !== 'undefined')
  for (const e of FIRST_INPUT) window.addEventListener(e, loadOnFirstInput, { once: true, capture: true, passive: true });

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ShownToast | null>(null);
  // The toast's code, once it has run (`toast-view-ran.ts`). Code that ran before this render is drawn at
  // once: a tap that lands while the page hydrates makes React finish hydrating in its `pointerdown`, and the
  // click comes before the provider's effect could hear of it. Code loaded later renders it again.
  const View = ranToastView();
  const [, loaded] = useReducer(() => true, false);
  const toast = useCallback((t: ToastInput) => setCurrent({ ...t, id: Date.now() + Math.random() }), []);
  const onClosed = useCallback((id: number) => setCurrent((c) => (c?.id === id ? null : c)), []);
  const dismiss = useCallback(() => setCurrent(null), []);

  useEffect(() => {
    if (View) return;
    let live = true;
    const load = () => {
      loadToastView().then(
        () => live && loaded(),
        () => {},
      );
    };
    // A tap on a control that came before the app started passed before any listener; it is replayed
    // once the page has hydrated (pwa/start/early-input.ts), and may answer with a toast. A tap while the
    // page hydrated started the load already (`loadOnFirstInput`).
    if (current || earlyTapHeld() || viewModule) load();
    for (const e of FIRST_INPUT) window.addEventListener(e, load, { once: true, capture: true, passive: true });
    return () => {
      live = false;
      for (const e of FIRST_INPUT) window.removeEventListener(e, load, { capture: true });
    };
  }, [View, current]);

  return (
    <ToastContext.Provider value={toast}>
      <DismissContext.Provider value={dismiss}>
        {children}
        {View && <View current={current} duration={TOAST_DURATION_MS} onClosed={onClosed} />}
      </DismissContext.Provider>
    </ToastContext.Provider>
  );
}

export function useToast() {
  return useContext(ToastContext);
}

/**
 * Closes the toast on screen now: a sheet or dialog the user opens (the cart) must not sit under the
 * toast of what they did just before (an "Added to cart" over the cart's title and close button).
 */
export function useDismissToast() {
  return useContext(DismissContext);
}
