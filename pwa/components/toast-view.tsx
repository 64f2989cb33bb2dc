import { Portal, Toast } from 'radix-ui';
import { Flex, Text, Theme } from '@radix-ui/themes';
import { useT } from '../i18n/use-t';
import { toastViewRan } from './toast-view-ran';

/**
 * The toast as drawn (Radix Toast): loaded with the first toast or the first tap or key press, not with
 * the page (pwa/components/toast.tsx; docs/decisions/047-lean-asset-headers.md).
 */
export type ShownToast = { id: number; title: string; description?: string; variant?: 'default' | 'destructive'; duration?: number };

export function ToastView({
  current,
  duration,
  onClosed,
}: {
  current: ShownToast | null;
  duration: number;
  onClosed: (id: number) => void;
}) {
  const { t: tr } = useT();
  return (
    <Toast.Provider swipeDirection="right" duration={duration}>
      {current && (
        <Toast.Root
          key={current.id}
          className={`toast ${current.variant === 'destructive' ? 'toast-destructive' : ''}`}
          duration={current.duration ?? duration}
          onOpenChange={(open) => {
            if (!open) onClosed(current.id);
          }}
          data-testid="toast"
        >
          <Flex direction="column" gap="1">
            <Toast.Title asChild>
              <Text weight="bold" size="3">
                {current.title}
              </Text>
            </Toast.Title>
            {current.description && (
              <Toast.Description asChild>
                <Text size="2">{current.description}</Text>
              </Toast.Description>
            )}
          </Flex>
          <Toast.Close className="toast-close" aria-label={tr('common.toast.close')}>
            ×
          </Toast.Close>
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
  );
}

toastViewRan(ToastView);
