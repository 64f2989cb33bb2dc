import { Callout } from '@radix-ui/themes';
import { InfoCircledIcon } from '#pwa/components/icons/info-circled';
import { useConnection } from '#pwa/offline/connection';
import { useT } from '#pwa/i18n/use-t';

/** The words every back-office form shows while it cannot reach the server (in English: `office.offline`). */
export const OFFLINE_NOTICE = 'You are offline: this needs the connection';

/**
 * Whether back-office changes can be sent now: the browser is online and the server answers
 * (offline/connection.ts). Nothing in the back office is queued (docs/decisions/041-back-office.md).
 */
export function useOnline(): boolean {
  return useConnection() === 'online';
}

/** Shown above a back-office form's Save while offline (the form disables Save meanwhile). */
export function OfflineNotice() {
  const online = useOnline();
  const { t } = useT();
  if (online) return null;
  return (
    <Callout.Root color="orange" role="status" data-testid="offline-notice">
      <Callout.Icon>
        <InfoCircledIcon />
      </Callout.Icon>
      <Callout.Text>{t('office.offline')}</Callout.Text>
    </Callout.Root>
  );
}
