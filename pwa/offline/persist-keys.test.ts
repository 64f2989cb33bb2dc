import { describe, expect, it } from 'vitest';
import { queryKeys } from '../lib/query-keys';
import { isPersistedKey } from './persist-keys';

describe('isPersistedKey', () => {
  it('keeps what the front desk needs offline', () => {
    for (const key of [queryKeys.adminAppointments({ date: 'today' }), queryKeys.barbers(), queryKeys.services(), queryKeys.blockedSlots(), queryKeys.adminStats()]) {
      expect(isPersistedKey(key)).toBe(true);
    }
  });

  it('leaves out client records, other days, filters, analytics and the session check', () => {
    for (const key of [
      queryKeys.adminAppointments({}), queryKeys.adminAppointments({ date: '2026-11-21' }), queryKeys.adminAppointments({ date: 'today', barberId: 2 }),
      queryKeys.clientsWithHistory(''), queryKeys.clientDetails(3), queryKeys.adminAnalytics(), queryKeys.barber(1), queryKeys.products(),
      queryKeys.availabilityDetail(1, '2026-11-21'), ['/api/auth/user'],
    ]) {
      expect(isPersistedKey(key)).toBe(false);
    }
  });
});
