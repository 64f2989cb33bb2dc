import type { Knex } from 'knex';

export const name = '010-hardening';

/**
 * Abuse limits and reminder privacy:
 * - `rate_limits`: the counters of every public rate limit (rate-limiter-flexible's PostgreSQL store,
 *   its own table layout), so all server processes share them (docs/decisions/024-public-rate-limits.md);
 * - `appointments.booked_online`: made through public booking (counted by the per-client cap; staff-made
 *   ones are not). Every earlier non-walk-in appointment was booked online (staff could only add walk-ins);
 * - an index on a client's phone digits, for the cap's "same phone" look-up;
 * - push devices bound to appointments, or to a client through proof (docs/decisions/038-push-binding.md).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('rate_limits', (t) => {
    t.string('key', 255).primary();
    t.integer('points').notNullable().defaultTo(0);
    t.bigInteger('expire').nullable().comment('epoch milliseconds');
  });
  await db.raw('create index rate_limits_expire on rate_limits (expire)');

  await db.schema.alterTable('appointments', (t) => {
    t.boolean('booked_online').notNullable().defaultTo(false).comment('made through public booking (POST /api/appointments)');
  });
  await db('appointments').where({ is_walk_in: false }).update({ booked_online: true });
  await db.raw(
    `create index appointments_online_client on appointments (client_id, (lower(during))) where booked_online and status <> 'cancelled'`,
  );
  await db.raw(`create index clients_phone_digits on clients ((regexp_replace(phone, '\\D', '', 'g')))`);

  await db.schema.alterTable('push_subscriptions', (t) => {
    t.timestamp('client_verified_at', { useTz: true })
      .nullable()
      .comment(
        'set when the device was bound through proof of owning the client’s email or phone; only then does it get all the client’s reminders',
      );
  });
  await db.schema.createTable('push_subscription_appointments', (t) => {
    t.integer('subscription_id').notNullable().references('push_subscriptions.id').onDelete('CASCADE');
    t.integer('appointment_id').notNullable().references('appointments.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.primary(['subscription_id', 'appointment_id']);
    t.index(['appointment_id']);
  });
  // Devices subscribed before: each came from the success screen of an online booking made within the
  // hour before it subscribed (the latest such); it keeps that booking's reminders and nothing else.
  await db.raw(`
    insert into push_subscription_appointments (subscription_id, appointment_id, created_at)
    select distinct on (s.id) s.id, a.id, s.created_at
      from push_subscriptions s
      join appointments a on a.client_id = s.client_id
                         and not a.is_walk_in
                         and a.created_at <= s.created_at
                         and a.created_at >= s.created_at - interval '1 hour'
     order by s.id, a.created_at desc`);
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('push_subscription_appointments');
  await db.schema.alterTable('push_subscriptions', (t) => t.dropColumn('client_verified_at'));
  await db.raw('drop index if exists clients_phone_digits');
  await db.raw('drop index if exists appointments_online_client');
  await db.schema.alterTable('appointments', (t) => t.dropColumn('booked_online'));
  await db.schema.dropTable('rate_limits');
}
