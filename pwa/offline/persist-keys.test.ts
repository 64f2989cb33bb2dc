import { describe, expect, it } from 'vitest';
import { queryKeys } from '../lib/query-keys';
import { isPersistedKey, keepLastGood } from './persist-keys';

describe('isPersistedKey', () => {
  it('keeps what the front desk needs offline', () => {
    for (const key of [
      queryKeys.adminAppointments({ date: 'today' }),
      queryKeys.barbers(),
      queryKeys.services(),
      queryKeys.deskServices(),
      queryKeys.blockedSlots(),
      queryKeys.adminStats(),
    ]) {
      expect(isPersistedKey(key)).toBe(true);
    }
  });

  it('leaves out client records, other days, filters, analytics and the session check', () => {
    for (const key of [
      queryKeys.adminAppointments({}),
      queryKeys.adminAppointments({ date: '2026-11-21' }),
      queryKeys.adminAppointments({ date: 'today', barberId: 2 }),
      queryKeys.clientsWithHistory(''),
      queryKeys.clientDetails(3),
      queryKeys.adminAnalytics(),
      queryKeys.barber(1),
      queryKeys.products(),
      queryKeys.availabilityDetail(1, '2026-11-21'),
      queryKeys.managed('t'),
      queryKeys.managedAvailability('t', '2026-11-21'),
      ['/api/auth/user'],
      ['/api/services', { view: 'admin' }],
      ['/api/services', { view: 'desk', x: 1 }],
    ]) {
      expect(isPersistedKey(key)).toBe(false);
    }
  });
});

describe('keepLastGood', () => {
  const state = (over: Record<string, unknown>) => ({
    status: 'success',
    data: [1],
    dataUpdatedAt: 100,
    error: null,
    fetchFailureCount: 0,
    fetchFailureReason: null,
    ...over,
  });
  it('saves a query whose last refresh failed offline as the success it last was, with the time of that answer', () => {
    const failed = {
      queryKey: ['/api/admin/stats'],
      state: state({ status: 'error', error: new TypeError('Failed to fetch'), errorUpdatedAt: 200, fetchFailureCount: 1 }),
    };
    const [kept] = keepLastGood([failed]);
    expect(kept?.state).toMatchObject({ status: 'success', data: [1], dataUpdatedAt: 100, error: null, fetchFailureCount: 0 });
  });

  it('keeps successes as they are and leaves out what never had data', () => {
    const ok = { queryKey: ['/api/barbers'], state: state({}) };
    const never = { queryKey: ['/api/services'], state: state({ status: 'error', data: undefined }) };
    expect(keepLastGood([ok, never])).toEqual([ok]);
  });
});
