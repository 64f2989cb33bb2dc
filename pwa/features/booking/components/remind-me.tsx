import { Button, Text } from '@radix-ui/themes';
import { BellIcon } from '#pwa/components/icons/bell';
import { useRemindMe } from '../hooks/use-remind-me';
import { useT } from '#pwa/i18n/use-t';

type Props = { appointmentId: number; clientEmail: string; redirect: { pause: () => void; resume: (minMs?: number) => void } };

/** The success screen's opt-in to web-push reminders (docs/decisions/007-push.md). */
export function RemindMe({ appointmentId, clientEmail, redirect }: Props) {
  const { t } = useT();
  const { state, remind } = useRemindMe({ appointmentId, clientEmail }, redirect);
  if (state.kind === 'done') {
    return (
      <Text size="2" color="green" align="center" data-testid="remind-me-status">
        {state.message}
      </Text>
    );
  }
  return (
    <>
      <Button
        size="3"
        variant="soft"
        className="booking-remind-button"
        onClick={remind}
        loading={state.kind === 'working'}
        disabled={state.kind === 'help'}
      >
        <BellIcon aria-hidden /> {t('booking.remind.button')}
      </Button>
      {(state.kind === 'help' || state.kind === 'error') && (
        <Text
          size="2"
          align="center"
          color={state.kind === 'error' ? 'red' : 'gray'}
          className="booking-break"
          data-testid="remind-me-status"
        >
          {state.message}
        </Text>
      )}
    </>
  );
}
