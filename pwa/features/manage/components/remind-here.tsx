import { useState } from 'react';
import { Button, Text } from '@radix-ui/themes';
import { BellIcon } from '#pwa/components/icons/bell';
import { subscribeThisDevice } from '#pwa/push/push-subscribe';
import { browserPushEnvironment, pushSupport } from '#pwa/push/push-support';
import { useT } from '#pwa/i18n/use-t';
import { usePushTexts } from '#pwa/push/use-push-texts';
import { bindPushToLink, getPushPublicKey } from '../api/manage-api';

type State = { kind: 'idle' | 'working' } | { kind: 'done' | 'help' | 'error'; message: string };

/** "Remind me on this device": web push, bound to the client by the link (docs/decisions/042-notifications.md#the-manage-page). */
export function RemindHere({ token, disabled }: { token: string; disabled: boolean }) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const { t } = useT();
  const push = usePushTexts();

  const remind = async () => {
    const support = pushSupport(browserPushEnvironment());
    if (support !== 'supported') return setState({ kind: 'help', message: push.help(support) });
    setState({ kind: 'working' });
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        return setState({ kind: 'help', message: permission === 'denied' ? push.help('denied') : push.declined });
      }
      const { publicKey } = await getPushPublicKey();
      const answer = await bindPushToLink(token, await subscribeThisDevice(publicKey));
      setState({ kind: 'done', message: push.subscribed(answer.upcomingReminders) });
    } catch (err) {
      setState({ kind: 'error', message: push.failed(err) });
    }
  };

  if (state.kind === 'done')
    return (
      <Text size="2" color="green" data-testid="manage-remind-status">
        {state.message}
      </Text>
    );
  return (
    <>
      <Button
        size="3"
        variant="soft"
        className="manage-wrap-button"
        onClick={() => void remind()}
        loading={state.kind === 'working'}
        disabled={disabled || state.kind === 'help'}
      >
        <BellIcon aria-hidden /> {t('manage.remind')}
      </Button>
      {(state.kind === 'help' || state.kind === 'error') && (
        <Text size="2" color={state.kind === 'error' ? 'red' : 'gray'} className="manage-break" data-testid="manage-remind-status">
          {state.message}
        </Text>
      )}
    </>
  );
}
