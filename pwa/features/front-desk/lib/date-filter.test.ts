import { describe, expect, it } from 'vitest';
import { toAppointmentFilters } from './date-filter';

describe('toAppointmentFilters', () => {
  it('all dates and all barbers: no filter', () => {
    expect(toAppointmentFilters({ kind: 'all' }, 'all')).toEqual({});
  });
  it('today is left to the server (shop time)', () => {
    expect(toAppointmentFilters({ kind: 'today' }, '3')).toEqual({ date: 'today', barberId: 3 });
  });
  it('where the tab opens: today and every later day; the past: latest first (both decided by the server in shop time)', () => {
    expect(toAppointmentFilters({ kind: 'upcoming' }, 'all')).toEqual({ from: 'today' });
    expect(toAppointmentFilters({ kind: 'past' }, '2')).toEqual({ before: 'today', order: 'desc', barberId: 2 });
  });
  it('a chosen day, and a day not chosen yet means every date', () => {
    expect(toAppointmentFilters({ kind: 'day', date: '2025-06-10' }, 'all')).toEqual({ date: '2025-06-10' });
    expect(toAppointmentFilters({ kind: 'day', date: '' }, 'all')).toEqual({});
  });
});
