import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';
import { catalogueIds, insertAppointment, insertClient } from './helpers/booking';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const sqlState = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: { code?: string; constraint?: string }) => `${e.code} ${e.constraint ?? ''}`.trim(),
  );

describe('migration 002-booking', () => {
  it('seeds Monday–Saturday 09:00–19:00 for every barber, Sunday closed', async () => {
    const { db } = database;
    const { barbers } = await catalogueIds(db);
    const rows = await db('barber_hours').select('barber_id', 'weekday', 'start_time', 'end_time').orderBy(['barber_id', 'weekday']);
    expect(rows).toHaveLength(barbers.length * 6);
    expect(new Set(rows.map((r) => r.weekday))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    expect(rows.every((r) => r.start_time === '09:00:00' && r.end_time === '19:00:00')).toBe(true);
  });

  it('refuses overlapping live appointments of one barber in the database itself', async () => {
    const { db } = database;
    const { barbers, corte } = await catalogueIds(db);
    const [b1, b2] = barbers as [number, number];
    const at = (barberId: number, time: string, status?: string) =>
      sqlState(insertAppointment(db, { barberId, serviceId: corte, date: '2026-12-01', time, status }));
    expect(await at(b1, '10:00')).toBe('ok');
    expect(await at(b1, '10:30')).toBe('23P01 appointments_no_overlap');
    expect(await at(b1, '09:30')).toBe('23P01 appointments_no_overlap');
    expect(await at(b1, '11:00')).toBe('ok'); // [10:00, 11:00) and [11:00, 12:00) touch, do not overlap
    expect(await at(b2, '10:00')).toBe('ok');
    expect(await at(b1, '10:30', 'cancelled')).toBe('ok');
  });

  it('keeps the instant range in step with the shop-local date and time, and emails unique in any case', async () => {
    const { db } = database;
    const { barbers, corte } = await catalogueIds(db);
    const client = await insertClient(db, { email: 'Unique@Example.com' });
    const wrongRange = db.raw(
      `insert into appointments (client_id, barber_id, service_id, appointment_date, appointment_time, during, duration_min)
       values (?, ?, ?, '2026-12-02', '10:00', tstzrange('2026-12-02T10:00Z', '2026-12-02T11:00Z', '[)'), 60)`,
      [client.id, barbers[0]!, corte],
    );
    expect(await sqlState(wrongRange)).toBe('23514 appointments_during_matches_local');
    expect(await sqlState(insertClient(db, { email: ' unique@example.COM ' }))).toBe('23505 clients_email_unique');
    expect(await sqlState(insertClient(db, { email: null }))).toBe('ok');
    expect(await sqlState(insertClient(db, { email: null }))).toBe('ok');
  });

  it('rolls back cleanly and migrates again', async () => {
    const { db } = database;
    const tables = async () =>
      (await db.raw(`select tablename from pg_tables where schemaname = 'public'`)).rows.map((r: { tablename: string }) => r.tablename);
    await db.migrate.rollback(undefined, true);
    expect(await tables()).not.toEqual(expect.arrayContaining(['appointments']));
    expect(await tables()).not.toContain('clients');
    await db.migrate.latest();
    expect(await tables()).toEqual(expect.arrayContaining(['barber_hours', 'clients', 'appointments', 'blocked_slots']));
  });
});
