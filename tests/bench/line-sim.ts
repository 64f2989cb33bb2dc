/**
 * A simulated shop day for `npm run bench:line` (tests/bench/line.ts): minute by minute, barbers serve booked
 * clients at their times and the line in order, clients join and walk away, and every client who joins is quoted
 * by the REAL estimate (`shared/domain/line-estimate.ts`) with what the board would know at that minute. The
 * quote, the naive quote (position × 30 minutes) and the wait that actually followed are returned.
 */
import { estimateLine, learnedMinutes, walkAwayShare, type EstimateBarber, type EstimateInput } from '#shared/domain/line-estimate';

export type Rng = () => number;

/** A seeded generator (mulberry32): the same seed, the same days. */
export function rng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const normal = (r: Rng) => Math.sqrt(-2 * Math.log(1 - r())) * Math.cos(2 * Math.PI * r());
const pick = <T>(r: Rng, items: readonly T[]) => items[Math.floor(r() * items.length)]!;
const weighted = <T>(r: Rng, items: ReadonlyArray<readonly [T, number]>) => {
  let x = r() * items.reduce((s, [, w]) => s + w, 0);
  for (const [item, w] of items) if ((x -= w) < 0) return item;
  return items[items.length - 1]![0];
};

/** The shop's services: id, booked duration, how often walk-ins ask for it. */
export const SERVICES = [
  { id: 1, minutes: 30, weight: 5 }, // haircut
  { id: 2, minutes: 20, weight: 2 }, // beard trim
  { id: 3, minutes: 45, weight: 2 }, // haircut and beard
  { id: 4, minutes: 25, weight: 1 }, // kids' cut
] as const;
const minutesOf = (serviceId: number) => SERVICES.find((s) => s.id === serviceId)!.minutes;

/** A barber of the simulated shop: how fast (× the booked duration) and how steady (lognormal sigma) they are. */
export type SimBarber = { id: number; speed: number; sigma: number };

export type Conditions = {
  /** Walk-ins an hour at the busiest time (lunch and after work). */
  peakPerHour: number;
  /** Share of each barber's day booked ahead. */
  booked: number;
  noShow: number;
  /** Share of booked clients more than 10 minutes late (counted late; they join the line when they come). */
  lateOver10: number;
  /** Share of walk-ins asking for "first available". */
  firstAvailable: number;
  /** Median patience of a client in the line (minutes, lognormal); past it they walk away. */
  patienceMedian: number;
  lateAfterMinutes: number;
  /** Give the estimate the line's walk-away share (the real board does); false only to show what it is worth. */
  tellWalkAways?: boolean;
};

export type Quote = {
  fromMinutes: number;
  toMinutes: number;
  minutes: number;
  position: number;
  firstAvailable: boolean;
  actual: number;
  /** Barbers whose day had not ended when the client joined. */
  barbers: number;
  /** The barber the estimate expected to serve them, and the one who did. */
  expectedBarber: number | null;
  servedBy: number;
};

const OPEN = 9 * 60;
const CLOSE = 19 * 60;

/** Walk-ins an hour at a minute of the day, relative to the peak: quiet mornings, a lunch rush, an after-work rush. */
function arrivalCurve(minute: number): number {
  const h = minute / 60;
  const bump = (centre: number, width: number) => Math.exp(-(((h - centre) / width) ** 2));
  return Math.min(1, 0.25 + 0.75 * bump(12.75, 1.1) + 0.85 * bump(17.25, 1.3));
}

type Appt = {
  barberId: number;
  start: number;
  serviceId: number;
  arrivesAt: number | null;
  state: 'pending' | 'arrived' | 'served' | 'no_show';
};
type Entry = {
  id: number;
  barberId: number | null;
  serviceId: number;
  joinedAt: number;
  patience: number;
  quote?: Omit<Quote, 'actual' | 'servedBy'>;
};
type Chair = { serviceId: number; startedAt: number; endsAt: number } | null;
type Shift = { barber: SimBarber; start: number; end: number; breakStart: number; breakEnd: number };

export type History = Map<string, number[]>;

export type DayResult = { quotes: Quote[]; served: number; left: number };

/**
 * One simulated day; `history` (barber:service → finished lengths) carries the learning from day to day, and
 * `walkAways` the line's record so far (entries who left, entries served), as the server keeps it.
 */
export function simulateDay(
  r: Rng,
  barbers: readonly SimBarber[],
  c: Conditions,
  history: History,
  day: Date,
  walkAways: { left: number; served: number },
): DayResult {
  const at = (m: number) => new Date(day.getTime() + m * 60_000);
  const learned = (b: number, s: number) => learnedMinutes(history.get(`${b}:${s}`) ?? [], minutesOf(s));
  const shifts: Shift[] = barbers.map((barber) => {
    const kind = r();
    const [start, end] = kind < 0.15 ? [OPEN, 15 * 60] : kind < 0.3 ? [12 * 60, CLOSE] : [OPEN, CLOSE];
    const breakStart = Math.max(start + 120, Math.min(end - 120, 12 * 60 + Math.floor(r() * 150)));
    return { barber, start, end, breakStart, breakEnd: breakStart + pick(r, [30, 45, 60]) };
  });
  const appts: Appt[] = [];
  for (const s of shifts) {
    for (let t = s.start; t + 30 <= s.end; t += 30) {
      if (t >= s.breakStart - 30 && t < s.breakEnd) continue;
      if (r() >= c.booked * (minutesOf(1) / 45)) continue;
      const serviceId = weighted(
        r,
        SERVICES.map((x) => [x.id, x.weight] as const),
      );
      if (t + minutesOf(serviceId) > s.end || appts.some((a) => a.barberId === s.barber.id && a.start + minutesOf(a.serviceId) > t))
        continue;
      const u = r();
      const arrivesAt =
        u < c.noShow
          ? null
          : u < c.noShow + c.lateOver10
            ? t + 11 + Math.floor(r() * 15)
            : t + Math.round(Math.max(-12, Math.min(9, -3 + 5 * normal(r))));
      appts.push({ barberId: s.barber.id, start: t, serviceId, arrivesAt, state: 'pending' });
    }
  }
  const chairs = new Map<number, Chair>(barbers.map((b) => [b.id, null]));
  const line: Entry[] = [];
  const quotes: Quote[] = [];
  let nextId = 1;
  let left = 0;
  let served = 0;
  const serviceLength = (b: SimBarber, serviceId: number) => minutesOf(serviceId) * b.speed * Math.exp(b.sigma * normal(r));

  const boardAt = (t: number): EstimateInput => ({
    now: at(t),
    barbers: shifts
      .filter((s) => t < s.end)
      .map((s): EstimateBarber => {
        const chair = chairs.get(s.barber.id);
        return {
          id: s.barber.id,
          inChair: chair && { startedAt: at(chair.startedAt), minutes: learned(s.barber.id, chair.serviceId) },
          appointments: appts
            .filter((a) => a.barberId === s.barber.id && (a.state === 'pending' || a.state === 'arrived'))
            .map((a) => ({ start: at(a.start), minutes: learned(a.barberId, a.serviceId), arrived: a.state === 'arrived' })),
          unavailable: [
            { start: at(OPEN), end: at(s.start) },
            { start: at(Math.max(s.breakStart, t)), end: at(s.breakEnd) },
          ].filter((u) => u.end > u.start),
          endOfDay: at(s.end),
          minutesFor: (serviceId) => learned(s.barber.id, serviceId),
        };
      }),
    line: line.map((e) => ({ id: e.id, barberId: e.barberId, serviceId: e.serviceId })),
    walkAwayShare: c.tellWalkAways === false ? undefined : walkAwayShare(walkAways.left + left, walkAways.served + served),
  });

  const join = (t: number, barberId: number | null, serviceId: number) => {
    const entry: Entry = { id: nextId++, barberId, serviceId, joinedAt: t, patience: c.patienceMedian * Math.exp(0.6 * normal(r)) };
    line.push(entry);
    const board = boardAt(t);
    const q = estimateLine(board).perEntry.get(entry.id)!;
    // The page says the line will not reach them today, or the wait is longer than they would give it: most
    // do not join (the rest join anyway, and some of those walk away later).
    if (q.pastClosing || (q.minutes > entry.patience && r() < 0.7)) {
      line.pop();
      return;
    }
    entry.quote = {
      fromMinutes: q.fromMinutes,
      toMinutes: q.toMinutes,
      minutes: q.minutes,
      position: q.position,
      firstAvailable: barberId === null,
      barbers: board.barbers.length,
      expectedBarber: q.barberId,
    };
  };

  for (let t = OPEN; t < CLOSE; t++) {
    for (const s of shifts) {
      const chair = chairs.get(s.barber.id);
      if (chair && chair.endsAt <= t) {
        const key = `${s.barber.id}:${chair.serviceId}`;
        history.set(key, [...(history.get(key) ?? []), chair.endsAt - chair.startedAt].slice(-20));
        chairs.set(s.barber.id, null);
      }
    }
    for (const a of appts) {
      if (a.state === 'pending' && a.arrivesAt !== null && a.arrivesAt <= t) a.state = 'arrived';
      if (a.state === 'pending' && t >= a.start + c.lateAfterMinutes) a.state = 'no_show';
      if (a.state === 'no_show' && a.arrivesAt === t) join(t, a.barberId, a.serviceId); // late: staff move them to the line
    }
    const working = shifts.filter((s) => t < s.end - 15);
    if (working.length > 0 && r() < (c.peakPerHour * arrivalCurve(t)) / 60) {
      const serviceId = weighted(
        r,
        SERVICES.map((x) => [x.id, x.weight] as const),
      );
      join(t, r() < c.firstAvailable ? null : pick(r, working).barber.id, serviceId);
    }
    for (let i = line.length - 1; i >= 0; i--) {
      if (t - line[i]!.joinedAt < line[i]!.patience) continue;
      line.splice(i, 1);
      left++;
    }

    for (const s of shifts) {
      if (chairs.get(s.barber.id) || t < s.start || t >= s.end || (t >= s.breakStart && t < s.breakEnd)) continue;
      const b = s.barber;
      const mine = appts
        .filter((a) => a.barberId === b.id && (a.state === 'pending' || a.state === 'arrived'))
        .sort((x, y) => x.start - y.start);
      const due = mine.find((a) => a.state === 'arrived' && a.start <= t + 5);
      const sit = (serviceId: number) =>
        chairs.set(b.id, { serviceId, startedAt: t, endsAt: t + Math.max(5, Math.round(serviceLength(b, serviceId))) });
      if (due) {
        due.state = 'served';
        sit(due.serviceId);
        continue;
      }
      const next = mine[0];
      if (next && next.start <= t) continue; // their client is due: wait for them (up to the late setting)
      const i = line.findIndex((e) => e.barberId === null || e.barberId === b.id);
      if (i < 0) continue;
      const e = line[i]!;
      const ends = t + learned(b.id, e.serviceId);
      const limit = Math.min(next?.start ?? Infinity, t < s.breakStart ? s.breakStart : Infinity, s.end);
      if (ends > limit) continue; // it would run into their next client, their break or closing: not now
      line.splice(i, 1);
      served++;
      if (e.quote) quotes.push({ ...e.quote, actual: t - e.joinedAt, servedBy: b.id });
      sit(e.serviceId);
    }
  }
  walkAways.left += left;
  walkAways.served += served;
  return { quotes, served, left };
}
