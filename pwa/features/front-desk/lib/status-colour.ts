import type { AppointmentStatus } from '#shared/schemas/appointment';

export type BadgeColour = 'green' | 'yellow' | 'red' | 'blue' | 'gray';

/** docs/product.md#dashboard-tabs: green confirmed, yellow pending, red cancelled, blue completed, grey otherwise. */
export function statusColour(status: AppointmentStatus | string): BadgeColour {
  switch (status) {
    case 'confirmed':
      return 'green';
    case 'pending':
      return 'yellow';
    case 'cancelled':
      return 'red';
    case 'completed':
      return 'blue';
    default:
      return 'gray';
  }
}
