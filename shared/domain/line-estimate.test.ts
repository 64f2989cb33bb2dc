import { describe, expect, it } from 'vitest';
import { estimateLine, learnedMinutes, walkAwayShare, type EstimateBarber, type EstimateInput } from './line-estimate';

const NOW = new Date('2026-11-27T15:00:00Z'); // 11:00 in San Juan
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const barber = (id: number, extra: Partial<EstimateBarber> = {}): EstimateBarber => ({
  id,
  appointments: [],
  unavailable: [],
  endOfDay: at(8 * 60),
  minutesFor: () => 30,
  ...extra,
});
const input = (extra: Partial<EstimateInput> = {}): EstimateInput => ({ now: NOW, barbers: [barber(1)], line: [], ...extra });

describe('learnedMinutes', () => {
  it("uses the service's duration until there are 3 finished visits", () => {
    expect(learnedMinutes([], 30)).toBe(30);
    expect(learnedMinutes([40, 42], 30)).toBe(30);
    expect(learnedMinutes([40, 42, 44], 30)).toBe(42);
  });

  it('takes the median, so one forgotten Done does not move it', () => {
    expect(learnedMinutes([25, 26, 27, 240], 30)).toBe(26.5);
    expect(learnedMinutes([25, 26, 27, 28, 240], 30)).toBe(27);
  });

  it('counts only the last 20 and ignores visits with no real length', () => {
    const old = Array<number>(30).fill(60);
    expect(learnedMinutes([...old, ...Array<number>(20).fill(20)], 30)).toBe(20);
    expect(learnedMinutes([0, -5, Number.NaN, 35, 35, 35], 30)).toBe(35);
  });
});

describe('estimateLine: examples', () => {
  it('answers no wait when a barber is free and nobody is in line', () => {
    const e = estimateLine(input());
    expect(e.perBarber).toEqual([{ barberId: 1, fromMinutes: 0, toMinutes: 0, minutes: 0, pastClosing: false }]);
    expect(e.firstAvailable).toEqual({ fromMinutes: 0, toMinutes: 0, minutes: 0, pastClosing: false });
  });

  it('waits for the client in the chair, with a range wider above the likely wait than below', () => {
    const e = estimateLine(input({ barbers: [barber(1, { inChair: { startedAt: at(-10), minutes: 50 } })] }));
    const wait = e.perBarber[0]!;
    expect(wait.minutes).toBe(40);
    expect(wait.fromMinutes).toBeLessThan(40);
    expect(wait.toMinutes).toBeGreaterThan(40);
    expect(wait.toMinutes - 40).toBeGreaterThan(40 - wait.fromMinutes);
  });

  it('gives a chair running past its length a few minutes more, never a wait below zero', () => {
    const e = estimateLine(input({ barbers: [barber(1, { inChair: { startedAt: at(-45), minutes: 30 } })] }));
    expect(e.perBarber[0]!.minutes).toBeGreaterThan(0);
    expect(e.perBarber[0]!.fromMinutes).toBe(0);
  });

  it('serves the line in order, each entry after those ahead of it', () => {
    const line = [1, 2, 3].map((id) => ({ id, barberId: 1, serviceId: 1 }));
    const e = estimateLine(input({ line }));
    expect([1, 2, 3].map((id) => e.perEntry.get(id)!.minutes)).toEqual([0, 30, 60]);
    expect([1, 2, 3].map((id) => e.perEntry.get(id)!.position)).toEqual([1, 2, 3]);
    expect(e.perBarber[0]!.minutes).toBe(90);
  });

  it('keeps a booked appointment at its time: a walk-in that would run into it waits until after it', () => {
    const b = barber(1, { appointments: [{ start: at(20), minutes: 45, arrived: false }] });
    const e = estimateLine(input({ barbers: [b], line: [{ id: 1, barberId: 1, serviceId: 1 }] }));
    expect(e.perEntry.get(1)!.minutes).toBe(65);
    const short = barber(1, { ...b, minutesFor: () => 15 });
    expect(estimateLine(input({ barbers: [short], line: [{ id: 1, barberId: 1, serviceId: 1 }] })).perEntry.get(1)!.minutes).toBe(0);
  });

  it('never starts a walk-in into a break or a block', () => {
    const b = barber(1, { unavailable: [{ start: at(10), end: at(70) }] });
    expect(estimateLine(input({ barbers: [b] })).perBarber[0]!.minutes).toBe(70);
  });

  it('sends "first available" to whoever frees first', () => {
    const barbers = [
      barber(1, { inChair: { startedAt: at(-5), minutes: 30 } }),
      barber(2, { inChair: { startedAt: at(-20), minutes: 30 } }),
    ];
    const e = estimateLine(input({ barbers, line: [{ id: 1, barberId: null, serviceId: 1 }] }));
    expect(e.perEntry.get(1)!.minutes).toBe(10);
    expect(e.perEntry.get(1)!.barberId).toBe(2);
    expect(e.firstAvailable!.minutes).toBeLessThanOrEqual(Math.min(...e.perBarber.map((b) => b.minutes)));
  });

  it("uses each barber's own learned length", () => {
    const slow = barber(1, { minutesFor: () => 50 });
    const line = [1, 2].map((id) => ({ id, barberId: 1, serviceId: 1 }));
    expect(estimateLine(input({ barbers: [slow], line })).perEntry.get(2)!.minutes).toBe(50);
  });

  it('says when the line runs past the end of the hours, and then shows the closing time', () => {
    const b = barber(1, { endOfDay: at(50) });
    const line = [1, 2].map((id) => ({ id, barberId: 1, serviceId: 1 }));
    const e = estimateLine(input({ barbers: [b], line }));
    expect(e.perEntry.get(1)!.pastClosing).toBe(false);
    expect(e.perEntry.get(2)).toMatchObject({ pastClosing: true, minutes: 50 });
    const flexible = estimateLine(input({ barbers: [b], line: [1, 2].map((id) => ({ id, barberId: null, serviceId: 1 })) }));
    expect(flexible.perEntry.get(1)!.barberId).toBe(1);
    expect(flexible.perEntry.get(2)).toMatchObject({ barberId: null, pastClosing: true });
    expect(e.firstAvailable).toBeNull();
  });

  it('has no first available when no barber works', () => {
    expect(estimateLine(input({ barbers: [] })).firstAvailable).toBeNull();
  });

  it('counts a late client who has not arrived as a possible no-show at the early end only', () => {
    const b = barber(1, { appointments: [{ start: at(-5), minutes: 30 }] });
    const wait = estimateLine(input({ barbers: [b] })).perBarber[0]!;
    expect(wait.fromMinutes).toBe(0);
    expect(wait.minutes).toBe(30);
    const arrived = barber(1, { appointments: [{ start: at(-5), minutes: 30, arrived: true }] });
    expect(estimateLine(input({ barbers: [arrived] })).perBarber[0]!.fromMinutes).toBeGreaterThan(0);
  });

  it('counts those ahead as less work when clients often walk away, at the likely and early ends, never the late one', () => {
    const line = [1, 2, 3].map((id) => ({ id, barberId: 1, serviceId: 1 }));
    const stay = estimateLine(input({ line })).perEntry.get(3)!;
    const leave = estimateLine(input({ line, walkAwayShare: walkAwayShare(1, 3) })).perEntry.get(3)!;
    expect(stay.minutes).toBe(60);
    expect(leave.minutes).toBe(45);
    expect(leave.fromMinutes).toBeLessThan(stay.fromMinutes);
    expect(leave.toMinutes).toBe(stay.toMinutes);
  });
});

describe('estimateLine: odd input', () => {
  it('takes a service with no usable length as a 30-minute one instead of blocking the line', () => {
    const odd = barber(1, { minutesFor: (id) => (id === 1 ? Number.NaN : 0) });
    const line = [
      { id: 1, barberId: null, serviceId: 1 },
      { id: 2, barberId: 1, serviceId: 2 },
    ];
    const e = estimateLine(input({ barbers: [odd], line }));
    expect(e.perEntry.get(2)).toMatchObject({ minutes: 30, pastClosing: false });
  });
});

describe('walkAwayShare', () => {
  it('is the share of entries that left of those that left or were served, 0 with none', () => {
    expect(walkAwayShare(1, 3)).toBe(0.25);
    expect(walkAwayShare(0, 0)).toBe(0);
  });
});
