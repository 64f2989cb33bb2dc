import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Toast } from 'radix-ui';
import { Flex, Text } from '@radix-ui/themes';

export type ToastInput = { title: string; description?: string; variant?: 'default' | 'destructive'; duration?: number };
type Shown = ToastInput & { id: number };

const ToastContext = createContext<(t: ToastInput) => void>(() => {});

/** Spec section 9: one toast at a time, shown for 5000 ms unless a caller says otherwise. */
export const TOAST_DURATION_MS = 5000;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<Shown | null>(null);
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
            <Toast.Close className="toast-close" aria-label="Close">×</Toast.Close>
          </Toast.Root>
        )}
        <Toast.Viewport className="toast-viewport" />
      </Toast.Provider>
    </ToastContext.Provider>
  );
}

export function useToast() {
  return useContext(ToastContext);
}
