import { describeUnderZones } from './helpers/under-zones';

/**
 * docs/product.md#time: "today" and "this week" are San Juan's, never the process's. The admin suites that
 * stand near midnight in San Juan (stats, client history) and use "today" (appointments) run again
 * under zones far ahead of and behind San Juan.
 */
describeUnderZones(
  'admin suites under other process time zones',
  ['tests/integration/admin-stats.test.ts', 'tests/integration/admin-clients.test.ts', 'tests/integration/admin-appointments.test.ts'],
  ['Pacific/Kiritimati', 'Pacific/Honolulu'],
);
