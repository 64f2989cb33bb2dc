import { Badge } from '@radix-ui/themes';
import { statusColour } from '../lib/status-colour';

/** An appointment's status in its colours (green, yellow, red, blue, grey: docs/product.md#dashboard-tabs). */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge size="2" color={statusColour(status)} variant="soft" data-status={status} className="admin-status">
      {status}
    </Badge>
  );
}
