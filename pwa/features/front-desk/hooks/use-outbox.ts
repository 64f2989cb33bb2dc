import { useEffect, useMemo, useRef } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AdminAppointment } from '#shared/schemas/admin-appointment';
import type { OutboxRow } from '#pwa/offline/db';
import { waitingRows } from '#pwa/offline/outbox-store';
import { startReplay } from '#pwa/offline/replay';
import { queryKeys } from '#pwa/lib/query-keys';
import { useBarbers, useDeskServices } from '#pwa/lib/catalogue';
import { refreshAfterAppointmentChange } from '../../staff-shell/lib/invalidate';
import { outboxHandlers, WALK_IN } from '../lib/outbox-kinds';
import { outboxView, type OutboxView } from '../lib/outbox-view';
import { shopToday } from '../../staff-shell/lib/shop-today';
import { useT } from '#pwa/i18n/use-t';

/** The outbox's waiting changes, oldest first, live (this tab's and every other tab's changes). */
export function useOutboxRows(): OutboxRow[] | undefined {
  return useLiveQuery(waitingRows, []);
}

/** What the Manage tab shows of the outbox: queued rows, marked cancellations, needs attention. */
export function useOutboxView(): OutboxView {
  const rows = useOutboxRows();
  const barbers = useBarbers();
  const services = useDeskServices(); // a queued walk-in may be for a staff-only service
  const { lang } = useT();
  return useMemo(
    () => outboxView(rows ?? [], shopToday(), { barbers: barbers.data, services: services.data }, lang),
    [rows, barbers.data, services.data, lang],
  );
}

/** A replayed change's answer goes into today's list at once (no gap before the list refreshes). */
function applySynced(queryClient: QueryClient, row: OutboxRow, result: unknown) {
  const appt = result as AdminAppointment | undefined;
  if (!appt || appt.appointmentDate !== shopToday()) return;
  queryClient.setQueryData<AdminAppointment[]>(queryKeys.adminAppointments({ date: 'today' }), (list) => {
    if (!list) return list;
    if (row.kind === WALK_IN) return list.some((a) => a.id === appt.id) ? list : [...list, appt];
    return list.map((a) => (a.id === appt.id ? appt : a));
  });
}

/**
 * Runs the outbox while the dashboard is open (docs/decisions/006b-outbox.md), and refreshes the
 * lists whenever a change leaves the queue, whichever tab sent it.
 */
export function useOutboxReplay(): void {
  const queryClient = useQueryClient();
  useEffect(
    () => startReplay({ handlers: outboxHandlers, onSynced: (row, result) => applySynced(queryClient, row, result) }),
    [queryClient],
  );

  const rows = useOutboxRows();
  const queued = useRef<Set<string> | undefined>(undefined);
  useEffect(() => {
    if (!rows) return;
    const now = new Set(rows.filter((r) => r.state !== 'needs-attention').map((r) => r.id));
    const before = queued.current;
    queued.current = now;
    if (before && [...before].some((id) => !now.has(id))) void refreshAfterAppointmentChange(queryClient);
  }, [rows, queryClient]);
}
