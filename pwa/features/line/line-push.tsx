import { useEffect, useState } from 'react';
import { Button, Text } from '@radix-ui/themes';
import { BellIcon } from '#pwa/components/icons/bell';
import { subscribeThisDevice } from '#pwa/push/push-subscribe';
import { browserPushEnvironment, pushSupport } from '#pwa/push/push-support';
import { ApiError } from '../../lib/api';
import { useT } from '../../i18n/use-t';
import { allowLinePush, getPushPublicKey } from './line-api';

type State = { kind: 'idle' | 'working' } | { kind: 'done' | 'declined' | 'error'; message: string };

/**
 * "Notify me on this device" on /line/:token (docs/decisions/071-line-push-and-floor-first.md): shown only
 * where this browser can receive web push (after the first render: the server's HTML never has it); the
 * device is bound to this entry by its token, and gets "two ahead" and "your turn" from then on.
 */
export function LinePush({ token }: { token: string }) {
  const { t } = useT();
  const [supported, setSupported] = useState(false);
  const [state, setState] = useState<State>({ kind: 'idle' });
  useEffect(() => setSupported(pushSupport(browserPushEnvironment()) === 'supported'), []);
  if (!supported) return null;

  const allow = async () => {
    setState({ kind: 'working' });
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') return setState({ kind: 'declined', message: t('line.push.declined') });
      const { publicKey } = await getPushPublicKey();
      await allowLinePush(token, await subscribeThisDevice(publicKey));
      setState({ kind: 'done', message: t('line.push.done') });
    } catch (err) {
      const message =
        err instanceof ApiError
          ? (err.serverMessage ?? t('line.push.couldNot'))
          : err instanceof Error
            ? err.message
            : t('line.push.couldNot');
      setState({ kind: 'error', message: t('line.push.failed', { message }) });
    }
  };

  if (state.kind === 'done')
    return (
      <Text size="3" color="green" align="center" role="status" data-testid="line-push-status">
        <BellIcon aria-hidden /> {state.message}
      </Text>
    );
  return (
    <>
      <Button size="3" variant="soft" onClick={() => void allow()} loading={state.kind === 'working'} disabled={state.kind === 'declined'}>
        <BellIcon aria-hidden /> {t('line.push.allow')}
      </Button>
      {(state.kind === 'declined' || state.kind === 'error') && (
        <Text size="2" color={state.kind === 'error' ? 'red' : 'gray'} align="center" role="status" data-testid="line-push-status">
          {state.message}
        </Text>
      )}
    </>
  );
}
