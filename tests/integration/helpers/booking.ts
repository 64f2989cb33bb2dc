import type { Db } from '../../../server/db/connect';
import { shopInstant } from '#shared/domain/shop-time';
import type { AppointmentInput } from '#shared/schemas/appointment';

/** The instant a San Juan wall-clock time happens (America/Puerto_Rico, UTC-4 all year). */
export const sanJuan = (date: string, time: string) => shopInstant(date, time);

/** Service ids by name and active barber ids (ascending) of the seeded catalogue. */
export async function catalogueIds(db: Db) {
  const services: { id: number; name: string }[] = await db('services').select('id', 'name');
  const byName = (name: string) => services.find((s) => s.name === name)!.id;
  const barbers: number[] = (await db('barbers').select('id').where({ active: true }).orderBy('id')).map((b: { id: number }) => b.id);
  return {
    barba: byName('Barba'),
    corte: byName('Corte'),
    corteYBarba: byName('Corte y Barba'),
    quimico: byName('Servicios de Químico'),
    barbers,
  };
}

let n = 0;
/** A booking body as the wizard sends it; each call gets a fresh client email unless given one. */
export function bookingBody(
  over: Partial<AppointmentInput> & { serviceId: number; appointmentDate: string; appointmentTime: string },
): AppointmentInput {
  n += 1;
  return {
    clientId: null,
    clientName: 'Ana Rosa',
    clientEmail: `ana.${process.pid}.${n}@example.com`,
    clientPhone: '787-555-0101',
    barberId: null,
    notes: '',
    totalPrice: 0,
    status: 'confirmed',
    paymentStatus: 'pending',
    ...over,
  };
}

/** A client row made directly in the database. */
export async function insertClient(db: Db, c: { firstName?: string; lastName?: string; email?: string | null; phone?: string } = {}) {
  n += 1;
  const [row] = await db('clients')
    .insert({
      first_name: c.firstName ?? 'Luis',
      last_name: c.lastName ?? 'Ortiz',
      email: c.email === undefined ? `luis.${process.pid}.${n}@example.com` : c.email,
      phone: c.phone ?? '787-555-0177',
    })
    .returning('*');
  return row as { id: number; email: string | null; phone: string; first_name: string; last_name: string };
}

/** An appointment row made directly in the database (a live one unless `status` says otherwise). */
export async function insertAppointment(
  db: Db,
  a: { barberId: number; serviceId: number; date: string; time: string; durationMin?: number; status?: string; clientId?: number },
) {
  const clientId = a.clientId ?? (await insertClient(db)).id;
  const duration = a.durationMin ?? 60;
  const start = sanJuan(a.date, a.time);
  const end = new Date(start.getTime() + duration * 60_000);
  const status = a.status ?? 'confirmed';
  const [row] = await db('appointments')
    .insert({
      client_id: clientId,
      barber_id: a.barberId,
      service_id: a.serviceId,
      appointment_date: a.date,
      appointment_time: a.time,
      during: db.raw(`tstzrange(?::timestamptz, ?::timestamptz, '[)')`, [start.toISOString(), end.toISOString()]),
      duration_min: duration,
      status,
      cancelled_at: status === 'cancelled' ? new Date() : null,
    })
    .returning('id');
  return row.id as number;
}

/** A blocked slot; `barberId` null blocks every barber. */
export async function insertBlock(
  db: Db,
  b: { barberId: number | null; startDate: string; endDate?: string; startTime: string; endTime: string; reason?: string },
) {
  await db('blocked_slots').insert({
    barber_id: b.barberId,
    start_date: b.startDate,
    end_date: b.endDate ?? b.startDate,
    start_time: b.startTime,
    end_time: b.endTime,
    reason: b.reason ?? 'test',
  });
}

/** When a child run sets EXPECT_TZ, the process really runs in that zone. */
export function processTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
