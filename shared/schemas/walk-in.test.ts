import { describe, expect, it } from 'vitest';
import { WalkInInput } from './walk-in';
import { BlockedSlotInput, BLOCK_REQUIRED_MESSAGE } from './blocked-slot';
import { AdminAppointmentQuery } from './admin-appointment';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).toReversed().map((i) => [i.path.join('.'), i.message])); // first per field wins

describe('WalkInInput', () => {
  it('says the spec messages for an empty form', () => {
    const r = WalkInInput.safeParse({ barberId: '', serviceId: '', date: '', time: '', clientName: '', clientPhone: '', clientEmail: 'x' });
    expect(messages(r)).toEqual({
      barberId: 'Please select a barber',
      serviceId: 'Please select a service',
      date: 'Please select a date',
      time: 'Please select a time',
      clientName: 'Name must be at least 2 characters',
      clientPhone: 'Phone number must be at least 10 digits',
      clientEmail: 'Please enter a valid email',
    });
  });

  it('says the same for missing fields', () => {
    expect(messages(WalkInInput.safeParse({}))).toMatchObject({ barberId: 'Please select a barber', date: 'Please select a date' });
  });

  it('accepts numeric strings, empty email and notes, and fills isWalkIn', () => {
    const r = WalkInInput.parse({
      barberId: '2',
      serviceId: 3,
      date: '2025-06-10',
      time: '10:15',
      clientName: ' Ana ',
      clientPhone: '787-555-0101',
      clientEmail: '',
      notes: ' ',
    });
    expect(r).toEqual({
      barberId: 2,
      serviceId: 3,
      date: '2025-06-10',
      time: '10:15',
      clientName: 'Ana',
      clientPhone: '787-555-0101',
      clientEmail: null,
      notes: null,
      isWalkIn: true,
    });
    expect(WalkInInput.parse({ ...r, clientEmail: null, notes: null }).clientEmail).toBeNull();
  });

  it('wants 10 digits in the phone', () => {
    expect(messages(WalkInInput.safeParse({ clientPhone: '555-555-55' })).clientPhone).toBe('Phone number must be at least 10 digits');
  });
});

describe('BlockedSlotInput', () => {
  const ok = { barberId: 0, startDate: '2025-06-10', endDate: '2025-06-11', startTime: '09:00', endTime: '19:00', reason: 'Training' };

  it('accepts 0 = all barbers and the whole 09:00–19:00 range', () => {
    expect(BlockedSlotInput.parse({ ...ok, barberId: '0' }).barberId).toBe(0);
  });

  it('says "Please fill in all required fields." for each missing field', () => {
    const r = BlockedSlotInput.safeParse({ barberId: '', startDate: '', endDate: null, startTime: '', reason: ' ' });
    expect(Object.values(messages(r))).toEqual(Array(6).fill(BLOCK_REQUIRED_MESSAGE));
  });

  it("refuses an end before the start; leaves the range of times to the barbers' hours (the server and the form check it)", () => {
    expect(messages(BlockedSlotInput.safeParse({ ...ok, endDate: '2025-06-09' })).endDate).toBe(
      'End date must be on or after the start date',
    );
    expect(messages(BlockedSlotInput.safeParse({ ...ok, startTime: '12:00', endTime: '12:00' })).endTime).toBe(
      'End time must be after the start time',
    );
    expect(BlockedSlotInput.safeParse({ ...ok, startTime: '19:00', endTime: '21:00' }).success).toBe(true);
    expect(messages(BlockedSlotInput.safeParse({ ...ok, endTime: '24:00' })).endTime).toBe('Time must be HH:MM (24-hour)');
  });
});

describe('AdminAppointmentQuery', () => {
  it('treats "", all and 0 as no filter', () => {
    // `order` defaults to earliest first (docs/decisions/057-desk-lists.md).
    expect(AdminAppointmentQuery.parse({ date: 'all', barberId: '0' })).toEqual({ order: 'asc' });
    expect(AdminAppointmentQuery.parse({ date: '', barberId: '' })).toEqual({ order: 'asc' });
    expect(AdminAppointmentQuery.parse({ date: 'today', barberId: '2' })).toEqual({ date: 'today', barberId: 2, order: 'asc' });
    expect(AdminAppointmentQuery.safeParse({ date: 'tomorrow' }).success).toBe(false);
  });
});
