import type { Barber, Service } from '#shared/schemas/catalogue';
import { WalkInInput, type WalkIn } from '#shared/schemas/walk-in';
import type { Lang } from '#shared/i18n/lang';
import type { OutboxRow } from '#pwa/offline/db';
import { isUnsent } from '#pwa/offline/outbox-rules';
import type { AppointmentNow } from '#shared/schemas/admin-appointment';
import { to12Hour } from '#shared/domain/shop-time';
import { translate } from '#pwa/i18n/catalogue';
import { CANCEL, CANCEL_WALK_IN, CancelChange, CancelWalkIn, WALK_IN } from './outbox-kinds';
import { refusalOf, refusalText } from '../../staff-shell/lib/refusal';
import { floorChangeTitle } from '../floor/floor-pending';
import type { TodayItem } from './today-items';

/** A queued change as staff see it outside today's list (another day, or needing attention). */
export type ChangeLine = {
  id: string;
  kind: string;
  /** 'Walk-in: Ana Rivera' / 'Cancellation: Ana Rivera'. */
  title: string;
  date: string;
  time: string;
  barberName: string;
  serviceName?: string;
  /** The server's message, for a change needing attention (in the page's language when the desk can say it). */
  message?: string;
  /** The appointment as it is now, when the change was refused because it changed since it was made. */
  current?: AppointmentNow;
  /** The walk-in as queued (to prefill "Choose another time"), or the cancellation (to try again). */
  walkIn?: WalkIn;
  cancel?: CancelChange;
  /** A walk-in waiting to sync that staff may still cancel (no undo waits behind it yet). */
  undoable?: boolean;
};

export type OutboxView = {
  /** Walk-ins for today waiting to sync: rows in Today's Appointments. */
  queuedToday: TodayItem[];
  /** Today's appointments whose cancellation waits to sync. */
  pendingIds: Set<number>;
  /** Queued cancellations never sent yet, by appointment id → outbox id: staff may still withdraw them. */
  withdrawable: Map<number, string>;
  /** Every appointment (any day) whose cancellation waits to sync: the Appointments tab marks them. */
  cancellingIds: Set<number>;
  /**
   * Today's walk-ins being undone after they were sent (their appointment id is not known yet): the
   * server row that matches (same time, client and barber) is shown 'Waiting to sync'.
   */
  pendingVisits: Array<Pick<TodayItem, 'time' | 'clientName' | 'barberName'>>;
  /** Waiting changes today's list cannot show (walk-ins for another day, cancellations of one). */
  otherWaiting: ChangeLine[];
  needsAttention: ChangeLine[];
};

type Names = { barbers?: readonly Barber[]; services?: readonly Service[] };

const nameOf = (list: readonly { id: number; name: string }[] | undefined, id: number, fallback: string) =>
  list?.find((x) => x.id === id)?.name ?? fallback;

/**
 * The line of a queued cancellation (of an appointment or of a sent walk-in): whose, when and with whom,
 * or only "Cancellation" when its payload does not parse.
 */
function cancellationLine(
  row: OutboxRow,
  data: CancelWalkIn | CancelChange | undefined,
  message: string | undefined,
  lang: Lang,
): ChangeLine {
  if (!data)
    return { id: row.id, kind: row.kind, title: translate(lang, 'admin.outbox.cancellation'), date: '', time: '', barberName: '', message };
  return {
    id: row.id,
    kind: row.kind,
    title: translate(lang, 'admin.outbox.cancellationOf', { name: data.clientName }),
    date: data.date,
    time: data.time,
    barberName: data.barberName ?? '',
    message,
  };
}

function lineOf(row: OutboxRow, names: Names, lang: Lang): ChangeLine {
  const refusal = row.state === 'needs-attention' ? refusalOf(row.refusal) : undefined;
  const words = {
    t: (id: Parameters<typeof translate>[1], v?: Parameters<typeof translate>[2]) => translate(lang, id, v),
    time: (x: string) => to12Hour(x, lang),
  };
  const message = row.state === 'needs-attention' && row.lastError !== undefined ? refusalText(refusal, row.lastError, words) : undefined;
  const current = refusal?.current;
  if (row.kind === WALK_IN) {
    const w = WalkInInput.safeParse(row.payload);
    if (!w.success)
      return { id: row.id, kind: row.kind, title: translate(lang, 'admin.outbox.walkIn'), date: '', time: '', barberName: '', message };
    const { data } = w;
    return {
      id: row.id,
      kind: row.kind,
      title: translate(lang, 'admin.outbox.walkInOf', { name: data.clientName }),
      date: data.date,
      time: data.time,
      message,
      walkIn: data,
      barberName: nameOf(names.barbers, data.barberId, translate(lang, 'admin.outbox.barberN', { id: data.barberId })),
      serviceName: nameOf(names.services, data.serviceId, translate(lang, 'admin.outbox.serviceN', { id: data.serviceId })),
    };
  }
  if (row.kind === CANCEL_WALK_IN) {
    const c = CancelWalkIn.safeParse(row.payload);
    return cancellationLine(row, c.success ? c.data : undefined, message, lang);
  }
  if (row.kind === CANCEL) {
    const c = CancelChange.safeParse(row.payload);
    const line = cancellationLine(row, c.success ? c.data : undefined, message, lang);
    return c.success ? { ...line, cancel: c.data, ...(current && { current }) } : line;
  }
  const title = floorChangeTitle(row, lang) ?? translate(lang, 'admin.outbox.change', { kind: row.kind });
  return { id: row.id, kind: row.kind, title, date: '', time: '', barberName: '', message };
}

/** The queued walk-ins an undo already waits behind (they get no second Cancel button). */
function walkInsBeingUndone(rows: readonly OutboxRow[]): Set<string> {
  const ids = new Set<string>();
  for (const r of rows) {
    if (r.kind !== CANCEL_WALK_IN || r.state === 'done' || r.state === 'needs-attention') continue;
    const c = CancelWalkIn.safeParse(r.payload);
    if (c.success) ids.add(c.data.walkInId);
  }
  return ids;
}

/**
 * Splits the outbox's waiting rows (oldest first) into what each part of the Manage tab shows. A
 * queued walk-in for today carries its outbox id, so staff can cancel it before it is sent.
 */
export function outboxView(rows: readonly OutboxRow[], today: string, names: Names, lang: Lang = 'en'): OutboxView {
  const view: OutboxView = {
    queuedToday: [],
    pendingIds: new Set(),
    withdrawable: new Map(),
    cancellingIds: new Set(),
    pendingVisits: [],
    otherWaiting: [],
    needsAttention: [],
  };
  const undone = walkInsBeingUndone(rows);
  for (const row of rows) {
    if (row.state === 'done') continue;
    const line = lineOf(row, names, lang);
    if (line.cancel && row.state !== 'needs-attention') view.cancellingIds.add(line.cancel.appointmentId);
    if (line.cancel && isUnsent(row)) view.withdrawable.set(line.cancel.appointmentId, row.id);
    if (row.state === 'needs-attention') {
      view.needsAttention.push(line);
    } else if (line.walkIn && line.date === today) {
      const w = line.walkIn;
      view.queuedToday.push({
        key: row.id,
        time: w.time,
        clientName: w.clientName,
        clientPhone: w.clientPhone,
        clientEmail: w.clientEmail,
        barberName: line.barberName,
        serviceName: line.serviceName ?? '',
        isWalkIn: true,
        pending: true,
        outboxId: row.id,
        undoable: !undone.has(row.id),
      });
    } else if (row.kind === CANCEL_WALK_IN && line.date === today) {
      view.pendingVisits.push({ time: line.time, clientName: (row.payload as CancelWalkIn).clientName, barberName: line.barberName });
    } else if (row.kind === CANCEL && line.date === today) {
      view.pendingIds.add((row.payload as CancelChange).appointmentId);
    } else {
      view.otherWaiting.push(line.walkIn ? { ...line, undoable: !undone.has(row.id) } : line);
    }
  }
  return view;
}
