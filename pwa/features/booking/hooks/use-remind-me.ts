import { useState } from 'react';
import { useToast } from '#pwa/components/toast';
import { getPushPublicKey } from '../api/get-push-public-key';
import { savePushSubscription } from '../api/save-push-subscription';
import { subscribeThisDevice } from '#pwa/push/push-subscribe';
import { browserPushEnvironment, pushSupport } from '#pwa/push/push-support';
import { useT } from '#pwa/i18n/use-t';
import { usePushTexts } from '#pwa/push/use-push-texts';

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
  const { t } = useT();
  const push = usePushTexts();
  const setState = (next: RemindMeState) => {
    setStateOnly(next);
    if (next.kind === 'done') toast({ title: t('booking.remind.onTitle'), description: next.message });
    if (next.kind === 'help') toast({ title: t('booking.remind.noneTitle'), description: next.message });
    if (next.kind === 'error') toast({ title: t('booking.remind.failedTitle'), description: next.message, variant: 'destructive' });
  };

  const remind = async () => {
    const support = pushSupport(browserPushEnvironment());
    redirect.pause();
    if (support !== 'supported') {
      setState({ kind: 'help', message: push.help(support) });
      redirect.resume(AFTER_ANSWER_MS);
      return;
    }
    setState({ kind: 'working' });
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setState({ kind: 'help', message: permission === 'denied' ? push.help('denied') : push.declined });
        return;
      }
      const { publicKey } = await getPushPublicKey();
      const subscription = await subscribeThisDevice(publicKey);
      const answer = await savePushSubscription({ subscription, appointmentId: booking.appointmentId, clientEmail: booking.clientEmail });
      setState({ kind: 'done', message: push.subscribed(answer.upcomingReminders) });
    } catch (err) {
      setState({ kind: 'error', message: push.failed(err) });
    } finally {
      redirect.resume(AFTER_ANSWER_MS);
    }
  };

  return { state, remind: () => void remind() };
}
