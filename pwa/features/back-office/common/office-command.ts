import { useState } from 'react';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useToast } from '#pwa/components/toast';
import { useFailureMessage } from '../../staff-shell/api/office-api';

type Options<A, R> = {
  /** What is sent (officeSend). */
  send: (arg: A) => Promise<R>;
  /** What the screens read again once it is done (refreshCatalogue, refreshProducts). */
  refresh: (queryClient: QueryClient) => Promise<unknown>;
  /** The toast once it is done, already translated. */
  done: (saved: R, arg: A) => { title: string; description: string };
  /** What a failure says when the server gave no reason, already translated. */
  failed: string;
  /** After the toast (a dialog closes). */
  onDone?: () => void;
  /** Before the failure is shown (the appointments in the way of a deactivation). */
  onError?: (err: unknown) => void;
};

/**
 * One of the back office's one-tap commands (retire, deactivate, bring back; docs/decisions/063-pwa-rooms.md):
 * sent even when the browser thinks it is offline (the server says), then the lists read again and a toast,
 * or the failure to show beside the button.
 */
export function useOfficeCommand<A, R>({ send, refresh, done, failed, onDone, onError }: Options<A, R>) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const failureMessage = useFailureMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: send, networkMode: 'always' });
  const run = (arg: A) => {
    setFailure(null);
    mutation.mutate(arg, {
      onSuccess: (saved) => {
        void refresh(queryClient);
        toast(done(saved, arg));
        onDone?.();
      },
      onError: (err) => {
        onError?.(err);
        setFailure(failureMessage(err, failed));
      },
    });
  };
  return { run, busy: mutation.isPending, failure };
}
