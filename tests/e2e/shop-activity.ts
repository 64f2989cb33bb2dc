import pg from 'pg';

/**
 * Empties everything visitors and staff make (appointments and what hangs off them, clients, blocks, time
 * off, closures, reminders, devices, orders, messages, the outbox, idempotency keys, login failures), so a
 * retried e2e test starts as the first try did. The catalogue, hours, staff accounts and settings stay.
 * CASCADE also empties whatever table is added later that refers to these (a plain TRUNCATE refused once
 * the notifications outbox referred to clients and appointments, and every retry failed at once).
 */
export async function clearShopActivity(connectionString: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(
      `truncate appointment_reminders, reminders, push_subscription_appointments, push_subscriptions, idempotency_keys,
         notifications, appointments, blocked_slots, barber_time_off, closures,
         clients, order_items, orders, stripe_events, contact_message_replies, contact_messages, login_attempts cascade`,
    );
    // A truncate fires no row trigger: the server's availability cache and pre-rendered pages are told here
    // (every day changed), as migration 007's triggers tell them of a booking.
    await client.query(`select pg_notify('schedule_changed', '*')`);
  } finally {
    await client.end();
  }
}
