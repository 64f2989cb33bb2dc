import { Callout } from '@radix-ui/themes';
import { InfoCircledIcon } from '@radix-ui/react-icons';
import { useOnline } from '../../../offline/online-status';
import { OFFLINE_MESSAGE, OFFLINE_TITLE } from '../lib/network';

/** Booking needs the network: offline, the wizard says so plainly (docs/product.md#offline). */
export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <Callout.Root color="red" role="alert" mb="4" data-testid="booking-offline">
      <Callout.Icon><InfoCircledIcon /></Callout.Icon>
      <Callout.Text><strong>{OFFLINE_TITLE}.</strong> {OFFLINE_MESSAGE}</Callout.Text>
    </Callout.Root>
  );
}
