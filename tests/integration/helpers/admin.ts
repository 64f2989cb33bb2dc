import type { Db } from '../../../server/db/connect';
import { insertAppointment, insertClient } from './booking';

/** Seeded barbers and services by name (ids ascending as seeded). */
export async function adminCatalogue(db: Db) {
  const services: { id: number; name: string; price_cents: number | null; duration_min: number }[] = await db('services').select();
  const barbers: { id: number; name: string }[] = await db('barbers').select('id', 'name').where({ active: true }).orderBy('id');
  const service = (name: string) => services.find((s) => s.name === name)!;
  return {
    barba: service('Barba'),
    corte: service('Corte'),
    corteYBarba: service('Corte y Barba'),
    quimico: service('Servicios de Químico'),
    barbers,
    carlos: barbers[0]!,
    javier: barbers[1]!,
    luis: barbers[2]!,
    miguel: barbers[3]!,
  };
}

/**
 * An appointment made straight in the database with its service's price and duration (unless
 * given): live unless `status` says otherwise.
 */
export async function insertPriced(
  db: Db,
  a: {
    barberId: number;
    service: { id: number; price_cents: number | null; duration_min: number };
    date: string;
    time: string;
    status?: string;
    clientId?: number;
    walkIn?: boolean;
    priceCents?: number;
  },
) {
  const id = await insertAppointment(db, {
    barberId: a.barberId,
    serviceId: a.service.id,
    date: a.date,
    time: a.time,
    durationMin: a.service.duration_min,
    status: a.status,
    clientId: a.clientId,
  });
  await db('appointments')
    .where({ id })
    .update({ total_price_cents: a.priceCents ?? a.service.price_cents ?? 0, is_walk_in: a.walkIn ?? false });
  return id;
}

export { insertClient };

/** A fresh, empty shop day far from other tests' days: `base` plus `n` weeks (keeps the weekday). */
export function weeksAfter(base: string, n: number): string {
  const [y, m, d] = base.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d + 7 * n));
  return t.toISOString().slice(0, 10);
}
