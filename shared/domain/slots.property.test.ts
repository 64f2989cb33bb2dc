import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  availableTimes,
  checkSlot,
  computeSlots,
  mergeIntervals,
  rankBarbersForSlot,
  type BarberDay,
  type Block,
  type Interval,
  type SlotInput,
} from './slots';
import { addDays, fromMinutes, isSunday, shopInstant, toMinutes } from './shop-time';

// ---- properties ------------------------------------------------------------------------------

const quarter = (min: number, max: number) => fc.integer({ min: min / 15, max: max / 15 }).map((q) => q * 15);
const interval = (lo: number, hi: number, maxLen: number) =>
  fc.tuple(fc.integer({ min: lo, max: hi }), fc.integer({ min: 1, max: maxLen })).map(([s, len]) => ({ start: s, end: s + len }));
const hoursArb = fc.array(
  fc.tuple(quarter(6 * 60, 20 * 60), quarter(15, 12 * 60)).map(([s, len]) => ({ start: s, end: Math.min(s + len, 24 * 60) })),
  { maxLength: 2 },
);
const dateArb = fc.integer({ min: 0, max: 20 }).map((n) => addDays('2026-11-16', n));
const blockArb = fc
  .record({
    barberId: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
    startDate: dateArb,
    days: fc.integer({ min: 0, max: 3 }),
    slot: fc.tuple(quarter(8 * 60, 19 * 60), quarter(15, 4 * 60)),
  })
  .map((b): Block => ({
    barberId: b.barberId,
    startDate: b.startDate,
    endDate: addDays(b.startDate, b.days),
    startTime: fromMinutes(b.slot[0]),
    endTime: fromMinutes(Math.min(b.slot[0] + b.slot[1], 23 * 60 + 59)),
  }));
const inputArb = fc
  .record({
    date: dateArb,
    barbers: fc
      .uniqueArray(
        fc.record({
          id: fc.integer({ min: 1, max: 3 }),
          hours: hoursArb,
          appointments: fc.array(interval(6 * 60, 21 * 60, 120), { maxLength: 5 }),
        }),
        { selector: (b) => b.id, minLength: 1, maxLength: 3 },
      )
      .map((bs) => bs.map((b) => ({ ...b, name: `B${b.id}` }))),
    blocks: fc.array(blockArb, { maxLength: 3 }),
    durationMin: fc.constantFrom(15, 30, 45, 60, 90),
    nowOffsetMin: fc.integer({ min: -3 * 24 * 60, max: 3 * 24 * 60 }),
  })
  .map(({ nowOffsetMin, ...rest }): SlotInput => ({
    ...rest,
    now: new Date(shopInstant(rest.date, '12:00').getTime() + nowOffsetMin * 60_000),
  }));

const within = (i: Interval, m: number) => i.start <= m && m < i.end;
const applies = (b: Block, date: string, id: number) =>
  (b.barberId === null || b.barberId === id) && b.startDate <= date && date <= b.endDate;

/** A slow, obviously right oracle: every minute of the service checked one by one. */
function oracleFree(input: SlotInput, b: BarberDay, start: number): boolean {
  if (isSunday(input.date)) return false;
  if (shopInstant(input.date, fromMinutes(start)).getTime() < input.now.getTime()) return false;
  const blocks = input.blocks
    .filter((x) => applies(x, input.date, b.id))
    .map((x) => ({ start: toMinutes(x.startTime), end: toMinutes(x.endTime) }));
  for (let m = start; m < start + input.durationMin; m++) {
    if (!b.hours.some((i) => within(i, m))) return false;
    if (b.appointments.some((i) => within(i, m)) || blocks.some((i) => within(i, m))) return false;
  }
  return true;
}

describe('computeSlots: properties', () => {
  it('an offered slot never overlaps a live appointment or block, never leaves hours, never starts in the past', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const out = computeSlots(input);
        for (const b of input.barbers) {
          const blocks = input.blocks.filter((x) => applies(x, input.date, b.id));
          for (const t of out.barberAvailability[String(b.id)]!.availableSlots) {
            const want = { start: toMinutes(t), end: toMinutes(t) + input.durationMin };
            expect(isSunday(input.date)).toBe(false);
            expect(shopInstant(input.date, t).getTime()).toBeGreaterThanOrEqual(input.now.getTime());
            expect(mergeIntervals(b.hours).some((i) => i.start <= want.start && want.end <= i.end)).toBe(true);
            for (const a of b.appointments) expect(a.start < want.end && want.start < a.end).toBe(false);
            for (const x of blocks) expect(toMinutes(x.startTime) < want.end && want.start < toMinutes(x.endTime)).toBe(false);
          }
        }
      }),
      { numRuns: 400 },
    );
  });

  it('offers exactly the grid slots the minute-by-minute oracle finds free', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const out = computeSlots(input);
        for (const b of input.barbers) {
          const expected = out.allSlots.filter((t) => oracleFree(input, b, toMinutes(t)));
          expect(out.barberAvailability[String(b.id)]!.availableSlots).toEqual(expected);
        }
        expect(availableTimes(out).every((t) => out.allSlots.includes(t))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('"no preference" only ever picks a barber who is free at that time', () => {
    fc.assert(
      fc.property(inputArb, fc.integer({ min: 0, max: 40 }), (input, k) => {
        const start = 6 * 60 + k * 30;
        for (const id of rankBarbersForSlot(input, start)) expect(checkSlot(input, id, start)).toBeNull();
      }),
    );
  });
});
