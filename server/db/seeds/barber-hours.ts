import type { Knex } from 'knex';

/** Bookable hours as first installed (docs/product.md#slots-and-availability): Monday to Saturday 09:00–19:00, Sunday closed. */
export const SEEDED_HOURS = { weekdays: [1, 2, 3, 4, 5, 6], startTime: '09:00', endTime: '19:00' } as const;

/** One row per barber and working weekday, for every barber already in the database. */
export async function barberHoursRows(trx: Knex.Transaction) {
  const barbers: { id: number }[] = await trx('barbers').select('id').orderBy('id');
  return barbers.flatMap(({ id }) =>
    SEEDED_HOURS.weekdays.map((weekday) => ({
      barber_id: id,
      weekday,
      start_time: SEEDED_HOURS.startTime,
      end_time: SEEDED_HOURS.endTime,
    })),
  );
}
