import type { AdminAppointment } from '#shared/schemas/admin-appointment';
import type { Service } from '#shared/schemas/catalogue';
import type { OutboxRow } from '#pwa/offline/db';
import { CANCEL, CANCEL_WALK_IN, CancelChange, CancelWalkIn, WALK_IN } from './outbox-kinds';
import { WalkInInput } from '#shared/schemas/walk-in';
import { sameVisit } from './today-items';

/**
 * What the changes waiting in the outbox add to the stat cards (docs/decisions/073-outbox-through-a-bad-day.md), so
 * the counts on screen include what staff did offline: a queued walk-in adds one appointment (and
 * its service's price, when today), a queued cancellation takes one away (and its price, when it is
 * in today's saved list). `today` / `week` count the changes that moved each card, to mark it
 * pending. Changes needing attention were refused: they count for nothing.
 */
export type PendingStats = {
  todayAppointments: number;
  todayRevenue: number;
  weekAppointments: number;
  /** How many waiting changes moved the today cards, and the week card. */
  todayChanges: number;
  weekChanges: number;
};

type Context = {
  today: string;
  week: { start: string; end: string };
  services?: readonly Service[];
  todayList?: readonly AdminAppointment[];
};

export const NO_PENDING: PendingStats = { todayAppointments: 0, todayRevenue: 0, weekAppointments: 0, todayChanges: 0, weekChanges: 0 };

const waiting = (r: OutboxRow) => r.state === 'pending' || r.state === 'sending';
const cents = (dollars: number) => Math.round(dollars * 100);

export function pendingStats(rows: readonly OutboxRow[], ctx: Context): PendingStats {
  const live = rows.filter(waiting);
  const inWeek = (date: string) => date >= ctx.week.start && date <= ctx.week.end;
  const liveIds = new Set(live.map((r) => r.id));
  const undone = new Set(
    live
      .filter((r) => r.kind === CANCEL_WALK_IN)
      .flatMap((r) => {
        const c = CancelWalkIn.safeParse(r.payload);
        return c.success ? [c.data.walkInId] : [];
      }),
  );
  let today = 0;
  let revenueCents = 0;
  let week = 0;
  let todayChanges = 0;
  let weekChanges = 0;
  const count = (date: string, sign: 1 | -1, priceCents: number) => {
    if (!inWeek(date)) return;
    week += sign;
    weekChanges += 1;
    if (date !== ctx.today) return;
    today += sign;
    revenueCents += sign * priceCents;
    todayChanges += 1;
  };
  const livePrice = (a: AdminAppointment | undefined) => (a && a.status !== 'cancelled' ? cents(Number(a.totalPrice)) : 0);

  for (const row of live) {
    if (row.kind === WALK_IN) {
      if (undone.has(row.id)) continue; // taken back before it reached the server: it counts for nothing
      const w = WalkInInput.safeParse(row.payload);
      if (!w.success) continue;
      const price = ctx.services?.find((s) => s.id === w.data.serviceId)?.price ?? 0;
      count(w.data.date, 1, cents(price));
    } else if (row.kind === CANCEL) {
      const c = CancelChange.safeParse(row.payload);
      if (!c.success) continue;
      count(c.data.date, -1, livePrice(ctx.todayList?.find((a) => a.id === c.data.appointmentId)));
    } else if (row.kind === CANCEL_WALK_IN) {
      const c = CancelWalkIn.safeParse(row.payload);
      if (!c.success || liveIds.has(c.data.walkInId)) continue; // its walk-in is not on the server yet: not counted there
      const visit = { time: c.data.time, clientName: c.data.clientName, barberName: c.data.barberName ?? '' };
      const appt = ctx.todayList?.find(
        (a) =>
          a.status !== 'cancelled' && sameVisit(visit, { time: a.appointmentTime, clientName: a.clientName, barberName: a.barberName }),
      );
      count(c.data.date, -1, livePrice(appt));
    }
  }
  return { todayAppointments: today, todayRevenue: revenueCents / 100, weekAppointments: week, todayChanges, weekChanges };
}
