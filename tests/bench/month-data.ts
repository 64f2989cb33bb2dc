/**
 * A realistic month for the API benchmark: 8 barbers with Monday–Saturday hours, 500 clients, about
 * 1,500 live appointments over the next 30 days (non-overlapping per barber) and some blocks.
 */
import type { Knex } from 'knex';
import { addDays, isSunday, fromMinutes } from '#shared/domain/shop-time';

const EXTRA_BARBERS = ['Andrés Vega', 'Rafael Ortiz', 'José Cruz', 'Pedro Ramos'];

/** A small deterministic random source, so every run benches the same month. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export async function seedMonth(db: Knex, today: string): Promise<{ days: string[]; barberIds: number[]; appointments: number }> {
  const rand = rng(42);
  for (const name of EXTRA_BARBERS) {
    const [{ id }] = await db('barbers').insert({ name, title: 'Barber', rating: 4.6, bio: '' }).returning('id');
    await db('barber_hours').insert(
      [1, 2, 3, 4, 5, 6].map((weekday) => ({ barber_id: id, weekday, start_time: '09:00', end_time: '19:00' })),
    );
  }
  const barberIds: number[] = (await db('barbers').select('id').orderBy('id')).map((r) => r.id);
  const services: { id: number; duration_min: number; price_cents: number }[] = await db('services')
    .whereNotNull('price_cents')
    .select('id', 'duration_min', 'price_cents');
  const clients = Array.from({ length: 500 }, (_, i) => ({
    first_name: `Client${i}`,
    last_name: 'Bench',
    email: `client${i}@bench.example`,
    phone: `787555${String(i).padStart(4, '0')}`,
  }));
  const clientIds: number[] = (await db('clients').insert(clients).returning('id')).map((r: { id: number }) => r.id);

  const days: string[] = [];
  for (let d = 1; days.length < 26; d++) if (!isSunday(addDays(today, d))) days.push(addDays(today, d));

  const rows: Record<string, unknown>[] = [];
  for (const date of days) {
    for (const barberId of barberIds) {
      let at = 9 * 60 + Math.floor(rand() * 3) * 30;
      for (let n = 0; n < 8; n++) {
        const s = services[Math.floor(rand() * services.length)]!;
        if (at + s.duration_min > 19 * 60) break;
        rows.push({
          client_id: clientIds[Math.floor(rand() * clientIds.length)],
          barber_id: barberId,
          service_id: s.id,
          appointment_date: date,
          appointment_time: fromMinutes(at),
          duration_min: s.duration_min,
          total_price_cents: s.price_cents,
          during: db.raw(
            `tstzrange((?::date + ?::time) at time zone 'America/Puerto_Rico', (?::date + ?::time) at time zone 'America/Puerto_Rico' + make_interval(mins => ?), '[)')`,
            [date, fromMinutes(at), date, fromMinutes(at), s.duration_min],
          ),
        });
        at += s.duration_min + Math.floor(rand() * 3) * 15;
      }
    }
  }
  for (let i = 0; i < rows.length; i += 500) await db('appointments').insert(rows.slice(i, i + 500));
  await db('blocked_slots').insert([
    { barber_id: barberIds[0], start_date: days[2], end_date: days[4], start_time: '12:00', end_time: '13:00', reason: 'Lunch' },
    { barber_id: null, start_date: days[10], end_date: days[10], start_time: '15:00', end_time: '17:00', reason: 'Staff meeting' },
    { barber_id: barberIds[3], start_date: days[15], end_date: days[20], start_time: '09:00', end_time: '19:00', reason: 'Vacation' },
  ]);
  return { days, barberIds, appointments: rows.length };
}
