/**
 * The pieces of the wait estimate (`line-estimate.ts`) that work on one barber's day, pure. Times are minutes
 * from `now` (0 = now); intervals are half-open `[start, end)`.
 */
import { mergeIntervals, type Interval } from './slots';

/** What the board knows of one barber for one pass of the estimate, in minutes from now. */
export type BarberPlan = {
  /** When the client in the chair is expected to be done (0 when the chair is empty). */
  chairFreeAt: number;
  /** The appointments kept in this pass, in minutes from now, with the length this pass gives them. */
  appointments: Array<{ start: number; minutes: number }>;
  /** Breaks, blocks, time off: no client is started that would overlap one. */
  unavailable: Interval[];
  /** The end of the barber's hours: a client's service ends by it. */
  endOfDay: number;
};

/**
 * The times a barber can take a walk-in: from now to the end of their hours, without the chair's client, the
 * appointments (each kept at its time, or started as soon as the barber is free when running late) and the
 * unavailable times. Sorted, disjoint.
 */
export function freeIntervals(plan: BarberPlan): Interval[] {
  const busy: Interval[] = [...plan.unavailable];
  let cursor = Math.max(0, plan.chairFreeAt);
  busy.push({ start: -Infinity, end: cursor });
  for (const a of [...plan.appointments].sort((x, y) => x.start - y.start)) {
    const start = Math.max(a.start, cursor);
    cursor = start + a.minutes;
    busy.push({ start, end: cursor });
  }
  const out: Interval[] = [];
  let t = 0;
  for (const b of mergeIntervals(busy)) {
    if (b.start > t) out.push({ start: t, end: Math.min(b.start, plan.endOfDay) });
    t = Math.max(t, b.end);
    if (t >= plan.endOfDay) break;
  }
  if (t < plan.endOfDay) out.push({ start: t, end: plan.endOfDay });
  return out.filter((i) => i.end > i.start);
}

/**
 * The earliest start at or after `from` for a service of `minutes` that fits whole in one free interval
 * (a walk-in is not started if it would run into an appointment, a break or the end of the day); Infinity
 * when none does. Never earlier when `from` or `minutes` grows.
 */
export function gapStart(free: readonly Interval[], from: number, minutes: number): number {
  for (const i of free) {
    const start = Math.max(i.start, from);
    if (i.end - start >= minutes) return start;
  }
  return Infinity;
}

/**
 * "First available" work shared among the barbers like water poured over their free time: the level `L` at
 * which the barbers' free minutes from their current levels to `L`, each divided by that barber's length for
 * the service, add up to one whole service. Each barber's level then rises to `L` (never falls). A fluid
 * stand-in for "whoever frees first takes them": unlike the discrete rule, it never makes anyone's wait
 * shorter when work is added ahead of them or longer when a chair frees early. Infinity when the day cannot
 * hold the service.
 */
export function pourLevel(barbers: ReadonlyArray<{ free: readonly Interval[]; level: number; minutes: number }>): number {
  const events: Array<{ t: number; rate: number }> = [];
  for (const b of barbers) {
    if (!(b.minutes > 0) || b.level === Infinity) continue;
    for (const i of b.free) {
      const start = Math.max(i.start, b.level);
      if (i.end <= start) continue;
      events.push({ t: start, rate: 1 / b.minutes }, { t: i.end, rate: -1 / b.minutes });
    }
  }
  events.sort((a, b) => a.t - b.t);
  let left = 1;
  let rate = 0;
  let t = events[0]?.t ?? Infinity;
  for (const e of events) {
    const gain = rate * (e.t - t);
    if (rate > 0 && gain >= left) return t + left / rate;
    left -= gain;
    t = e.t;
    rate += e.rate;
  }
  return Infinity;
}
