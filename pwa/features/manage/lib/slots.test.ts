import { describe, expect, it } from 'vitest';
import { barberForMove, manageSlots } from './slots';

const detail = {
  allSlots: ['09:00', '09:30', '10:00'],
  barberAvailability: { '7': { name: 'Zed Z', availableSlots: ['09:00', '10:00'] }, '2': { name: 'Ana B', availableSlots: ['10:00'] } },
};

describe('manageSlots', () => {
  it('lists every time with the barbers free then, in id order; none free is Booked', () => {
    expect(manageSlots(detail)).toEqual([
      { time: '09:00', barbers: [{ id: 7, name: 'Zed Z' }] },
      { time: '09:30', barbers: [] },
      {
        time: '10:00',
        barbers: [
          { id: 2, name: 'Ana B' },
          { id: 7, name: 'Zed Z' },
        ],
      },
    ]);
  });
});

describe('barberForMove', () => {
  const [nine, , ten] = manageSlots(detail);
  it('keeps a chosen barber who is free then', () => expect(barberForMove(ten!, 2, 7)).toBe(2));
  it('drops a chosen barber who is not free then (the server picks)', () => expect(barberForMove(nine!, 2, 7)).toBeNull());
  it('with no choice keeps the appointment’s own barber when free, else lets the server pick', () => {
    expect(barberForMove(ten!, null, 7)).toBe(7);
    expect(barberForMove(nine!, null, 2)).toBeNull();
  });
});
