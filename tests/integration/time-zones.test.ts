import { describeUnderZones } from './helpers/under-zones';

/**
 * docs/product.md#time: "today" and "past" are decided in San Juan, never in the process's zone. The
 * availability and booking suites (which set the clock near midnight in San Juan) run again under
 * other process zones.
 */
describeUnderZones(
  'availability and booking under other process time zones',
  ['tests/integration/availability.test.ts', 'tests/integration/booking.test.ts'],
  ['UTC', 'Asia/Tokyo'],
);
