import type { Knex } from 'knex';

export const name = '011-back-office';

// Written out, not imported: a migration must mean the same thing forever.
const SHOP_TZ = 'America/Puerto_Rico';

/**
 * The back office (docs/decisions/041-back-office.md):
 * - staff roles ('owner' does everything; 'staff' runs the day) and deactivated accounts; every account
 *   that exists today is an owner;
 * - services: retired (hidden, never deleted), bookable online or staff-only, clean-up minutes after
 *   each booking, and which barbers perform each one at which price (null: the service's price);
 * - appointments keep the clean-up minutes they were booked with: `during` covers the service and its
 *   clean-up, so the no-overlap constraint makes the barber's next booking wait for it;
 * - barbers: a photo (an uploaded image) and room for a second language;
 * - time off (one barber, a date range) and closures (the whole shop, a date range);
 * - images: every uploaded photo, re-encoded, kept in PostgreSQL under its content hash;
 * - audit_log: who changed what, append-only (a trigger refuses UPDATE and DELETE).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('staff_users', (t) => {
    t.text('role').notNullable().defaultTo('owner');
    t.timestamp('deactivated_at', { useTz: true }).nullable();
  });
  await db.raw(`alter table staff_users add constraint staff_users_role check (role in ('owner', 'staff'))`);

  await db.schema.createTable('images', (t) => {
    t.increments('id');
    t.text('hash').notNullable().unique().comment('sha256 (hex) of the WebP bytes: the URL names it');
    t.integer('width').notNullable();
    t.integer('height').notNullable();
    t.binary('webp').notNullable();
    t.binary('jpeg').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });

  await db.schema.alterTable('services', (t) => {
    t.timestamp('retired_at', { useTz: true })
      .nullable()
      .comment('retired: hidden from /services, the wizard and walk-ins; kept for past appointments');
    t.boolean('bookable_online').notNullable().defaultTo(true).comment('false: staff-only (walk-ins), not in the wizard');
    t.integer('cleanup_min').notNullable().defaultTo(0).comment('minutes after the service before the barber’s next booking');
    t.jsonb('translations').notNullable().defaultTo('{}').comment('{ "es": { "name": …, "description": … } }');
  });
  await db.raw('alter table services drop constraint if exists services_name_unique');
  await db.raw('create unique index services_live_name_unique on services (lower(name)) where retired_at is null');
  await db.raw('alter table services add constraint services_cleanup_range check (cleanup_min >= 0 and cleanup_min <= 120)');

  await db.schema.alterTable('barbers', (t) => {
    t.integer('photo_image_id').nullable().references('images.id').onDelete('SET NULL');
    t.jsonb('translations').notNullable().defaultTo('{}').comment('{ "es": { "title": …, "bio": … } }');
  });

  await db.schema.createTable('service_barbers', (t) => {
    t.integer('service_id').notNullable().references('services.id').onDelete('CASCADE');
    t.integer('barber_id').notNullable().references('barbers.id').onDelete('CASCADE');
    t.integer('price_cents').nullable().comment('this barber’s own price; null: the service’s');
    t.primary(['service_id', 'barber_id']);
    t.index(['barber_id']);
    t.check('?? is null or ?? >= 0', ['price_cents', 'price_cents'], 'service_barbers_price_nonnegative');
  });
  // Every service was performed by every barber until now.
  await db.raw('insert into service_barbers (service_id, barber_id) select s.id, b.id from services s cross join barbers b');

  await db.schema.alterTable('appointments', (t) => {
    t.integer('cleanup_min').notNullable().defaultTo(0).comment('clean-up after the service, inside `during`');
  });
  await db.raw(`
    alter table appointments
      drop constraint appointments_during_matches_local,
      add constraint appointments_cleanup_range check (cleanup_min >= 0 and cleanup_min <= 120),
      add constraint appointments_during_matches_local check (
        lower(during) = (appointment_date + appointment_time) at time zone '${SHOP_TZ}'
        and upper(during) = lower(during) + (duration_min + cleanup_min) * interval '1 minute')`);

  await db.schema.createTable('barber_time_off', (t) => {
    t.increments('id');
    t.integer('barber_id').notNullable().references('barbers.id').onDelete('CASCADE');
    t.date('start_date').notNullable();
    t.date('end_date').notNullable();
    t.text('reason').notNullable().defaultTo('');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.check('?? >= ??', ['end_date', 'start_date'], 'barber_time_off_dates');
    t.index(['barber_id', 'start_date']);
  });
  await db.schema.createTable('closures', (t) => {
    t.increments('id');
    t.date('start_date').notNullable();
    t.date('end_date').notNullable();
    t.text('reason').notNullable().defaultTo('');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.check('?? >= ??', ['end_date', 'start_date'], 'closures_dates');
    t.index(['start_date', 'end_date']);
  });

  // What availability reads changed: every day (as migration 007 does for the other whole-schedule tables).
  for (const table of ['service_barbers', 'barber_time_off', 'closures']) {
    await db.raw(`
      create trigger ${table}_schedule_notify after insert or update or delete or truncate on ${table}
        for each statement execute function schedule_notify_everything()`);
  }
  // app_settings holds the booking rules (minimum notice, slot step) under 'shop', beside secrets that each
  // process creates with INSERT … ON CONFLICT DO NOTHING: only a row of 'shop' really written may notify,
  // or every process start would empty every cache.
  await db.raw(`
    create trigger app_settings_shop_notify after insert or update on app_settings
      for each row when (new.key = 'shop') execute function schedule_notify_everything()`);
  await db.raw(`
    create trigger app_settings_shop_notify_delete after delete on app_settings
      for each row when (old.key = 'shop') execute function schedule_notify_everything()`);
  await db.raw(`
    create trigger app_settings_schedule_notify_truncate after truncate on app_settings
      for each statement execute function schedule_notify_everything()`);

  await db.schema.createTable('audit_log', (t) => {
    t.bigIncrements('id');
    t.timestamp('at', { useTz: true }).notNullable();
    t.integer('staff_user_id').nullable().references('staff_users.id').onDelete('RESTRICT').comment('null: the system (a job, the CLI)');
    t.text('actor').notNullable().comment('the account’s username when it acted, or "system"');
    t.text('action').notNullable().comment('e.g. service.update, appointment.cancel');
    t.text('entity').notNullable().comment('e.g. service, barber, appointment');
    t.text('entity_id').nullable();
    t.text('summary').notNullable().defaultTo('');
    t.jsonb('before').nullable();
    t.jsonb('after').nullable();
    t.index(['at']);
    t.index(['entity', 'entity_id']);
    t.index(['staff_user_id', 'at']);
  });
  await db.raw(`
    create function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_log is append-only';
    end $$`);
  await db.raw(`
    create trigger audit_log_append_only before update or delete on audit_log
      for each row execute function audit_log_append_only()`);
}

export async function down(db: Knex): Promise<void> {
  await db.raw('drop trigger if exists audit_log_append_only on audit_log');
  await db.raw('drop function if exists audit_log_append_only()');
  await db.schema.dropTable('audit_log');
  for (const table of ['service_barbers', 'barber_time_off', 'closures']) {
    await db.raw(`drop trigger if exists ${table}_schedule_notify on ${table}`);
  }
  for (const trigger of ['app_settings_shop_notify', 'app_settings_shop_notify_delete', 'app_settings_schedule_notify_truncate']) {
    await db.raw(`drop trigger if exists ${trigger} on app_settings`);
  }
  await db.schema.dropTable('closures');
  await db.schema.dropTable('barber_time_off');
  await db.raw(`
    alter table appointments
      drop constraint appointments_during_matches_local,
      drop constraint appointments_cleanup_range,
      add constraint appointments_during_matches_local check (
        lower(during) = (appointment_date + appointment_time) at time zone '${SHOP_TZ}'
        and upper(during) = lower(during) + duration_min * interval '1 minute')`);
  await db.schema.alterTable('appointments', (t) => t.dropColumn('cleanup_min'));
  await db.schema.dropTable('service_barbers');
  await db.schema.alterTable('barbers', (t) => {
    t.dropColumn('translations');
    t.dropColumn('photo_image_id');
  });
  await db.raw('drop index if exists services_live_name_unique');
  await db.raw('alter table services drop constraint if exists services_cleanup_range');
  await db.schema.alterTable('services', (t) => {
    t.dropColumn('translations');
    t.dropColumn('cleanup_min');
    t.dropColumn('bookable_online');
    t.dropColumn('retired_at');
  });
  await db.raw('alter table services add constraint services_name_unique unique (name)');
  await db.schema.dropTable('images');
  await db.raw('alter table staff_users drop constraint staff_users_role');
  await db.schema.alterTable('staff_users', (t) => {
    t.dropColumn('deactivated_at');
    t.dropColumn('role');
  });
}
