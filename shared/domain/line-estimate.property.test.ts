import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { estimateLine, learnedMinutes, type EstimateBarber, type EstimateEntry, type EstimateInput, type WaitRange } from './line-estimate';

const NOW = new Date('2026-11-27T15:00:00Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const SERVICES = [1, 2, 3];

/** A barber's state today, as the board may see it at any moment. */
const barberArb = (id: number) =>
  fc
    .record({
      inChair: fc.option(fc.record({ sat: fc.integer({ min: -90, max: 0 }), minutes: fc.integer({ min: 10, max: 70 }) }), {
        nil: undefined,
      }),
      appointments: fc.array(
        fc.record({ start: fc.integer({ min: -30, max: 400 }), minutes: fc.integer({ min: 15, max: 90 }), arrived: fc.boolean() }),
        { maxLength: 4 },
      ),
      unavailable: fc.array(fc.record({ start: fc.integer({ min: -60, max: 400 }), length: fc.integer({ min: 5, max: 90 }) }), {
        maxLength: 2,
      }),
      endOfDay: fc.integer({ min: 30, max: 600 }),
      lengths: fc.tuple(fc.integer({ min: 10, max: 60 }), fc.integer({ min: 10, max: 60 }), fc.integer({ min: 10, max: 60 })),
    })
    .map((s): EstimateBarber => ({
      id,
      inChair: s.inChair && { startedAt: at(s.inChair.sat), minutes: s.inChair.minutes },
      appointments: s.appointments.map((a) => ({ start: at(a.start), minutes: a.minutes, arrived: a.arrived })),
      unavailable: s.unavailable.map((u) => ({ start: at(u.start), end: at(u.start + u.length) })),
      endOfDay: at(s.endOfDay),
      minutesFor: (serviceId) => s.lengths[serviceId - 1]!,
    }));

const entryArb = (barbers: number) =>
  fc.record({ barberId: fc.option(fc.integer({ min: 1, max: barbers }), { nil: null }), serviceId: fc.constantFrom(...SERVICES) });

const stateArb = fc.integer({ min: 1, max: 4 }).chain((n) =>
  fc.record({
    barbers: fc.tuple(...Array.from({ length: n }, (_, i) => barberArb(i + 1))),
    line: fc.array(entryArb(n), { maxLength: 8 }).map((l) => l.map((e, i): EstimateEntry => ({ id: i + 1, ...e }))),
    extra: entryArb(n),
    newcomerServiceId: fc.option(fc.constantFrom(...SERVICES), { nil: undefined }),
    walkAwayShare: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
  }),
);

type State = { barbers: EstimateBarber[]; line: EstimateEntry[]; newcomerServiceId?: number; walkAwayShare?: number };
const inputOf = (s: State): EstimateInput => ({
  now: NOW,
  barbers: s.barbers,
  line: s.line,
  newcomerServiceId: s.newcomerServiceId,
  walkAwayShare: s.walkAwayShare,
});

/** `after` is no shorter a wait than `before`, at both ends and in the middle. */
function noShorter(after: WaitRange, before: WaitRange) {
  expect(after.fromMinutes).toBeGreaterThanOrEqual(before.fromMinutes);
  expect(after.minutes).toBeGreaterThanOrEqual(before.minutes);
  expect(after.toMinutes).toBeGreaterThanOrEqual(before.toMinutes);
}

const RUNS = { numRuns: 400 };

// Hundreds of estimates a property: generous on a loaded machine.
describe('estimateLine: properties', { timeout: 60_000 }, () => {
  it('never shortens anyone’s wait when someone joins ahead of them', () => {
    fc.assert(
      fc.property(stateArb, fc.nat(), (s, k) => {
        const where = k % (s.line.length + 1);
        const before = estimateLine(inputOf(s));
        const joined = [...s.line.slice(0, where), { id: 99, ...s.extra }, ...s.line.slice(where)];
        const after = estimateLine(inputOf({ ...s, line: joined }));
        for (const e of s.line.slice(where)) noShorter(after.perEntry.get(e.id)!, before.perEntry.get(e.id)!);
        after.perBarber.forEach((b, i) => noShorter(b, before.perBarber[i]!));
        if (before.firstAvailable) noShorter(after.firstAvailable ?? before.firstAvailable, before.firstAvailable);
        if (after.firstAvailable) expect(before.firstAvailable).not.toBeNull();
      }),
      RUNS,
    );
  });

  it('never lengthens the wait of those behind when a visit in a chair is done', () => {
    fc.assert(
      fc.property(stateArb, fc.nat(), (s, k) => {
        const who = k % s.barbers.length;
        const done = s.barbers.map((b, i) => (i === who ? { ...b, inChair: null } : b));
        const before = estimateLine(inputOf(s));
        const after = estimateLine(inputOf({ ...s, barbers: done }));
        for (const e of s.line) noShorter(before.perEntry.get(e.id)!, after.perEntry.get(e.id)!);
        before.perBarber.forEach((b, i) => noShorter(b, after.perBarber[i]!));
        if (before.firstAvailable) noShorter(before.firstAvailable, after.firstAvailable!);
      }),
      RUNS,
    );
  });

  it('never lengthens the wait of those behind when someone ahead leaves the line or sits down', () => {
    fc.assert(
      fc.property(stateArb, fc.nat(), (s, k) => {
        fc.pre(s.line.length > 0);
        const gone = k % s.line.length;
        const before = estimateLine(inputOf(s));
        const after = estimateLine(inputOf({ ...s, line: s.line.filter((_, i) => i !== gone) }));
        for (const e of s.line.slice(gone + 1)) noShorter(before.perEntry.get(e.id)!, after.perEntry.get(e.id)!);
      }),
      RUNS,
    );
  });

  it('gives ranges that start at or before the likely wait and end at or after it, in steps of 5, never negative', () => {
    fc.assert(
      fc.property(stateArb, (s) => {
        const e = estimateLine(inputOf(s));
        const ranges = [...e.perEntry.values(), ...e.perBarber, ...(e.firstAvailable ? [e.firstAvailable] : [])];
        for (const r of ranges) {
          expect(r.fromMinutes).toBeGreaterThanOrEqual(0);
          expect(r.fromMinutes).toBeLessThanOrEqual(r.minutes);
          expect(r.minutes).toBeLessThanOrEqual(r.toMinutes);
          expect(r.fromMinutes % 5).toBe(0);
          expect(r.toMinutes % 5).toBe(0);
        }
      }),
      RUNS,
    );
  });

  it('never quotes a newcomer for "first available" a longer wait than any working barber’s own line would', () => {
    fc.assert(
      fc.property(stateArb, (s) => {
        const e = estimateLine(inputOf(s));
        const open = e.perBarber.filter((b) => !b.pastClosing);
        if (open.length === 0) return;
        for (const b of open) {
          expect(e.firstAvailable!.fromMinutes).toBeLessThanOrEqual(b.fromMinutes);
          expect(e.firstAvailable!.minutes).toBeLessThanOrEqual(b.minutes);
          expect(e.firstAvailable!.toMinutes).toBeLessThanOrEqual(b.toMinutes);
        }
      }),
      RUNS,
    );
  });

  it('never quotes a "first available" entry at the end of the line a longer wait than the same entry for one barber', () => {
    fc.assert(
      fc.property(stateArb, fc.constantFrom(...SERVICES), (s, serviceId) => {
        const flexible = estimateLine(inputOf({ ...s, line: [...s.line, { id: 99, barberId: null, serviceId }] })).perEntry.get(99)!;
        for (const b of s.barbers) {
          const own = estimateLine(inputOf({ ...s, line: [...s.line, { id: 99, barberId: b.id, serviceId }] })).perEntry.get(99)!;
          if (own.pastClosing) continue;
          expect(flexible.minutes).toBeLessThanOrEqual(own.minutes);
          expect(flexible.fromMinutes).toBeLessThanOrEqual(own.fromMinutes);
          expect(flexible.toMinutes).toBeLessThanOrEqual(own.toMinutes);
        }
      }),
      RUNS,
    );
  });

  it('quotes the same barber’s line in order: nobody behind is quoted sooner than someone ahead for that barber', () => {
    fc.assert(
      fc.property(stateArb, (s) => {
        const e = estimateLine(inputOf(s));
        for (const b of s.barbers) {
          const mine = s.line.filter((x) => x.barberId === b.id).map((x) => e.perEntry.get(x.id)!.minutes);
          for (let i = 1; i < mine.length; i++) expect(mine[i]!).toBeGreaterThanOrEqual(mine[i - 1]!);
        }
      }),
      RUNS,
    );
  });

  it('learns a length within the range of the last 20 finished visits, or the service’s own', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 240 }), { maxLength: 40 }), fc.integer({ min: 5, max: 120 }), (done, own) => {
        const m = learnedMinutes(done, own);
        const recent = done.slice(-20);
        if (recent.length < 3) expect(m).toBe(own);
        else {
          expect(m).toBeGreaterThanOrEqual(Math.min(...recent));
          expect(m).toBeLessThanOrEqual(Math.max(...recent));
        }
      }),
      RUNS,
    );
  });
});
