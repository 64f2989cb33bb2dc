import { useState } from 'react';
import { Button, Text } from '@radix-ui/themes';
import { BellIcon } from '@radix-ui/react-icons';
import { ApiError } from '../../../lib/api';
import { subscribeThisDevice } from '../../../push/push-subscribe';
import { PUSH_HELP, browserPushEnvironment, pushSupport, subscribedMessage } from '../../../push/push-support';
import { bindPushToLink, getPushPublicKey } from '../api/manage-api';

type State = { kind: 'idle' | 'working' } | { kind: 'done' | 'help' | 'error'; message: string };

/** "Remind me on this device": web push, bound to the client by the link (docs/decisions/042-notifications.md#the-manage-page). */
export function RemindHere({ token, disabled }: { token: string; disabled: boolean }) {
  const [state, setState] = useState<State>({ kind: 'idle' });

  const remind = async () => {
    const support = pushSupport(browserPushEnvironment());
    if (support !== 'supported') return setState({ kind: 'help', message: PUSH_HELP[support] });
    setState({ kind: 'working' });
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        return setState({ kind: 'help', message: permission === 'denied' ? PUSH_HELP.denied : 'No reminder then. You can still use “Add to calendar”.' });
      }
      const { publicKey } = await getPushPublicKey();
      const answer = await bindPushToLink(token, await subscribeThisDevice(publicKey));
      setState({ kind: 'done', message: subscribedMessage(answer.upcomingReminders) });
    } catch (err) {
      const message = err instanceof ApiError ? (err.serverMessage ?? 'Could not turn on reminders.') : err instanceof Error ? err.message : String(err);
      setState({ kind: 'error', message: `Reminders could not be turned on: ${message}` });
    }
  };

  if (state.kind === 'done') return <Text size="2" color="green" data-testid="manage-remind-status">{state.message}</Text>;
  return (
    <>
      <Button size="3" variant="soft" className="manage-wrap-button" onClick={() => void remind()} loading={state.kind === 'working'} disabled={disabled || state.kind === 'help'}>
        <BellIcon aria-hidden /> Remind me on this device
      </Button>
      {(state.kind === 'help' || state.kind === 'error') && (
        <Text size="2" color={state.kind === 'error' ? 'red' : 'gray'} className="manage-break" data-testid="manage-remind-status">{state.message}</Text>
      )}
    </>
  );
}
