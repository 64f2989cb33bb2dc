/**
 * `npm run demo`'s month, planned without I/O (server/demo/fill-demo.ts writes it): the last 30 days
 * busy and the 45 before them light (so some clients were last seen weeks or months ago), today up to
 * the current time done and the rest booked, the next 14 days filling up. Every barber works his
 * hours, never twice at once and never inside a block. Deterministic for a given input and seed.
 * Instants are shop-local (date, time) pairs.
 */
import { addDays, fromMinutes, toMinutes, weekday, weekOf } from '#shared/domain/shop-time';
import { BLOCK_REASONS, FIRST_NAMES, LAST_NAMES, NOTES } from './demo-people';

export type LocalInstant = { date: string; time: string };
export type DemoInput = {
  today: string;
  /** Minutes since midnight, shop time. */
  nowMinutes: number;
  barbers: { id: number; hours: { weekday: number; start: string; end: string }[] }[];
  /** Services that can be booked (priced). */
  services: { id: number; durationMin: number; priceCents: number }[];
  products: { id: number; name: string; priceCents: number }[];
  seed?: number;
};
export type DemoClient = {
  key: number;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string;
  notes: string | null;
  createdAt: LocalInstant;
};
export type DemoAppointment = {
  clientKey: number;
  barberId: number;
  serviceId: number;
  date: string;
  time: string;
  durationMin: number;
  priceCents: number;
  status: 'confirmed' | 'completed' | 'cancelled';
  paymentStatus: 'pending' | 'paid';
  isWalkIn: boolean;
  createdAt: LocalInstant;
  cancelledAt: LocalInstant | null;
  notes: string | null;
};
export type DemoBlock = { barberId: number | null; startDate: string; endDate: string; startTime: string; endTime: string; reason: string };
/** Every status the front desk sees (docs/decisions/044-store-operations.md), oldest orders furthest along. */
export const DEMO_ORDER_STATUSES = [
  'picked_up',
  'picked_up',
  'refunded',
  'picked_up',
  'failed',
  'canceled',
  'ready',
  'paid',
  'paid',
  'pending',
] as const;
export type DemoOrder = {
  status: (typeof DEMO_ORDER_STATUSES)[number];
  createdAt: LocalInstant;
  customer: { name: string; email: string; phone: string };
  items: { productId: number; name: string; unitPriceCents: number; quantity: number }[];
};
export type DemoPlan = { clients: DemoClient[]; appointments: DemoAppointment[]; blocks: DemoBlock[]; orders: DemoOrder[] };

export const HISTORY_DAYS = 75;
export const BUSY_PAST_DAYS = 30;
export const FUTURE_DAYS = 14;
/** Lapsed clients were last seen at least this many days ago (the reminder threshold is 14). */
export const LAPSED_AFTER_DAYS = 16;

/** A small deterministic random source. */
function rng(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!,
  };
}

const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const before = (a: LocalInstant, b: LocalInstant) => a.date < b.date || (a.date === b.date && a.time < b.time);
const minInstant = (a: LocalInstant, b: LocalInstant) => (before(a, b) ? a : b);

/** Appointments per barber on a day `offset` days from today: busy recently, lighter further away. */
function dailyLoad(offset: number, r: ReturnType<typeof rng>): number {
  if (offset < -BUSY_PAST_DAYS) return r.int(1, 2);
  if (offset <= 3) return r.int(5, 8);
  if (offset <= 7) return r.int(3, 5);
  return r.int(1, 3);
}

function blocksFor(input: DemoInput): DemoBlock[] {
  const [first, second, third] = input.barbers;
  const t = input.today;
  const full = { startTime: '09:00', endTime: '19:00' };
  return [
    ...(first
      ? [
          {
            barberId: first.id,
            startDate: addDays(t, -6),
            endDate: addDays(t, 6),
            startTime: '12:00',
            endTime: '13:00',
            reason: BLOCK_REASONS.lunch,
          },
        ]
      : []),
    ...(second ? [{ barberId: second.id, startDate: addDays(t, 6), endDate: addDays(t, 8), ...full, reason: BLOCK_REASONS.vacation }] : []),
    ...(third
      ? [
          {
            barberId: third.id,
            startDate: addDays(t, -10),
            endDate: addDays(t, -10),
            startTime: '13:00',
            endTime: '19:00',
            reason: BLOCK_REASONS.training,
          },
        ]
      : []),
    {
      barberId: null,
      startDate: addDays(t, 3),
      endDate: addDays(t, 3),
      startTime: '17:00',
      endTime: '19:00',
      reason: BLOCK_REASONS.meeting,
    },
  ];
}

/** Blocked minute windows of one barber on one day. */
function blockedWindows(blocks: DemoBlock[], barberId: number, date: string): [number, number][] {
  return blocks
    .filter((b) => (b.barberId === null || b.barberId === barberId) && b.startDate <= date && date <= b.endDate)
    .map((b) => [toMinutes(b.startTime), toMinutes(b.endTime)]);
}

function makeClients(r: ReturnType<typeof rng>, today: string) {
  const clients: DemoClient[] = [];
  const groups = { regular: [] as number[], lapsed: [] as number[], newcomer: [] as number[] };
  // About 150 regulars come every few weeks: a busy month of some 700 visits.
  const sizes = { regular: 150, lapsed: 14, newcomer: 8 } as const;
  let i = 0;
  for (const group of ['regular', 'lapsed', 'newcomer'] as const) {
    for (let n = 0; n < sizes[group]; n++, i++) {
      const firstName = FIRST_NAMES[(i * 7) % FIRST_NAMES.length]!;
      const lastName = `${LAST_NAMES[(i * 11 + Math.floor(i / FIRST_NAMES.length)) % LAST_NAMES.length]!}${i % 5 === 0 ? ` ${LAST_NAMES[(i * 3 + 1) % LAST_NAMES.length]!}` : ''}`;
      // A few regulars come in without ever giving an email (walk-ins).
      const email =
        group === 'regular' && i % 9 === 4 ? null : `${ascii(firstName)}.${ascii(lastName).replace(/\s+/g, '')}${i}@example.com`;
      const phone = `${i % 4 === 3 ? '939' : '787'}-555-${String(100 + i).padStart(4, '0')}`;
      clients.push({
        key: i,
        firstName,
        lastName,
        email,
        phone,
        notes: i % 13 === 6 ? r.pick(NOTES) : null,
        // Newcomers' creation is set from their first booking below.
        createdAt: { date: addDays(today, -r.int(100, 240)), time: fromMinutes(r.int(9 * 60, 18 * 60)) },
      });
      groups[group].push(i);
    }
  }
  return { clients, groups };
}

export function planDemo(input: DemoInput): DemoPlan {
  const r = rng(input.seed ?? 2026);
  const { today } = input;
  const now: LocalInstant = { date: today, time: fromMinutes(Math.max(0, input.nowMinutes - 1)) };
  const weekStart = weekOf(today).start;
  const blocks = blocksFor(input);
  const { clients, groups } = makeClients(r, today);
  // Each lapsed client was last seen on his own day, 16 to about 70 days ago.
  const lapsedUntil = new Map(groups.lapsed.map((k, i) => [k, -LAPSED_AFTER_DAYS - i * 4]));
  const lastVisitPending = new Set(groups.lapsed);
  const unusedNewcomers = [...groups.newcomer];
  const newcomerFirstBooking = new Map<number, LocalInstant>();
  const appointments: DemoAppointment[] = [];

  for (let offset = -HISTORY_DAYS; offset <= FUTURE_DAYS; offset++) {
    const date = addDays(today, offset);
    for (const barber of input.barbers) {
      const hours = barber.hours.find((h) => h.weekday === weekday(date));
      if (!hours) continue;
      const close = toMinutes(hours.end);
      const blocked = blockedWindows(blocks, barber.id, date);
      let at = toMinutes(hours.start) + r.int(0, 2) * 30;
      for (let n = dailyLoad(offset, r); n > 0;) {
        const service = r.pick(input.services);
        if (at + service.durationMin > close) break;
        const hit = blocked.find(([s, e]) => at < e && s < at + service.durationMin);
        if (hit) {
          at = Math.ceil(hit[1] / 30) * 30;
          continue;
        }
        const start: LocalInstant = { date, time: fromMinutes(at) };
        const done = offset < 0 || (offset === 0 && at + service.durationMin <= input.nowMinutes);
        const started = offset < 0 || (offset === 0 && at <= input.nowMinutes);
        const isWalkIn = started && r.next() < 0.15;
        let clientKey: number;
        const lastDue = [...lastVisitPending].find((k) => lapsedUntil.get(k)! - 3 <= offset && offset <= lapsedUntil.get(k)!);
        const lapsedNow = groups.lapsed.filter((k) => offset <= lapsedUntil.get(k)!);
        if (lastDue !== undefined) {
          clientKey = lastDue;
          lastVisitPending.delete(lastDue);
        } else if (date >= weekStart && !isWalkIn && unusedNewcomers.length && r.next() < 0.4) clientKey = unusedNewcomers.shift()!;
        else if (lapsedNow.length && r.next() < 0.2) clientKey = r.pick(lapsedNow);
        else clientKey = r.pick(groups.regular);
        const isNewcomer = groups.newcomer.includes(clientKey);
        // Booked one to ten days ahead (newcomers within this week), never after now; a walk-in when it starts.
        let createdAt: LocalInstant = isWalkIn ? start : { date: addDays(date, -r.int(1, 10)), time: fromMinutes(r.int(8 * 60, 21 * 60)) };
        if (isNewcomer && createdAt.date < weekStart) createdAt = { date: weekStart, time: '08:00' };
        createdAt = minInstant(createdAt, now);
        if (isNewcomer) newcomerFirstBooking.set(clientKey, minInstant(newcomerFirstBooking.get(clientKey) ?? createdAt, createdAt));
        const cancelled = !isWalkIn && r.next() < 0.07;
        appointments.push({
          clientKey,
          barberId: barber.id,
          serviceId: service.id,
          date,
          time: start.time,
          durationMin: service.durationMin,
          priceCents: service.priceCents,
          isWalkIn,
          createdAt,
          status: cancelled ? 'cancelled' : done ? 'completed' : 'confirmed',
          paymentStatus: done && !cancelled ? 'paid' : 'pending',
          cancelledAt: cancelled ? minInstant({ date: addDays(date, -1), time: '18:00' }, now) : null,
          notes: isWalkIn || r.next() > 0.1 ? null : 'First time with a beard trim',
        });
        // Cancelled bookings were also made: the slot counts as used so nothing overlaps.
        at += Math.ceil(service.durationMin / 30) * 30 + r.int(0, 3) * 30;
        n--;
      }
    }
  }
  // A newcomer became a client with his first booking (this week).
  for (const key of groups.newcomer)
    clients[key]!.createdAt = newcomerFirstBooking.get(key) ?? minInstant({ date: weekStart, time: '08:00' }, now);
  const used = new Set(appointments.map((a) => a.clientKey));
  return {
    clients: clients.filter((c) => used.has(c.key) || groups.newcomer.includes(c.key)),
    appointments,
    blocks,
    orders: planOrders(input, r, now),
  };
}

function planOrders(input: DemoInput, r: ReturnType<typeof rng>, now: LocalInstant): DemoOrder[] {
  if (input.products.length === 0) return [];
  const last = DEMO_ORDER_STATUSES.length - 1;
  // Oldest first, so the statuses run from picked up (weeks ago) to awaiting payment (now).
  const offsets = Array.from({ length: last }, () => -r.int(1, BUSY_PAST_DAYS)).sort((a, b) => a - b);
  return DEMO_ORDER_STATUSES.map((status, i) => {
    const offset = status === 'paid' || status === 'ready' ? Math.max(offsets[i]!, -1) : offsets[i]!;
    // The one awaiting payment was started just now (30 minutes unpaid would give its stock back).
    const createdAt =
      i === last ? now : minInstant({ date: addDays(input.today, offset), time: fromMinutes(r.int(10 * 60, 18 * 60)) }, now);
    const picked = new Map<number, DemoOrder['items'][number]>();
    for (let n = r.int(1, 3); n > 0; n--) {
      const p = r.pick(input.products);
      picked.set(p.id, { productId: p.id, name: p.name, unitPriceCents: p.priceCents, quantity: r.int(1, 2) });
    }
    const [first, lastName] = [r.pick(FIRST_NAMES), r.pick(LAST_NAMES)];
    const customer = {
      name: `${first} ${lastName}`,
      email: `${ascii(first)}.${ascii(lastName)}${i}@example.com`,
      phone: `787-555-${String(200 + i).padStart(4, '0')}`,
    };
    return { status, createdAt, customer, items: [...picked.values()] };
  });
}
