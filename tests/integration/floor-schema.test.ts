import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';
import { catalogueIds, insertAppointment } from './helpers/booking';

/** Migration 025's guarantees, straight in SQL (docs/decisions/067-floor-data-model-and-live-channel.md). */
let database: TestDatabase;
let ids: Awaited<ReturnType<typeof catalogueIds>>;
beforeAll(async () => {
  database = await createTestDatabase();
  ids = await catalogueIds(database.db);
});
afterAll(async () => {
  await database.drop();
});

const entry = (over: Record<string, unknown> = {}) => ({
  token: `t${Math.random()}`,
  first_name: 'Luis',
  service_id: ids.corte,
  source: 'web',
  phone: `+1787555${Math.floor(Math.random() * 1e4)}`,
  joined_at: new Date(),
  changed_at: new Date(),
  ...over,
});

describe('migration 025', () => {
  it('a barber has one client in the chair, an appointment and a line entry alike', async () => {
    const db = database.db;
    const a = await insertAppointment(db, { barberId: ids.barbers[0]!, serviceId: ids.corte, date: '2026-11-23', time: '10:00' });
    const [e] = await db('line_entries').insert(entry()).returning('id');
    await db('chairs').insert({ barber_id: ids.barbers[0], appointment_id: a, started_at: new Date() });
    await expect(db('chairs').insert({ barber_id: ids.barbers[0], line_entry_id: e.id, started_at: new Date() })).rejects.toThrow(
      /chairs_pkey/,
    );
    await expect(db('chairs').insert({ barber_id: ids.barbers[1], appointment_id: a, started_at: new Date() })).rejects.toThrow(
      /appointment_id/,
    );
    await expect(db('chairs').insert({ barber_id: ids.barbers[1], started_at: new Date() })).rejects.toThrow(/chairs_one_visit/);
  });

  it('the visit is read from the status and the timestamps', async () => {
    const db = database.db;
    const a = await insertAppointment(db, { barberId: ids.barbers[1]!, serviceId: ids.corte, date: '2026-11-23', time: '11:00' });
    const visit = async () => (await db('appointments').where({ id: a }).first('visit')).visit;
    expect(await visit()).toBe('booked');
    await db('appointments').where({ id: a }).update({ arrived_at: new Date() });
    expect(await visit()).toBe('arrived');
    await db('appointments').where({ id: a }).update({ started_at: new Date(), chair_barber_id: ids.barbers[1] });
    expect(await visit()).toBe('in_chair');
    await db('appointments')
      .where({ id: a })
      .update({ status: 'completed', finished_at: new Date(Date.now() + 1000) });
    expect(await visit()).toBe('done');
    await expect(db('appointments').where({ id: a }).update({ chair_barber_id: null })).rejects.toThrow(/appointments_chair_with_start/);
  });

  it('one live entry per phone and per email; a finished one frees them', async () => {
    const db = database.db;
    const [first] = await db('line_entries')
      .insert(entry({ phone: '+17875550199', email: 'ana@example.com' }))
      .returning('id');
    await expect(db('line_entries').insert(entry({ phone: '+17875550199' }))).rejects.toThrow(/line_entries_one_live_phone/);
    await expect(db('line_entries').insert(entry({ phone: null, email: 'ana@example.com' }))).rejects.toThrow(
      /line_entries_one_live_email/,
    );
    await db('line_entries').where({ id: first.id }).update({ status: 'left', left_at: new Date() });
    await db('line_entries').insert(entry({ phone: '+17875550199', email: 'ana@example.com' }));
  });
});
