/**
 * The wait estimate for the shop's line (docs/decisions/066-the-line-wait-estimate.md), pure: the board's state
 * and the clock come in as arguments, minutes come out.
 *
 * Each barber's free time comes from what the board knows: the client in the chair (started at, the learned
 * length of their service), the appointments booked ahead of the line (they keep their times), breaks, blocks and
 * the end of their hours. The line is then served in order: an entry for one barber takes the first gap of that
 * barber's day that holds their whole service; a "first available" entry starts in the earliest such gap of any
 * barber, and its work is shared among the barbers as they free (`pourLevel`).
 *
 * The estimate runs three passes over the same state: a likely one (learned lengths), an early one (shorter
 * services, late clients who have not arrived count as no-shows) and a late one (longer services, an overrunning
 * chair taking a while yet). The early pass is the range's start, the late pass its end: the range is wider above
 * the likely wait than below it, because a client forgives an early call, not a late one.
 */
import { gapStart, freeIntervals, pourLevel, type BarberPlan } from './line-timeline';
import type { Interval } from './slots';

/** The learned length is the median of at most this many of the barber's latest finished visits of the service. */
export const LEARNED_SAMPLE = 20;
/** Fewer finished visits than this and the service's own duration is used. */
export const LEARNED_MINIMUM = 3;

/**
 * A barber's length for a service, in minutes: the median of their last `LEARNED_SAMPLE` finished visits of it
 * (`finishedDurations`, oldest first, in minutes), or the service's duration while there are fewer than
 * `LEARNED_MINIMUM` of them. Durations that are not a positive number (a visit never finished) are ignored.
 */
export function learnedMinutes(finishedDurations: readonly number[], serviceMinutes: number): number {
  const recent = finishedDurations.filter((d) => Number.isFinite(d) && d > 0).slice(-LEARNED_SAMPLE);
  if (recent.length < LEARNED_MINIMUM) return serviceMinutes;
  const sorted = [...recent].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export type EstimateBarber = {
  id: number;
  /** The client in the chair: when they sat down and their service's learned length. */
  inChair?: { startedAt: Date; minutes: number } | null;
  /** The barber's live appointments still to be served (not in the chair, done or no-show), with their learned length. */
  appointments: ReadonlyArray<{ start: Date; minutes: number; arrived?: boolean }>;
  /** Breaks, blocks, time off, and the hours before the barber starts. */
  unavailable: ReadonlyArray<{ start: Date; end: Date }>;
  /** The end of the barber's hours today: no service is started that would run past it. */
  endOfDay: Date;
  /** The barber's learned length of a service (`learnedMinutes`). */
  minutesFor(serviceId: number): number;
};

/** An entry of the line, in line order (called entries first, as they are still to sit down). */
export type EstimateEntry = { id: number; barberId: number | null; serviceId: number };

export type EstimateInput = {
  now: Date;
  /** The barbers working today. */
  barbers: readonly EstimateBarber[];
  line: readonly EstimateEntry[];
  /**
   * The service a newcomer is assumed to want, for the waits shown before anyone joins (per barber and for
   * "first available"); without it, `NEWCOMER_MINUTES`.
   */
  newcomerServiceId?: number;
  /**
   * The share of recent line entries who left before they were served (0–1; `walkAwayShare`). Those ahead of a
   * client may leave too: the likely wait counts each entry ahead as that much less work, the early end twice
   * that, the late end none. Without it, 0.
   */
  walkAwayShare?: number;
};

/**
 * A wait, in whole minutes from now until the client sits down: `minutes` the likely one, `fromMinutes` to
 * `toMinutes` the range to show (multiples of 5). `pastClosing`: the likely wait runs past the end of the hours
 * (the range then ends at the closing time).
 */
export type WaitRange = { fromMinutes: number; toMinutes: number; minutes: number; pastClosing: boolean };

export type LineEstimate = {
  /**
   * Each entry's wait, its place in the line (1 = next), and the barber expected to serve them: the one they asked
   * for, or for "first available" the one whose gap the likely wait starts them in (null when none can today).
   */
  perEntry: Map<number, WaitRange & { barberId: number | null; position: number }>;
  /** The wait of a newcomer joining now for each barber. */
  perBarber: Array<WaitRange & { barberId: number }>;
  /** The wait of a newcomer joining now for whoever is first available; null when no barber can take one today. */
  firstAvailable: WaitRange | null;
};

export const NEWCOMER_MINUTES = 30;

/**
 * The three passes: a service takes `factor` × its learned length; a chair past its length takes `overrun` × it
 * more; `keepOverdue`: a booked client past their start who has not arrived still comes; an entry ahead in the line
 * is counted as `1 − leaving × walkAwayShare` of a client (at least `MIN_KEPT`).
 */
export const PASSES = {
  early: { factor: 0.8, overrun: 0, keepOverdue: false, leaving: 2 },
  likely: { factor: 1, overrun: 0.15, keepOverdue: true, leaving: 1 },
  late: { factor: 1.4, overrun: 0.4, keepOverdue: true, leaving: 0 },
} as const;
const MIN_KEPT = 0.2;

/**
 * The share of line entries that ended in walking away: `left` of `left + served` (entries staff removed by
 * mistake are the server's to leave out). 0 with nothing to go on.
 */
export function walkAwayShare(left: number, served: number): number {
  return left + served > 0 ? left / (left + served) : 0;
}
type Pass = (typeof PASSES)[keyof typeof PASSES];

const minutesFrom = (now: Date, t: Date) => (t.getTime() - now.getTime()) / 60_000;

function planFor(b: EstimateBarber, now: Date, pass: Pass): BarberPlan {
  let chairFreeAt = 0;
  if (b.inChair) {
    const sat = minutesFrom(now, b.inChair.startedAt);
    chairFreeAt = Math.max(sat + b.inChair.minutes * pass.factor, b.inChair.minutes * pass.overrun);
  }
  const appointments = b.appointments
    .map((a) => ({ start: minutesFrom(now, a.start), minutes: a.minutes * pass.factor, arrived: a.arrived === true }))
    .filter((a) => pass.keepOverdue || a.arrived || a.start >= 0);
  const unavailable: Interval[] = b.unavailable.map((u) => ({ start: minutesFrom(now, u.start), end: minutesFrom(now, u.end) }));
  return { chairFreeAt, appointments, unavailable, endOfDay: minutesFrom(now, b.endOfDay) };
}

/** A start in minutes from now; a start that never comes today (`past`) counts as the barber's closing time. */
type Start = { at: number; past: boolean; barberId?: number };
type PassResult = { entries: Start[]; newcomer: Start[] };

/** The soonest of several barbers' starts (first available): closing times count for those who cannot take them. */
const soonest = (starts: readonly Start[]): Start =>
  starts.reduce<Start>(
    (a, b) => ({
      at: Math.min(a.at, b.at),
      past: a.past && b.past,
      barberId: b.past || (!a.past && a.at <= b.at) ? a.barberId : b.barberId,
    }),
    { at: Infinity, past: true },
  );

/** A barber's learned length, or `NEWCOMER_MINUTES` when it is not a positive number (a service with no length set). */
const lengthOf = (b: EstimateBarber, serviceId: number) => {
  const m = b.minutesFor(serviceId);
  return Number.isFinite(m) && m > 0 ? m : NEWCOMER_MINUTES;
};

function runPass(input: EstimateInput, pass: Pass): PassResult {
  const barbers = input.barbers.map((b) => ({
    b,
    free: freeIntervals(planFor(b, input.now, pass)),
    level: 0,
    closing: Math.max(0, minutesFrom(input.now, b.endOfDay)),
  }));
  const byId = new Map(barbers.map((x) => [x.b.id, x]));
  const startOn = (x: (typeof barbers)[number], minutes: number): Start => {
    const at = gapStart(x.free, x.level, minutes);
    return at === Infinity ? { at: x.closing, past: true } : { at, past: false, barberId: x.b.id };
  };
  // Each entry's own start needs a gap for its whole service; the entries behind it count only the share who stay.
  const kept = Math.max(MIN_KEPT, 1 - pass.leaving * Math.min(1, Math.max(0, input.walkAwayShare ?? 0)));
  const entries: Start[] = [];
  for (const e of input.line) {
    const own = e.barberId === null ? undefined : byId.get(e.barberId);
    if (own) {
      const minutes = lengthOf(own.b, e.serviceId) * pass.factor;
      entries.push(startOn(own, minutes));
      own.level = gapStart(own.free, own.level, minutes) + minutes * kept;
      continue;
    }
    // First available (or a barber no longer working today: whoever frees first serves them).
    const lengths = barbers.map((x) => lengthOf(x.b, e.serviceId) * pass.factor);
    entries.push(soonest(barbers.map((x, i) => startOn(x, lengths[i]!))));
    const level = pourLevel(barbers.map((x, i) => ({ free: x.free, level: x.level, minutes: lengths[i]! * kept })));
    for (const x of barbers) x.level = Math.max(x.level, level);
  }
  const newcomer = barbers.map((x) => {
    const minutes = input.newcomerServiceId === undefined ? NEWCOMER_MINUTES : lengthOf(x.b, input.newcomerServiceId);
    return startOn(x, minutes * pass.factor);
  });
  return { entries, newcomer };
}

const EPSILON = 1e-6;
const floor5 = (x: number) => Math.floor((x + EPSILON) / 5) * 5;
const ceil5 = (x: number) => Math.max(0, Math.ceil((x - EPSILON) / 5) * 5);

/** The range shown from the three passes' starts. */
function range(early: Start, likely: Start, late: Start): WaitRange {
  const at = (x: Start) => Math.max(0, x.at);
  return { fromMinutes: floor5(at(early)), toMinutes: ceil5(at(late)), minutes: Math.round(at(likely)), pastClosing: likely.past };
}

/** The wait of every entry of the line, of a newcomer for each barber, and of a newcomer for whoever is first available. */
export function estimateLine(input: EstimateInput): LineEstimate {
  const [early, likely, late] = [PASSES.early, PASSES.likely, PASSES.late].map((p) => runPass(input, p)) as [
    PassResult,
    PassResult,
    PassResult,
  ];
  const perEntry: LineEstimate['perEntry'] = new Map();
  input.line.forEach((e, i) => {
    const barberId = e.barberId ?? likely.entries[i]!.barberId ?? null;
    perEntry.set(e.id, { barberId, position: i + 1, ...range(early.entries[i]!, likely.entries[i]!, late.entries[i]!) });
  });
  const perBarber = input.barbers.map((b, i) => ({ barberId: b.id, ...range(early.newcomer[i]!, likely.newcomer[i]!, late.newcomer[i]!) }));
  const first = [early, likely, late].map((r) => soonest(r.newcomer)) as [Start, Start, Start];
  const firstAvailable = first[1].past ? null : range(...first);
  return { perEntry, perBarber, firstAvailable };
}
