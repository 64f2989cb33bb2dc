import type { LineState } from '#shared/schemas/floor';

/* A line entry as the floor, the line and the day's end read it (floor.ts, line-entries.ts, day-end.ts). */

export type LineEntryRow = {
  id: number;
  firstName: string;
  phone: string | null;
  email: string | null;
  lang: 'en' | 'es';
  serviceId: number;
  serviceName: string;
  barberId: number | null;
  status: LineState;
  source: 'desk' | 'web' | 'door';
  joinedAt: Date;
  calledAt: Date | null;
  startedAt: Date | null;
  finishedAt: Date | null;
  chairBarberId: number | null;
  leftAt: Date | null;
  notifiedTwoAheadAt: Date | null;
  notifiedUpAt: Date | null;
  changedAt: Date;
  undo: unknown;
};
/** The statuses of an entry still in the line. */
export const LIVE = ['waiting', 'called', 'in_chair'];

export const lineEntryRow = (r: any): LineEntryRow => ({
  id: r.id,
  firstName: r.first_name,
  phone: r.phone,
  email: r.email,
  lang: r.lang,
  serviceId: r.service_id,
  serviceName: r.service_name ?? '',
  barberId: r.barber_id,
  status: r.status,
  source: r.source,
  joinedAt: new Date(r.joined_at),
  calledAt: r.called_at && new Date(r.called_at),
  startedAt: r.started_at && new Date(r.started_at),
  finishedAt: r.finished_at && new Date(r.finished_at),
  chairBarberId: r.chair_barber_id,
  leftAt: r.left_at && new Date(r.left_at),
  notifiedTwoAheadAt: r.notified_two_ahead_at,
  notifiedUpAt: r.notified_up_at,
  changedAt: new Date(r.changed_at),
  undo: r.undo,
});
