import type { Lang } from '#shared/i18n/lang';
import type { OutboxRow } from '#pwa/offline/db';
import { translate } from '#pwa/i18n/catalogue';
import { CallNextChange, DeskLineEntry, LineChange, VisitChange, type Floor, type FloorBarber } from './floor-api';

export const FLOOR_VISIT = 'floor-visit';
export const FLOOR_LINE = 'floor-line';
export const FLOOR_ADD = 'floor-add';
export const FLOOR_NEXT = 'floor-next';
export const FLOOR_KINDS: ReadonlySet<string> = new Set([FLOOR_VISIT, FLOOR_LINE, FLOOR_ADD]);

const clearChair = (barbers: FloorBarber[], kind: 'appointment' | 'line', id: number) =>
  barbers.map((b) => (b.inChair?.kind === kind && b.inChair.id === id ? { ...b, inChair: null } : b));

const seat = (barbers: FloorBarber[], barberId: number | null | undefined, chair: NonNullable<FloorBarber['inChair']>) =>
  barbers.map((b) => (b.id === barberId ? { ...b, inChair: chair } : b));

/**
 * The floor as the desk sees it with its own changes still waiting in the outbox laid over the
 * server's answer (offline, a tap shows at once and stays shown until it is sent): a visit's new
 * status, a line entry's, who sits in which chair, and the entries added at the desk (at the end of
 * the line, with a negative id). Rows needing attention or done are left out: the server decided.
 */
export function withPending(floor: Floor, rows: readonly OutboxRow[]): Floor {
  let { appointments, line, barbers } = floor;
  let added = 0;
  for (const row of rows) {
    if (row.state === 'done' || row.state === 'needs-attention' || !FLOOR_KINDS.has(row.kind)) continue;
    const startedAt = new Date(row.createdAt).toISOString();
    if (row.kind === FLOOR_VISIT) {
      const c = VisitChange.safeParse(row.payload);
      const a = c.success ? appointments.find((x) => x.id === c.data.appointmentId) : undefined;
      if (!c.success || !a) continue;
      appointments = appointments.map((x) =>
        x.id === a.id ? { ...x, visit: c.data.to, late: c.data.to === 'booked' ? x.late : false } : x,
      );
      barbers = clearChair(barbers, 'appointment', a.id);
      if (c.data.to === 'in_chair')
        barbers = seat(barbers, c.data.barberId ?? a.barberId, {
          kind: 'appointment',
          id: a.id,
          firstName: a.clientName,
          serviceName: a.serviceName,
          startedAt,
        });
    } else if (row.kind === FLOOR_LINE) {
      const c = LineChange.safeParse(row.payload);
      const e = c.success ? line.find((x) => x.id === c.data.entryId) : undefined;
      if (!c.success || !e) continue;
      const barberId = c.data.barberId ?? e.barberId;
      line = line.map((x) => (x.id === e.id ? { ...x, status: c.data.to, barberId } : x));
      barbers = clearChair(barbers, 'line', e.id);
      if (c.data.to === 'in_chair')
        barbers = seat(barbers, barberId, { kind: 'line', id: e.id, firstName: e.firstName, serviceName: e.serviceName, startedAt });
    } else {
      const c = DeskLineEntry.safeParse((row.payload as { entry?: unknown } | null)?.entry);
      if (!c.success) continue;
      added += 1;
      const serviceName = (row.payload as { serviceName?: string }).serviceName ?? '';
      line = [
        ...line,
        {
          id: -added,
          position: line.filter((x) => x.status === 'waiting' || x.status === 'called').length + 1,
          firstName: c.data.firstName,
          serviceName,
          barberId: c.data.barberId,
          status: 'waiting',
          joinedAt: startedAt,
          estimate: null,
          waitedMinutes: 0,
          source: 'desk',
        },
      ];
    }
  }
  return { ...floor, appointments, line, barbers };
}

/** A floor change as the outbox's lists name it: 'Floor: Marta Cruz → In chair', 'Floor: Lina joins the line'. */
export function floorChangeTitle(row: Pick<OutboxRow, 'kind' | 'payload'>, lang: Lang): string | undefined {
  if (row.kind === FLOOR_VISIT || row.kind === FLOOR_LINE) {
    const c = (row.kind === FLOOR_VISIT ? VisitChange : LineChange).safeParse(row.payload);
    if (!c.success) return undefined;
    const status =
      row.kind === FLOOR_VISIT
        ? translate(lang, `floor.visit.${(c.data as VisitChange).to}`)
        : translate(lang, `floor.line.${(c.data as LineChange).to}`);
    return translate(lang, c.data.undo ? 'floor.outbox.undo' : 'floor.outbox.move', { name: c.data.clientName, status });
  }
  if (row.kind === FLOOR_ADD) {
    const c = DeskLineEntry.safeParse((row.payload as { entry?: unknown } | null)?.entry);
    return c.success ? translate(lang, 'floor.outbox.add', { name: c.data.firstName }) : undefined;
  }
  if (row.kind === FLOOR_NEXT) {
    const c = CallNextChange.safeParse(row.payload);
    return c.success ? translate(lang, 'floor.outbox.next', { name: c.data.barberName }) : undefined;
  }
  return undefined;
}
