import type { Db } from '../db/connect';
import type { VisitState } from '#shared/schemas/floor';

export type VisitRow = {
  id: number;
  status: string;
  visit: VisitState;
  barberId: number;
  serviceId: number;
  start: Date;
  firstName: string;
  lastName: string;
  serviceName: string;
  barberName: string;
  arrivedAt: Date | null;
  startedAt: Date | null;
  finishedAt: Date | null;
  chairBarberId: number | null;
  changedAt: Date | null;
  undo: unknown;
};

/** The columns a tap on a booked visit changes, and what Undo puts back. */
export type VisitColumns = {
  status: string;
  arrived_at: Date | null;
  started_at: Date | null;
  finished_at: Date | null;
  chair_barber_id: number | null;
};

/** The day's visit of an appointment (migration 025's columns). */
export function appointmentVisitsRepository(db: Db) {
  return {
    async lock(id: number): Promise<VisitRow | undefined> {
      const r = await db('appointments as a')
        .join('clients as c', 'c.id', 'a.client_id')
        .join('services as s', 's.id', 'a.service_id')
        .join('barbers as b', 'b.id', 'a.barber_id')
        .where('a.id', id)
        .forUpdate('a')
        .first(
          'a.id',
          'a.status',
          'a.visit',
          'a.barber_id',
          'a.service_id',
          db.raw('lower(a.during) as start'),
          'c.first_name',
          'c.last_name',
          's.name as service_name',
          'b.name as barber_name',
          'a.arrived_at',
          'a.started_at',
          'a.finished_at',
          'a.chair_barber_id',
          'a.visit_changed_at',
          'a.visit_undo',
        );
      if (!r) return undefined;
      return {
        id: r.id,
        status: r.status,
        visit: r.visit,
        barberId: r.barber_id,
        serviceId: r.service_id,
        start: new Date(r.start),
        firstName: r.first_name,
        lastName: r.last_name,
        serviceName: r.service_name,
        barberName: r.barber_name,
        arrivedAt: r.arrived_at,
        startedAt: r.started_at,
        finishedAt: r.finished_at,
        chairBarberId: r.chair_barber_id,
        changedAt: r.visit_changed_at,
        undo: r.visit_undo,
      };
    },
    async update(id: number, columns: VisitColumns, changedAt: Date, undo: VisitColumns | null): Promise<VisitState> {
      const [r] = await db('appointments')
        .where({ id })
        .update({ ...columns, visit_changed_at: changedAt, visit_undo: undo === null ? null : JSON.stringify(undo) })
        .returning('visit');
      return r.visit;
    },
  };
}
