import type { ToastView } from './toast-view';

/**
 * The toast's component once its code has run: `toast-view.tsx` says so as it runs, and the provider
 * (`toast.tsx`) draws it from its first render on, so the render that asks for a toast shows it. A page whose
 * main control answers with a toast (the store) lists that code with its own, so it runs before the page
 * hydrates. Its own module, so that neither of the two imports the other.
 */
let ran: typeof ToastView | null = null;

export function toastViewRan(view: typeof ToastView): void {
  ran = view;
}

export function ranToastView(): typeof ToastView | null {
  return ran;
}
