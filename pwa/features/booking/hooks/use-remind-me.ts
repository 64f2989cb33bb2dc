import { useState } from 'react';
import { useToast } from '../../../components/toast';
import { ApiError } from '../../../lib/api';
import { getPushPublicKey } from '../api/get-push-public-key';
import { savePushSubscription } from '../api/save-push-subscription';
import { subscribeThisDevice } from '../../../push/push-subscribe';
import { PUSH_HELP, browserPushEnvironment, pushSupport, subscribedMessage } from '../../../push/push-support';

export type RemindMeState =
  | { kind: 'idle' }
  | { kind: 'working' }
  | { kind: 'done'; message: string }
  | { kind: 'help'; message: string }
  | { kind: 'error'; message: string };

/** Once the answer is in (and said in a toast, which stays on the home page), home after the usual 2 seconds. */
export const AFTER_ANSWER_MS = 2000;

type Redirect = { pause: () => void; resume: (minMs?: number) => void };

/**
 * "Remind me before my appointment": asks for notification permission, subscribes this device and
 * ties it to the booking. The redirect waits while the prompt is open and the device subscribes;
 * the outcome is said on the screen and in a toast (it stays readable on the home page), then home
 * follows 2 seconds later. Where push cannot work, it says what to do instead.
 */
export function useRemindMe(booking: { appointmentId: number; clientEmail: string }, redirect: Redirect) {
  const [state, setStateOnly] = useState<RemindMeState>({ kind: 'idle' });
  const toast = useToast();
  const setState = (next: RemindMeState) => {
    setStateOnly(next);
    if (next.kind === 'done') toast({ title: 'Reminders On', description: next.message });
    if (next.kind === 'help') toast({ title: 'No Reminders', description: next.message });
    if (next.kind === 'error') toast({ title: 'Reminders Not On', description: next.message, variant: 'destructive' });
  };

  const remind = async () => {
    const support = pushSupport(browserPushEnvironment());
    redirect.pause();
    if (support !== 'supported') {
      setState({ kind: 'help', message: PUSH_HELP[support] });
      redirect.resume(AFTER_ANSWER_MS);
      return;
    }
    setState({ kind: 'working' });
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setState({ kind: 'help', message: permission === 'denied' ? PUSH_HELP.denied : 'No reminder then. You can still use “Add to calendar”.' });
        return;
      }
      const { publicKey } = await getPushPublicKey();
      const subscription = await subscribeThisDevice(publicKey);
      const answer = await savePushSubscription({ subscription, appointmentId: booking.appointmentId, clientEmail: booking.clientEmail });
      setState({ kind: 'done', message: subscribedMessage(answer.upcomingReminders) });
    } catch (err) {
      const message = err instanceof ApiError ? (err.serverMessage ?? 'Could not turn on reminders.') : err instanceof Error ? err.message : String(err);
      setState({ kind: 'error', message: `Reminders could not be turned on: ${message}` });
    } finally {
      redirect.resume(AFTER_ANSWER_MS);
    }
  };

  return { state, remind: () => void remind() };
}
