import { Callout } from '@radix-ui/themes';
import { InfoCircledIcon } from '#pwa/components/icons/info-circled';
import { useOnline } from '#pwa/offline/online-status';
import { useT } from '#pwa/i18n/use-t';

/** Booking needs the network: offline, the wizard says so plainly (docs/product.md#offline). */
export function OfflineNotice() {
  const online = useOnline();
  const { t } = useT();
  if (online) return null;
  return (
    <Callout.Root color="red" role="alert" mb="4" data-testid="booking-offline">
      <Callout.Icon>
        <InfoCircledIcon />
      </Callout.Icon>
      <Callout.Text>
        <strong>{t('booking.offline.title')}.</strong> {t('booking.offline.message')}
      </Callout.Text>
    </Callout.Root>
  );
}
