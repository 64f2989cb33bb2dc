import type { Db } from '../db/connect';
import { daysSinceLastVisit, isDueReminder } from '#shared/domain/analytics';
import { shopDate } from '#shared/domain/shop-time';
import type { ClientDetails, ClientWithHistory } from '#shared/schemas/client-history';
import { notFound } from '../errors';
import { adminClientsRepository, type ClientWithLastVisit } from '../repositories/admin-clients';
import { adminAppointmentsRepository } from '../repositories/admin-appointments';
import { presentClient } from '../repositories/clients';

function withHistory(r: ClientWithLastVisit, last: ClientWithHistory['lastAppointment'], today: string): ClientWithHistory {
  const days = daysSinceLastVisit(r.last_date, today);
  return { client: presentClient(r), lastAppointment: last, daysSinceLastVisit: days, reminderDue: isDueReminder(days) && !r.reminded_recently };
}

/** `GET /api/clients/with-history`: matching clients with their last visit, in shop time. */
export async function clientsWithHistory(db: Db, now: Date, search: string | undefined): Promise<ClientWithHistory[]> {
  const today = shopDate(now);
  const rows = await adminClientsRepository(db).search(now, search);
  const last = await adminAppointmentsRepository(db).findMany(rows.flatMap((r) => (r.last_id ? [r.last_id] : [])));
  return rows.map((r) => withHistory(r, r.last_id ? (last.get(r.last_id) ?? null) : null, today));
}

/** `GET /api/clients/:id/details`: the client, the last visit and every appointment, newest first. */
export async function clientDetails(db: Db, now: Date, id: number): Promise<ClientDetails> {
  const today = shopDate(now);
  const row = await adminClientsRepository(db).withLastVisit(id, now);
  if (!row) throw notFound('Client not found');
  const appointments = await adminAppointmentsRepository(db).ofClient(id);
  const last = appointments.find((a) => a.id === row.last_id) ?? null;
  return { ...withHistory(row, last, today), appointments };
}
