import type { Db } from '../db/connect';
import { shopDate, shopInstant } from '#shared/domain/shop-time';
import { estimateLine, learnedMinutes, walkAwayShare } from '#shared/domain/line-estimate';
import { isLate } from '#shared/domain/visit-lifecycle';
import type { Board, Floor, LineEntryView, PublicLine, Range } from '#shared/schemas/floor';
import { floorRepository, type FloorDay, type Window } from '../repositories/floor';
import { loadLineSettings, type LineSettings } from './line-settings';

/** Everything the floor's pages show, computed once from one read of the day. */
export type FloorModel = {
  floor: Floor;
  /** Each live entry's own view (`GET /api/line/:token`), by entry id. */
  entries: Map<number, LineEntryView>;
  publicLine: PublicLine;
  board: Board;
};

const MIN = 60_000;
const at = (date: string, minute: number) => new Date(shopInstant(date).getTime() + minute * MIN);
const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);
const nameAndInitial = (first: string, last = '') => (last.trim() ? `${first.trim()} ${last.trim()[0]!.toUpperCase()}.` : first.trim());
const publicName = (first: string, last?: string) => nameAndInitial(first.split(/\s+/)[0] ?? first, last);

/** Before the barber starts, the gaps between their windows of the day, and the blocks over them. */
function unavailable(date: string, hours: Window[], blocks: Window[]): Array<{ start: Date; end: Date }> {
  const out: Array<{ start: Date; end: Date }> = [{ start: at(date, 0), end: at(date, hours[0]!.start) }];
  for (let i = 1; i < hours.length; i++)
    if (hours[i]!.start > hours[i - 1]!.end) out.push({ start: at(date, hours[i - 1]!.end), end: at(date, hours[i]!.start) });
  for (const b of blocks) out.push({ start: at(date, b.start), end: at(date, b.end) });
  return out.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** The floor at `now`, from the day as read (docs/decisions/067-floor-data-model-and-live-channel.md). */
export function floorModel(day: FloorDay, now: Date, date: string, settings: LineSettings): FloorModel {
  const serviceMinutes = new Map(day.services.map((s) => [s.id, s.durationMin]));
  const minutes = (barberId: number, serviceId: number) =>
    learnedMinutes(day.durations.get(`${barberId}:${serviceId}`) ?? [], serviceMinutes.get(serviceId) ?? 30);
  const working = (b: FloorDay['barbers'][number]) => !day.closed && !b.timeOff && b.hours.length > 0;
  const inChair = new Map<number, Floor['barbers'][number]['inChair']>();
  for (const a of day.appointments) {
    if (a.visit === 'in_chair' && a.chairBarberId && a.startedAt) {
      inChair.set(a.chairBarberId, {
        kind: 'appointment',
        id: a.id,
        firstName: a.firstName,
        serviceName: a.serviceName,
        startedAt: iso(a.startedAt)!,
        minutes: minutes(a.chairBarberId, a.serviceId),
      });
    }
  }
  for (const e of day.line) {
    if (e.status === 'in_chair' && e.chairBarberId && e.startedAt) {
      inChair.set(e.chairBarberId, {
        kind: 'line',
        id: e.id,
        firstName: e.firstName,
        serviceName: e.serviceName,
        startedAt: iso(e.startedAt)!,
        minutes: minutes(e.chairBarberId, e.serviceId),
      });
    }
  }
  const toCome = day.appointments.filter((a) => a.visit === 'booked' || a.visit === 'arrived');
  const waiting = [
    ...day.line.filter((e) => e.status === 'called').sort((a, b) => (a.calledAt?.getTime() ?? 0) - (b.calledAt?.getTime() ?? 0)),
    ...day.line.filter((e) => e.status === 'waiting'),
  ];
  const workingBarbers = day.barbers.filter(working);
  const estimate = estimateLine({
    now,
    barbers: workingBarbers.map((b) => {
      const chair = inChair.get(b.id);
      return {
        id: b.id,
        ...(chair ? { inChair: { startedAt: new Date(chair.startedAt), minutes: chair.minutes } } : {}),
        appointments: toCome
          .filter((a) => a.barberId === b.id)
          .map((a) => ({ start: a.start, minutes: minutes(b.id, a.serviceId), arrived: a.visit === 'arrived' })),
        unavailable: unavailable(
          date,
          b.hours,
          day.blocks.filter((x) => x.barberId === null || x.barberId === b.id),
        ),
        endOfDay: at(date, b.hours[b.hours.length - 1]!.end),
        minutesFor: (serviceId: number) => minutes(b.id, serviceId),
      };
    }),
    line: waiting.map((e) => ({ id: e.id, barberId: e.barberId, serviceId: e.serviceId })),
    walkAwayShare: walkAwayShare(day.outcomes?.left ?? 0, day.outcomes?.served ?? 0),
  });
  const perBarber = new Map(estimate.perBarber.map((p) => [p.barberId, p]));
  const range = (r: { fromMinutes: number; toMinutes: number } | undefined | null): Range | null =>
    r ? { fromMinutes: r.fromMinutes, toMinutes: r.toMinutes } : null;

  const line: Floor['line'] = waiting
    .map((e) => {
      const p = estimate.perEntry.get(e.id);
      return {
        id: e.id,
        position: p?.position ?? 0,
        firstName: e.firstName,
        serviceId: e.serviceId,
        serviceName: e.serviceName,
        barberId: e.barberId,
        status: e.status,
        source: e.source,
        joinedAt: iso(e.joinedAt)!,
        calledAt: iso(e.calledAt),
        startedAt: null,
        chairBarberId: null,
        estimate: range(p),
        waitedMinutes: Math.max(0, Math.floor((now.getTime() - e.joinedAt.getTime()) / MIN)),
        hasPhone: e.phone !== null,
        hasEmail: e.email !== null,
        changedAt: iso(e.changedAt)!,
      };
    })
    .sort((a, b) => a.position - b.position);
  const appointments: Floor['appointments'] = day.appointments.map((a) => ({
    id: a.id,
    clientId: a.clientId,
    clientName: `${a.firstName} ${a.lastName}`.trim(),
    firstName: a.firstName,
    barberId: a.barberId,
    barberName: a.barberName,
    serviceId: a.serviceId,
    serviceName: a.serviceName,
    start: iso(a.start)!,
    minutes: a.minutes,
    visit: a.visit,
    late: a.visit === 'booked' && isLate(a.start, a.arrivedAt, now, settings.lateAfterMinutes),
    arrivedAt: iso(a.arrivedAt),
    startedAt: iso(a.startedAt),
    finishedAt: iso(a.finishedAt),
    chairBarberId: a.chairBarberId,
    changedAt: iso(a.changedAt),
  }));
  const barbers: Floor['barbers'] = day.barbers.map((b) => {
    const next = [
      ...toCome
        .filter((a) => a.barberId === b.id)
        .map((a) => ({ kind: 'appointment' as const, id: a.id, firstName: a.firstName, at: iso(a.start) })),
      ...line
        .filter((e) => e.barberId === b.id || (e.barberId === null && estimate.perEntry.get(e.id)?.barberId === b.id))
        .map((e) => ({ kind: 'line' as const, id: e.id, firstName: e.firstName, at: null })),
    ];
    const free = perBarber.get(b.id);
    return {
      id: b.id,
      name: b.name,
      working: working(b),
      inChair: inChair.get(b.id) ?? null,
      freeAt: free ? iso(new Date(now.getTime() + free.fromMinutes * MIN)) : null,
      next,
    };
  });
  const wait = range(estimate.firstAvailable);
  const floor: Floor = { now: now.toISOString(), settings, barbers, appointments, line, wait };

  // "N ahead of you": those earlier in the line who may take the client's chair first (for a barber: theirs and
  // first-available ones; for first available: everyone earlier). Pessimistic, as the range is.
  const ahead = new Map<number, number>();
  waiting.forEach((e, i) =>
    ahead.set(e.id, waiting.slice(0, i).filter((o) => e.barberId === null || o.barberId === null || o.barberId === e.barberId).length),
  );
  const entries = new Map<number, LineEntryView>();
  for (const e of day.line) {
    const p = line.find((x) => x.id === e.id);
    const position = e.status === 'waiting' && p ? (ahead.get(e.id) ?? 0) + 1 : 0;
    entries.set(e.id, {
      status: e.status,
      firstName: e.firstName,
      position,
      ahead: Math.max(0, position - 1),
      estimate: e.status === 'waiting' ? (p?.estimate ?? null) : null,
      serviceId: e.serviceId,
      barberId: e.barberId ?? e.chairBarberId,
    });
  }
  const publicLine: PublicLine = {
    paused: settings.onlineJoinPaused,
    firstAvailable: wait,
    barbers: day.barbers.map((b) => {
      const r = perBarber.get(b.id);
      return {
        id: b.id,
        name: b.name,
        working: working(b) && r !== undefined,
        fromMinutes: r?.fromMinutes ?? 0,
        toMinutes: r?.toMinutes ?? 0,
      };
    }),
  };
  const names = new Map(day.barbers.map((b) => [b.id, b.name]));
  const clientName = new Map(day.appointments.map((a) => [a.id, publicName(a.firstName, a.lastName)]));
  const board: Board = {
    barbers: barbers
      .filter((b) => b.working)
      .map((b) => ({
        id: b.id,
        name: b.name,
        inChair: b.inChair ? (b.inChair.kind === 'appointment' ? clientName.get(b.inChair.id)! : publicName(b.inChair.firstName)) : null,
        next: b.next.slice(0, 3).map((n) => (n.kind === 'appointment' ? clientName.get(n.id)! : publicName(n.firstName))),
      })),
    line: line
      .filter((e) => e.status === 'waiting')
      .map((e) => ({
        position: e.position,
        name: publicName(e.firstName),
        barberName: e.barberId ? (names.get(e.barberId) ?? null) : null,
        estimate: e.estimate,
      })),
    wait,
  };
  return { floor, entries, publicLine, board };
}

/** Reads the day and computes the floor (`GET /api/floor`, the public line pages, the board and their events). */
export async function loadFloor(db: Db, now: Date): Promise<FloorModel> {
  const date = shopDate(now);
  const [day, settings] = await Promise.all([floorRepository(db).loadDay(date), loadLineSettings(db)]);
  return floorModel(day, now, date, settings);
}
