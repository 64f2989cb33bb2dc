import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/connect';
import { catalogueIds, insertAppointment, insertClient } from './helpers/booking';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

// Devices subscribed before migration 010 keep the booking they subscribed from, and nothing more.
let test: TestDatabase;
let db: Db;
beforeAll(async () => {
  test = await createTestDatabase({ migrations: 7 }); // up to 007, before this migration; seeded
  db = test.db;
});
afterAll(async () => {
  await test.drop();
});

describe('migration 010-hardening on existing data', () => {
  it('binds each device to the booking made in the hour before it subscribed, marks online bookings, proves nobody', async () => {
    const ids = await catalogueIds(db);
    const c = await insertClient(db);
    const old = await insertAppointment(db, {
      clientId: c.id,
      barberId: ids.barbers[0]!,
      serviceId: ids.barba,
      date: '2030-01-07',
      time: '09:00',
    });
    const booked = await insertAppointment(db, {
      clientId: c.id,
      barberId: ids.barbers[0]!,
      serviceId: ids.barba,
      date: '2030-01-08',
      time: '09:00',
    });
    const walkIn = await insertAppointment(db, {
      clientId: c.id,
      barberId: ids.barbers[1]!,
      serviceId: ids.barba,
      date: '2030-01-08',
      time: '09:00',
    });
    const subscribedAt = new Date('2029-12-01T15:00:00Z');
    await db('appointments')
      .where({ id: old })
      .update({ created_at: new Date('2029-11-01T15:00:00Z') });
    await db('appointments')
      .where({ id: booked })
      .update({ created_at: new Date('2029-12-01T14:30:00Z') });
    await db('appointments')
      .where({ id: walkIn })
      .update({ created_at: new Date('2029-12-01T14:50:00Z'), is_walk_in: true });
    const [sub] = await db('push_subscriptions')
      .insert({
        client_id: c.id,
        endpoint: 'https://fcm.googleapis.com/fcm/send/old-device',
        p256dh: 'k',
        auth: 'a',
        created_at: subscribedAt,
      })
      .returning('id');

    await db.migrate.up();
    expect(await db('push_subscription_appointments').where({ subscription_id: sub.id }).select('appointment_id')).toEqual([
      { appointment_id: booked },
    ]); // not the walk-in made since, not the older booking
    expect((await db('push_subscriptions').where({ id: sub.id }).first()).client_verified_at).toBeNull();
    const online = await db('appointments').whereIn('id', [old, booked, walkIn]).orderBy('id').select('id', 'booked_online');
    expect(online).toEqual([
      { id: old, booked_online: true },
      { id: booked, booked_online: true },
      { id: walkIn, booked_online: false },
    ]);
  });
});
