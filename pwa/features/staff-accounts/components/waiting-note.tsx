import { Callout } from '@radix-ui/themes';
import { InfoCircledIcon } from '#pwa/components/icons/info-circled';
import { useWaitingChanges } from '#pwa/offline/outbox-count';
import { useT } from '#pwa/i18n/use-t';

/** On the login page: changes made on this device are still here, and go once staff sign in. */
export function WaitingNote() {
  const waiting = useWaitingChanges() ?? 0;
  const { t } = useT();
  if (waiting === 0) return null;
  return (
    <Callout.Root color="orange" data-testid="login-waiting-note">
      <Callout.Icon>
        <InfoCircledIcon />
      </Callout.Icon>
      <Callout.Text>{t('admin.login.waitingNote', { count: waiting })}</Callout.Text>
    </Callout.Root>
  );
}
