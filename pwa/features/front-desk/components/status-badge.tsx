import { Badge } from '@radix-ui/themes';
import type { MessageId } from '#pwa/i18n/catalogue';
import { useT } from '#pwa/i18n/use-t';
import { statusColour } from '../lib/status-colour';

/** An appointment's status in its colours (green, yellow, red, blue, grey: docs/product.md#dashboard-tabs). */
const STATUSES = ['confirmed', 'pending', 'cancelled', 'completed', 'no_show'];

export function StatusBadge({ status }: { status: string }) {
  const { t } = useT();
  return (
    <Badge size="2" color={statusColour(status)} variant="soft" data-status={status} className="admin-status">
      <span className="admin-status-text">{STATUSES.includes(status) ? t(`admin.status.${status}` as MessageId) : status}</span>
    </Badge>
  );
}
