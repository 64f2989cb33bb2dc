import { describe, expect, it } from 'vitest';
import {
  availableTimes,
  checkSlot,
  computeSlots,
  dayGrid,
  mergeIntervals,
  rankBarbersForSlot,
  withoutAppointment,
  type BarberDay,
  type Block,
  type Interval,
  type SlotInput,
} from './slots';
import { addDays, shopInstant, toMinutes } from './shop-time';

const h = (from: string, to: string): Interval => ({ start: toMinutes(from), end: toMinutes(to) });
const barber = (id: number, extra: Partial<BarberDay> = {}): BarberDay => ({
  id,
  name: `Barber ${id}`,
  hours: [h('09:00', '19:00')],
  appointments: [],
  ...extra,
});
const MONDAY = '2026-11-23';
const LAST_WEEK = new Date('2026-11-16T12:00:00Z');
const day = (extra: Partial<SlotInput> = {}): SlotInput => ({
  date: MONDAY,
  barbers: [barber(1), barber(2)],
  blocks: [],
  durationMin: 60,
  now: LAST_WEEK,
  ...extra,
});
const free = (input: SlotInput, id: number) => computeSlots(input).barberAvailability[String(id)]!.availableSlots;

describe('computeSlots: examples', () => {
  it('makes a 30-minute grid from opening while the service still ends by closing', () => {
    const hour = computeSlots(day());
    expect(hour.allSlots[0]).toBe('09:00');
    expect(hour.allSlots.at(-1)).toBe('18:00');
    expect(hour.allSlots).toHaveLength(19);
    expect(hour.barberAvailability['1']).toEqual({ name: 'Barber 1', availableSlots: hour.allSlots });
    expect(computeSlots(day({ durationMin: 30 })).allSlots.at(-1)).toBe('18:30');
  });

  it('keeps a live appointment whole: no slot whose service would overlap it', () => {
    const input = day({ barbers: [barber(1, { appointments: [h('10:00', '11:00')] }), barber(2)] });
    expect(free(input, 1)).not.toEqual(expect.arrayContaining(['09:30']));
    expect(free(input, 1).filter((t) => t >= '09:00' && t <= '11:00')).toEqual(['09:00', '11:00']);
    expect(free(input, 2)).toContain('10:00');
    expect(availableTimes(computeSlots(input))).toContain('10:00');
  });

  it('honours blocks for one barber or for all, only on the days they cover', () => {
    const blocks: Block[] = [
      { barberId: null, startDate: MONDAY, endDate: MONDAY, startTime: '12:00', endTime: '13:00' },
      { barberId: 2, startDate: '2026-11-20', endDate: '2026-11-24', startTime: '15:00', endTime: '19:00' },
      { barberId: 1, startDate: '2026-11-24', endDate: '2026-11-30', startTime: '09:00', endTime: '19:00' },
    ];
    const input = day({ blocks });
    for (const id of [1, 2]) expect(free(input, id)).not.toEqual(expect.arrayContaining(['11:30', '12:00', '12:30']));
    expect(free(input, 1)).toContain('18:00');
    expect(free(input, 2).at(-1)).toBe('14:00');
  });

  it('never offers a slot that has started, deciding "now" in San Juan', () => {
    const now = new Date('2026-11-23T14:10:00Z'); // 10:10 in San Juan
    const slots = computeSlots(day({ now }));
    expect(slots.allSlots[0]).toBe('09:00');
    expect(availableTimes(slots)[0]).toBe('10:30');
    expect(availableTimes(computeSlots(day({ now: new Date('2026-11-23T14:30:00Z') })))[0]).toBe('10:30');
  });

  it('gives a past day its grid with nothing available, and a Sunday nothing at all', () => {
    const past = computeSlots(day({ now: new Date('2026-11-24T13:00:00Z') }));
    expect(past.allSlots).toHaveLength(19);
    expect(availableTimes(past)).toEqual([]);
    const sunday = computeSlots(day({ date: '2026-11-22' }));
    expect(sunday.allSlots).toEqual([]);
    expect(sunday.barberAvailability['1']!.availableSlots).toEqual([]);
  });

  it('near midnight in San Juan, today is still yesterday in UTC and Tokyo terms', () => {
    const now = new Date('2026-11-21T03:50:00Z'); // Friday 20th, 23:50 in San Juan
    expect(availableTimes(computeSlots(day({ date: '2026-11-20', now })))).toEqual([]);
    expect(availableTimes(computeSlots(day({ date: '2026-11-21', now })))[0]).toBe('09:00');
  });

  it('needs the whole service inside one stretch of hours; touching stretches join', () => {
    const lunch = day({ barbers: [barber(1, { hours: [h('09:00', '12:00'), h('13:00', '19:00')] })] });
    expect(free(lunch, 1)).not.toEqual(expect.arrayContaining(['11:30', '12:00', '12:30']));
    expect(free(lunch, 1)).toContain('13:00');
    const split = day({ barbers: [barber(1, { hours: [h('12:00', '19:00'), h('09:00', '12:00')] })] });
    expect(free(split, 1)).toContain('11:30');
    expect(mergeIntervals([h('12:00', '19:00'), h('09:00', '12:00')])).toEqual([h('09:00', '19:00')]);
  });

  it('lists every barber, even one who does not work that day', () => {
    const input = day({ barbers: [barber(1), barber(2, { hours: [] })] });
    expect(free(input, 2)).toEqual([]);
    expect(dayGrid(day({ barbers: [barber(1, { hours: [] })] }))).toEqual([]);
  });

  it('explains why a slot cannot be booked', () => {
    const input = day({
      barbers: [barber(1, { appointments: [h('16:00', '16:30')] })],
      blocks: [{ barberId: 1, startDate: MONDAY, endDate: MONDAY, startTime: '14:00', endTime: '15:00' }],
      now: new Date('2026-11-23T14:10:00Z'),
    });
    const at = (t: string) => checkSlot(input, 1, toMinutes(t));
    expect(at('11:00')).toBeNull();
    expect(at('10:00')).toBe('past');
    expect(at('11:15')).toBe('off_grid');
    expect(at('18:30')).toBe('off_grid');
    expect(at('14:30')).toBe('blocked');
    expect(at('15:30')).toBe('taken');
    expect(checkSlot(input, 99, toMinutes('11:00'))).toBe('outside_hours');
    expect(checkSlot({ ...input, date: '2026-11-29' }, 1, toMinutes('11:00'))).toBe('sunday');
  });

  it('picks "no preference" as the free barber with the fewest appointments, lowest id on a tie', () => {
    const input = day({
      barbers: [
        barber(1, { appointments: [h('09:00', '10:00'), h('15:00', '16:00')] }),
        barber(2, { appointments: [h('09:00', '10:00')] }),
        barber(3, { appointments: [h('17:00', '18:00')] }),
        barber(4, { appointments: [h('11:00', '12:00')] }),
      ],
    });
    expect(rankBarbersForSlot(input, toMinutes('12:00'))).toEqual([2, 3, 4, 1]);
    expect(rankBarbersForSlot(input, toMinutes('11:00'))).toEqual([2, 3, 1]);
  });
});

describe('back-office rules: closures, time off, clean-up, notice, step', () => {
  it('a closure offers nothing and refuses every start as closed', () => {
    const input = day({ closed: { reason: 'Holiday' } });
    expect(computeSlots(input).allSlots).toEqual([]);
    expect(checkSlot(input, 1, toMinutes('10:00'))).toBe('closed');
  });

  it('a barber on time off has no slots; the others keep theirs', () => {
    const input = day({ barbers: [barber(1, { timeOff: true }), barber(2)] });
    expect(free(input, 1)).toEqual([]);
    expect(free(input, 2)).toContain('10:00');
    expect(checkSlot(input, 1, toMinutes('10:00'))).toBe('time_off');
  });

  it('the grid ignores the hours of a barber on time off', () => {
    const input = day({ barbers: [barber(1, { timeOff: true, hours: [h('07:00', '21:00')] }), barber(2)] });
    expect(computeSlots(input).allSlots[0]).toBe('09:00');
  });

  it('hours with a lunch break split the slots', () => {
    const input = day({ barbers: [barber(1, { hours: [h('09:00', '12:00'), h('13:00', '17:00')] })] });
    const slots = free(input, 1);
    expect(slots).toContain('11:00');
    expect(slots).not.toContain('11:30');
    expect(slots).not.toContain('12:00');
    expect(slots).toContain('13:00');
    expect(slots.at(-1)).toBe('16:00');
  });

  it('clean-up keeps the next slot free and may run past closing', () => {
    const booked = barber(1, { appointments: [h('10:00', '11:15')] }); // 60 min + 15 min clean-up
    const input = day({ barbers: [booked], durationMin: 60, cleanupMin: 15 });
    const slots = free(input, 1);
    expect(slots).not.toContain('11:00');
    expect(slots).toContain('11:30');
    // 09:00 + 60 + 15 would run into 10:00: refused.
    expect(slots).not.toContain('09:00');
    expect(checkSlot(input, 1, toMinutes('09:00'))).toBe('taken');
    // The last service ends at closing; its clean-up runs past it.
    expect(slots.at(-1)).toBe('18:00');
  });

  it('the minimum notice hides starts too soon after now', () => {
    const now = new Date('2026-11-23T14:00:00Z'); // 10:00 in San Juan
    const slots = availableTimes(computeSlots(day({ now, minNoticeMin: 120 })));
    expect(slots[0]).toBe('12:00');
    expect(checkSlot(day({ now, minNoticeMin: 120 }), 1, toMinutes('11:00'))).toBe('too_soon');
  });

  it('the slot step sets the grid', () => {
    const input = day({ stepMin: 15, durationMin: 30 });
    expect(computeSlots(input).allSlots.slice(0, 3)).toEqual(['09:00', '09:15', '09:30']);
    expect(checkSlot(day({ stepMin: 60 }), 1, toMinutes('09:30'))).toBe('off_grid');
  });
});

describe('withoutAppointment: an appointment free for itself (the manage page)', () => {
  const at = (time: string) => shopInstant(MONDAY, time);
  it('leaves out only that barber’s interval at exactly that place', () => {
    const barbers = [
      barber(1, { appointments: [h('10:00', '11:15'), h('14:00', '15:00')] }),
      barber(2, { appointments: [h('10:00', '11:15')] }),
    ];
    const out = withoutAppointment(barbers, MONDAY, { barberId: 1, startsAt: at('10:00'), endsAt: at('11:15') });
    expect(out[0]!.appointments).toEqual([h('14:00', '15:00')]);
    expect(out[1]!.appointments).toEqual([h('10:00', '11:15')]);
    expect(barbers[0]!.appointments).toHaveLength(2);
    expect(free(day({ barbers: out }), 1)).toContain('10:00');
    expect(free(day({ barbers }), 1)).not.toContain('10:00');
  });

  it('changes nothing when the place is not on that day, or not exactly an interval of the barber', () => {
    const barbers = [barber(1, { appointments: [h('10:00', '11:00')] })];
    expect(withoutAppointment(barbers, MONDAY, { barberId: 1, startsAt: at('10:00'), endsAt: at('10:30') })[0]!.appointments).toEqual([
      h('10:00', '11:00'),
    ]);
    expect(
      withoutAppointment(barbers, addDays(MONDAY, 1), { barberId: 1, startsAt: at('10:00'), endsAt: at('11:00') })[0]!.appointments,
    ).toEqual([h('10:00', '11:00')]);
    expect(withoutAppointment(barbers, MONDAY, { barberId: 2, startsAt: at('10:00'), endsAt: at('11:00') })[0]!.appointments).toEqual([
      h('10:00', '11:00'),
    ]);
  });
});
