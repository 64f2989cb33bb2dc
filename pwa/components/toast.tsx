import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Portal, Toast } from 'radix-ui';
import { Flex, Text, Theme } from '@radix-ui/themes';
import { useT } from '../i18n/use-t';

export type ToastInput = { title: string; description?: string; variant?: 'default' | 'destructive'; duration?: number };
type Shown = ToastInput & { id: number };

const ToastContext = createContext<(t: ToastInput) => void>(() => {});

/** docs/product.md#messages-and-errors: one toast at a time, shown for 5000 ms unless a caller says otherwise. */
export const TOAST_DURATION_MS = 5000;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<Shown | null>(null);
  const { t: tr } = useT();
  const toast = useCallback((t: ToastInput) => setCurrent({ ...t, id: Date.now() + Math.random() }), []);
  const value = useMemo(() => toast, [toast]);
  return (
    <ToastContext.Provider value={value}>
      <Toast.Provider swipeDirection="right" duration={TOAST_DURATION_MS}>
        {children}
        {current && (
          <Toast.Root
            key={current.id}
            className={`toast ${current.variant === 'destructive' ? 'toast-destructive' : ''}`}
            duration={current.duration ?? TOAST_DURATION_MS}
            onOpenChange={(open) => {
              if (!open) setCurrent((c) => (c?.id === current.id ? null : c));
            }}
            data-testid="toast"
          >
            <Flex direction="column" gap="1">
              <Toast.Title asChild>
                <Text weight="bold" size="3">{current.title}</Text>
              </Toast.Title>
              {current.description && (
                <Toast.Description asChild>
                  <Text size="2">{current.description}</Text>
                </Toast.Description>
              )}
            </Flex>
            <Toast.Close className="toast-close" aria-label={tr('common.toast.close')}>×</Toast.Close>
          </Toast.Root>
        )}
        {/*
          In a portal at the end of <body>, like dialogs, so toasts sit above every dialog and its
          backdrop (inside the app's root theme they were stuck below them, and could not be closed).
          aria-live="off" (announces nothing itself) keeps an open dialog from hiding it from screen readers:
          the dialog hides every other part of the page except live regions.
        */}
        <Portal.Root aria-live="off">
          <Theme>
            <Toast.Viewport className="toast-viewport" />
          </Theme>
        </Portal.Root>
      </Toast.Provider>
    </ToastContext.Provider>
  );
}

export function useToast() {
  return useContext(ToastContext);
}
