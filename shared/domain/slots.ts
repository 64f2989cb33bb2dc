/**
 * The slot rules (docs/product.md#slots-and-availability), pure: the day, the barbers' hours, time off
 * and live appointments, the blocks, the shop's closure, its booking rules and the clock all come in
 * as arguments (docs/decisions/041-back-office.md):
 * - a closure makes the whole day unavailable; a barber's time off makes them unavailable that day;
 * - the service itself must end within the barber's hours; its clean-up (`cleanupMin`) may run past
 *   closing, but it occupies the barber (a live appointment's interval already includes its own);
 * - start times are every `stepMin` from the earliest opening, and none sooner than `minNoticeMin`
 *   after `now`.
 *
 * Times of day are minutes since shop-local midnight (America/Puerto_Rico); intervals are half-open
 * `[start, end)`, so an appointment ending at 10:00 does not collide with one starting at 10:00.
 */
import { fromMinutes, isSunday, shopDate, shopInstant, toMinutes } from './shop-time';

export type Interval = { start: number; end: number };

/** A blocked slot: each day from startDate to endDate, within startTime–endTime. barberId null = all. */
export type Block = { barberId: number | null; startDate: string; endDate: string; startTime: string; endTime: string };

export type BarberDay = {
  id: number;
  name: string;
  /** Working hours that weekday (may be several ranges, e.g. around a lunch break). */
  hours: Interval[];
  /** Live (not cancelled) appointments of this barber (service and clean-up), as minutes relative to this day's midnight. */
  appointments: Interval[];
  /** On time off that day: takes nothing. */
  timeOff?: boolean;
};

export type SlotInput = {
  date: string;
  barbers: BarberDay[];
  blocks: Block[];
  durationMin: number;
  /** Minutes after the service that the barber is still busy (may run past closing). */
  cleanupMin?: number;
  stepMin?: number;
  /** No start sooner than this many minutes after `now`. */
  minNoticeMin?: number;
  /** The shop is closed that day (a closure): nothing is offered. */
  closed?: { reason: string } | null;
  now: Date;
};

export type SlotProblem = 'closed' | 'sunday' | 'past' | 'too_soon' | 'off_grid' | 'time_off' | 'outside_hours' | 'blocked' | 'taken';

export type DayAvailability = {
  allSlots: string[];
  barberAvailability: Record<string, { name: string; availableSlots: string[] }>;
};

export const DEFAULT_STEP_MIN = 30;

const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

/** Sorted, with overlapping or touching ranges joined: 09–12 and 12–19 make 09–19. */
export function mergeIntervals(list: readonly Interval[]): Interval[] {
  const sorted = list.filter((i) => i.end > i.start).sort((a, b) => a.start - b.start);
  const out: Interval[] = [];
  for (const i of sorted) {
    const last = out[out.length - 1];
    if (last && i.start <= last.end) last.end = Math.max(last.end, i.end);
    else out.push({ ...i });
  }
  return out;
}

/** The blocks that touch `date` for this barber, as intervals of that day. */
export function blockedIntervals(blocks: readonly Block[], date: string, barberId: number): Interval[] {
  return blocks
    .filter((b) => (b.barberId === null || b.barberId === barberId) && b.startDate <= date && date <= b.endDate)
    .map((b) => ({ start: toMinutes(b.startTime), end: toMinutes(b.endTime) }));
}

/** The day's grid of start minutes: every `step` from the earliest opening of a barber at work, while the service ends by the last closing; none on a closure. */
export function dayGrid(input: Pick<SlotInput, 'date' | 'barbers' | 'durationMin' | 'stepMin' | 'closed'>): number[] {
  if (input.closed || isSunday(input.date)) return [];
  const hours = input.barbers
    .filter((b) => !b.timeOff)
    .flatMap((b) => b.hours)
    .filter((h) => h.end > h.start);
  if (hours.length === 0) return [];
  const opens = Math.min(...hours.map((h) => h.start));
  const closes = Math.max(...hours.map((h) => h.end));
  const step = input.stepMin ?? DEFAULT_STEP_MIN;
  const grid: number[] = [];
  for (let t = opens; t + input.durationMin <= closes; t += step) grid.push(t);
  return grid;
}

/** Minutes since shop-local midnight of `date` at which `now` stands (negative before the day, past 1440 after it). */
function nowOnDay(date: string, now: Date): number {
  const today = shopDate(now);
  if (today < date) return -Infinity;
  if (today > date) return Infinity;
  return (now.getTime() - shopInstant(date).getTime()) / 60_000;
}

type Prepared = {
  closed: boolean;
  sunday: boolean;
  grid: number[];
  nowMin: number;
  noticeMin: number;
  cleanupMin: number;
  barbers: Map<number, { hours: Interval[]; blocked: Interval[]; appointments: Interval[]; timeOff: boolean }>;
};

/** Everything that does not depend on the start time, worked out once per call. */
function prepare(input: SlotInput): Prepared {
  const barbers: Prepared['barbers'] = new Map();
  for (const b of input.barbers) {
    barbers.set(b.id, {
      hours: mergeIntervals(b.hours),
      blocked: blockedIntervals(input.blocks, input.date, b.id),
      appointments: b.appointments,
      timeOff: b.timeOff === true,
    });
  }
  return {
    closed: Boolean(input.closed),
    sunday: isSunday(input.date),
    grid: dayGrid(input),
    nowMin: nowOnDay(input.date, input.now),
    noticeMin: input.minNoticeMin ?? 0,
    cleanupMin: input.cleanupMin ?? 0,
    barbers,
  };
}

function problemAt(p: Prepared, barberId: number, start: number, durationMin: number): SlotProblem | null {
  if (p.closed) return 'closed';
  if (p.sunday) return 'sunday';
  if (start < p.nowMin) return 'past';
  if (start < p.nowMin + p.noticeMin) return 'too_soon';
  if (!p.grid.includes(start)) return 'off_grid';
  const b = p.barbers.get(barberId);
  if (b?.timeOff) return 'time_off';
  const service = { start, end: start + durationMin };
  // The service within the hours; the barber busy for it and its clean-up.
  const busy = { start, end: service.end + p.cleanupMin };
  if (!b || !b.hours.some((h) => h.start <= service.start && service.end <= h.end)) return 'outside_hours';
  if (b.blocked.some((x) => overlaps(x, busy))) return 'blocked';
  if (b.appointments.some((a) => overlaps(a, busy))) return 'taken';
  return null;
}

/**
 * Why a barber cannot take the service starting at `start` (minutes) on `input.date`, or null
 * when the barber can. The first problem found wins, in the order of the `SlotProblem` type.
 */
export function checkSlot(input: SlotInput, barberId: number, start: number): SlotProblem | null {
  return problemAt(prepare(input), barberId, start, input.durationMin);
}

/** The availability detail (grid and free barbers) for one service on one day. */
export function computeSlots(input: SlotInput): DayAvailability {
  const p = prepare(input);
  const barberAvailability: DayAvailability['barberAvailability'] = {};
  for (const b of input.barbers) {
    const free = p.grid.filter((start) => problemAt(p, b.id, start, input.durationMin) === null);
    barberAvailability[String(b.id)] = { name: b.name, availableSlots: free.map(fromMinutes) };
  }
  return { allSlots: p.grid.map(fromMinutes), barberAvailability };
}

/** The start times at which at least one barber is free, ascending. */
export function availableTimes(day: DayAvailability): string[] {
  const free = new Set(Object.values(day.barberAvailability).flatMap((b) => b.availableSlots));
  return day.allSlots.filter((t) => free.has(t));
}

/**
 * "No preference": of the barbers who can take the slot, the one with the fewest live appointments
 * that day, the lowest id on a tie. Answers them all in that order (the first is the choice; the
 * rest are fallbacks if a concurrent booking takes the first).
 */
export function rankBarbersForSlot(input: SlotInput, start: number): number[] {
  const p = prepare(input);
  return input.barbers
    .filter((b) => problemAt(p, b.id, start, input.durationMin) === null)
    .sort((a, b) => a.appointments.length - b.appointments.length || a.id - b.id)
    .map((b) => b.id);
}

/** An appointment's place, as its row has it: the barber, and the instants its service and clean-up start and end. */
export type OwnSlot = { barberId: number; startsAt: Date; endsAt: Date };

/**
 * The day's barbers with one live appointment left out, so that it counts as free for itself: the
 * manage page reschedules an appointment into times that may overlap its own current place
 * (docs/decisions/042-notifications.md#the-manage-page). The appointment is found by its barber and
 * exact interval (the exclusion constraint allows only one such live row).
 */
export function withoutAppointment<B extends BarberDay>(barbers: readonly B[], date: string, own: OwnSlot): B[] {
  const midnight = shopInstant(date).getTime();
  const start = (own.startsAt.getTime() - midnight) / 60_000;
  const end = (own.endsAt.getTime() - midnight) / 60_000;
  const same = (a: number, b: number) => Math.abs(a - b) < 1e-6;
  return barbers.map((b) => {
    if (b.id !== own.barberId) return b;
    const i = b.appointments.findIndex((x) => same(x.start, start) && same(x.end, end));
    return i < 0 ? b : { ...b, appointments: b.appointments.filter((_, j) => j !== i) };
  });
}
