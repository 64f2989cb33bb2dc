import { describe, expect, it } from 'vitest';
import type { AvailabilityDetail } from '#shared/schemas/availability';
import { barbersForTime, firstName, slotRows, onlyPerformers } from './slots';

const detail: AvailabilityDetail = {
  allSlots: ['09:00', '09:30', '10:00'],
  barberAvailability: {
    '2': { name: 'Javier Morales', availableSlots: ['09:00', '10:00'] },
    '1': { name: 'Carlos Rivera', availableSlots: ['09:00'] },
  },
};

describe('slot rows', () => {
  it('marks a time Available with the free barbers, else Booked', () => {
    expect(slotRows(detail)).toEqual([
      { time: '09:00', available: true, barberNames: ['Carlos Rivera', 'Javier Morales'] },
      { time: '09:30', available: false, barberNames: [] },
      { time: '10:00', available: true, barberNames: ['Javier Morales'] },
    ]);
  });

  it('is empty on a day without a grid', () => {
    expect(slotRows({ allSlots: [], barberAvailability: {} })).toEqual([]);
  });
});

describe('barbers for a time', () => {
  it('lists only the barbers whose availableSlots contain the time', () => {
    expect(barbersForTime(detail, '09:00')).toEqual([
      { id: 1, name: 'Carlos Rivera' },
      { id: 2, name: 'Javier Morales' },
    ]);
    expect(barbersForTime(detail, '10:00')).toEqual([{ id: 2, name: 'Javier Morales' }]);
    expect(barbersForTime(detail, '09:30')).toEqual([]);
  });

  it('lists every barber when no time is chosen', () => {
    expect(barbersForTime(detail, undefined).map((b) => b.id)).toEqual([1, 2]);
  });
});

describe('only the barbers who perform the service', () => {
  const detail = {
    allSlots: ['09:00'],
    barberAvailability: { '1': { name: 'Miguel', availableSlots: ['09:00'] }, '2': { name: 'Luis', availableSlots: ['09:00'] } },
  };

  it('drops the barbers the service does not list', () => {
    const beard = onlyPerformers(detail, { barbers: [{ id: 2, price: 20 }] });
    expect(Object.keys(beard.barberAvailability)).toEqual(['2']);
    expect(slotRows(beard)).toEqual([{ time: '09:00', available: true, barberNames: ['Luis'] }]);
  });

  it('keeps the whole answer while the service is not known', () => {
    expect(onlyPerformers(detail, undefined)).toBe(detail);
  });
});

describe('first name', () => {
  it('takes the first word', () => {
    expect(firstName('  Carlos Rivera ')).toBe('Carlos');
    expect(firstName('Miguel')).toBe('Miguel');
  });
});
