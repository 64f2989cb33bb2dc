import type { Db } from '../db/connect';
import { daysSinceLastVisit } from '#shared/domain/analytics';
import { shopDate } from '#shared/domain/shop-time';
import type { ClientDetails, ClientWithHistory } from '#shared/schemas/client-history';
import { notFound } from '../errors';
import { adminClientsRepository, type ClientWithLastVisit } from '../repositories/admin-clients';
import { adminAppointmentsRepository } from '../repositories/admin-appointments';
import { presentClient } from '../repositories/clients';

function withHistory(r: ClientWithLastVisit, last: ClientWithHistory['lastAppointment'], today: string): ClientWithHistory {
  const days = daysSinceLastVisit(r.last_date, today);
  return {
    client: presentClient(r),
    lastAppointment: last,
    daysSinceLastVisit: days,
    reminderDue: r.reminder_due,
    lastReminderAt: r.last_reminder_at ? new Date(r.last_reminder_at).toISOString() : null,
    noShows: r.no_shows ?? 0,
  };
}

/**
 * `GET /api/clients/with-history`: matching clients with their last visit, in shop time, and whether a
 * lapsed-client reminder is due (`everyDays`: the owner's quiet period between two).
 */
export async function clientsWithHistory(db: Db, now: Date, search: string | undefined, everyDays: number): Promise<ClientWithHistory[]> {
  const today = shopDate(now);
  const rows = await adminClientsRepository(db).search(now, search, everyDays);
  const last = await adminAppointmentsRepository(db).findMany(rows.flatMap((r) => (r.last_id ? [r.last_id] : [])));
  return rows.map((r) => withHistory(r, r.last_id ? (last.get(r.last_id) ?? null) : null, today));
}

/** `GET /api/clients/:id/details`: the client, the last visit and every appointment, newest first. */
export async function clientDetails(db: Db, now: Date, id: number, everyDays: number): Promise<ClientDetails> {
  const today = shopDate(now);
  const row = await adminClientsRepository(db).withLastVisit(id, now, everyDays);
  if (!row) throw notFound('Client not found');
  const appointments = await adminAppointmentsRepository(db).ofClient(id);
  const last = appointments.find((a) => a.id === row.last_id) ?? null;
  return { ...withHistory(row, last, today), appointments };
}
