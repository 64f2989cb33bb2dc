import type { Knex } from 'knex';

export const name = '002-booking';

// Written out, not imported: a migration must mean the same thing forever.
const SHOP_TZ = 'America/Puerto_Rico';
const APPOINTMENT_STATUSES = ['confirmed', 'pending', 'cancelled', 'completed'];
const PAYMENT_STATUSES = ['pending', 'paid', 'refunded'];
const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * Booking: weekly hours per barber, clients, appointments and blocked slots.
 * An appointment keeps the shop-local date and time the screens use and the instant range it
 * occupies (`during`); the exclusion constraint refuses two live appointments of one barber whose
 * ranges overlap, so double booking is impossible whatever the application does.
 */
export async function up(db: Knex): Promise<void> {
  await db.raw('create extension if not exists btree_gist');

  await db.schema.createTable('barber_hours', (t) => {
    t.increments('id');
    t.integer('barber_id').notNullable().references('barbers.id').onDelete('CASCADE');
    t.smallint('weekday').notNullable().comment('0 = Sunday … 6 = Saturday');
    t.time('start_time').notNullable();
    t.time('end_time').notNullable();
    t.check('?? between 0 and 6', ['weekday'], 'barber_hours_weekday');
    t.check('?? > ??', ['end_time', 'start_time'], 'barber_hours_order');
    t.unique(['barber_id', 'weekday', 'start_time']);
  });

  await db.schema.createTable('clients', (t) => {
    t.increments('id');
    t.text('first_name').notNullable();
    t.text('last_name').notNullable().defaultTo('');
    t.text('email').nullable().comment('null for a walk-in who gave none; unique on lower(trim(email))');
    t.text('phone').notNullable().defaultTo('');
    t.text('notes').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });
  await db.raw('create unique index clients_email_unique on clients ((lower(trim(email))))');
  await db.raw('create index clients_created_at on clients (created_at)');

  await db.schema.createTable('appointments', (t) => {
    t.increments('id');
    t.integer('client_id').notNullable().references('clients.id').onDelete('RESTRICT');
    t.integer('barber_id').notNullable().references('barbers.id').onDelete('RESTRICT');
    t.integer('service_id').notNullable().references('services.id').onDelete('RESTRICT');
    t.date('appointment_date').notNullable().comment('shop-local date (America/Puerto_Rico)');
    t.time('appointment_time').notNullable().comment('shop-local start time');
    t.specificType('during', 'tstzrange').notNullable().comment('the instants it occupies, [start, end)');
    t.integer('duration_min').notNullable();
    t.integer('total_price_cents').notNullable().defaultTo(0);
    t.text('status').notNullable().defaultTo('confirmed');
    t.text('payment_status').notNullable().defaultTo('pending');
    t.text('notes').nullable();
    t.boolean('is_walk_in').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.timestamp('cancelled_at', { useTz: true }).nullable();
    t.index(['appointment_date', 'barber_id']);
    t.index(['client_id']);
  });
  await db.raw(`
    alter table appointments
      add constraint appointments_status check (status in (${list(APPOINTMENT_STATUSES)})),
      add constraint appointments_payment_status check (payment_status in (${list(PAYMENT_STATUSES)})),
      add constraint appointments_duration check (duration_min > 0 and duration_min <= 480),
      add constraint appointments_price check (total_price_cents >= 0),
      add constraint appointments_during_shape check (not isempty(during) and lower_inc(during) and not upper_inc(during)),
      add constraint appointments_during_matches_local check (
        lower(during) = (appointment_date + appointment_time) at time zone '${SHOP_TZ}'
        and upper(during) = lower(during) + duration_min * interval '1 minute'),
      add constraint appointments_cancelled_at check ((status = 'cancelled') = (cancelled_at is not null)),
      add constraint appointments_no_overlap exclude using gist (barber_id with =, during with &&)
        where (status <> 'cancelled')
  `);

  await db.schema.createTable('blocked_slots', (t) => {
    t.increments('id');
    t.integer('barber_id').nullable().references('barbers.id').onDelete('CASCADE').comment('null = all barbers (the API shows 0)');
    t.date('start_date').notNullable();
    t.date('end_date').notNullable();
    t.time('start_time').notNullable().comment('daily window, each day from start_date to end_date');
    t.time('end_time').notNullable();
    t.text('reason').notNullable().defaultTo('');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.check('?? >= ??', ['end_date', 'start_date'], 'blocked_slots_dates');
    t.check('?? > ??', ['end_time', 'start_time'], 'blocked_slots_times');
    t.index(['start_date', 'end_date']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('blocked_slots');
  await db.schema.dropTable('appointments');
  await db.schema.dropTable('clients');
  await db.schema.dropTable('barber_hours');
  // btree_gist stays: other objects may use it, and `create extension if not exists` is idempotent.
}
