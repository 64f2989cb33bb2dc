import type { Knex } from 'knex';

export const name = '025-floor';

// Written out, not imported: a migration must mean the same thing forever.
const FLOOR_CHANNEL = 'floor_changed';
const LIVE = `status in ('waiting', 'called', 'in_chair')`;
const KINDS_BEFORE = ['confirmation', 'change', 'cancellation', 'reminder-24h', 'reminder-2h', 'lapsed', 'order-ready', 'contact-reply'];
const KINDS_AFTER = [...KINDS_BEFORE, 'line-two-ahead', 'line-up'];
const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * The shop floor (docs/decisions/067-floor-data-model-and-live-channel.md):
 * - appointments gain the day's visit: arrived_at, started_at (in the chair of chair_barber_id), finished_at,
 *   and `visit`, a stored generated column read from them and `status` (so it can never disagree with it):
 *   no_show / done (completed) / in_chair / arrived / booked. visit_changed_at, visit_undo: the last tap and what it
 *   replaced, for the 60-second Undo.
 * - line_entries: the walk-in line, with its token (unique, the client's only key). At most one live entry
 *   (waiting, called, in chair) per phone and per email; at most one entry called per barber at a time.
 * - chairs: one row per barber whose chair is taken, with the appointment or the line entry in it (exactly one):
 *   the primary key makes "one client per chair" the database's rule, and the unique columns "one chair per visit".
 * - notifications gain line_entry_id and the kinds 'line-two-ahead' and 'line-up', each once per entry and channel.
 * - NOTIFY floor_changed (per statement, at commit) on every table the board reads, for the live pages.
 */
export async function up(db: Knex): Promise<void> {
  await db.raw(`
    alter table appointments
      add column arrived_at timestamptz,
      add column started_at timestamptz,
      add column finished_at timestamptz,
      add column chair_barber_id int references barbers(id) on delete restrict,
      add column visit_changed_at timestamptz,
      add column visit_undo jsonb,
      add column visit text generated always as (case
        when status = 'no_show' then 'no_show'
        when status = 'completed' then 'done'
        when started_at is not null then 'in_chair'
        when arrived_at is not null then 'arrived'
        else 'booked' end) stored,
      add constraint appointments_chair_with_start check ((started_at is null) = (chair_barber_id is null)),
      add constraint appointments_finish_after_start check (finished_at is null or (started_at is not null and finished_at >= started_at))`);
  await db.raw(
    `create index appointments_finished_visits on appointments (chair_barber_id, service_id, finished_at desc) where finished_at is not null`,
  );

  await db.schema.createTable('line_entries', (t) => {
    t.increments('id');
    t.text('token')
      .notNullable()
      .unique()
      .comment('128 random bits, base64url: the client’s only key to the entry (their messages carry it)');
    t.text('first_name').notNullable();
    t.text('phone').nullable().comment('E.164');
    t.text('email').nullable().comment('trimmed, lower case');
    t.text('lang').notNullable().defaultTo('en');
    t.integer('service_id').notNullable().references('services.id').onDelete('RESTRICT');
    t.integer('barber_id').nullable().references('barbers.id').onDelete('RESTRICT').comment('null: first available');
    t.text('status').notNullable().defaultTo('waiting');
    t.text('source').notNullable();
    t.timestamp('joined_at', { useTz: true }).notNullable();
    t.timestamp('called_at', { useTz: true }).nullable();
    t.timestamp('started_at', { useTz: true }).nullable();
    t.timestamp('finished_at', { useTz: true }).nullable();
    t.integer('chair_barber_id').nullable().references('barbers.id').onDelete('RESTRICT');
    t.timestamp('left_at', { useTz: true }).nullable();
    t.integer('removed_by')
      .nullable()
      .references('staff_users.id')
      .onDelete('SET NULL')
      .comment('who removed it; null with left_at: the client left');
    t.integer('added_by').nullable().references('staff_users.id').onDelete('SET NULL');
    t.timestamp('notified_two_ahead_at', { useTz: true }).nullable();
    t.timestamp('notified_up_at', { useTz: true }).nullable();
    t.timestamp('changed_at', { useTz: true }).notNullable();
    t.jsonb('undo').nullable().comment('the columns the last change replaced (60-second Undo)');
  });
  await db.raw(`
    alter table line_entries
      add constraint line_entries_status check (status in ('waiting', 'called', 'in_chair', 'done', 'left')),
      add constraint line_entries_source check (source in ('desk', 'web', 'door')),
      add constraint line_entries_lang check (lang in ('en', 'es')),
      add constraint line_entries_contact check (source = 'desk' or phone is not null or email is not null),
      add constraint line_entries_chair check ((status in ('in_chair', 'done')) = (started_at is not null and chair_barber_id is not null)),
      add constraint line_entries_finished check ((status = 'done') = (finished_at is not null)),
      add constraint line_entries_left check ((status = 'left') = (left_at is not null))`);
  await db.raw(`create unique index line_entries_one_live_phone on line_entries (phone) where phone is not null and ${LIVE}`);
  await db.raw(`create unique index line_entries_one_live_email on line_entries (email) where email is not null and ${LIVE}`);
  await db.raw(`create unique index line_entries_one_called_per_barber on line_entries (barber_id) where status = 'called'`);
  await db.raw(`create index line_entries_live on line_entries (joined_at, id) where ${LIVE}`);
  await db.raw(
    `create index line_entries_finished on line_entries (chair_barber_id, service_id, finished_at desc) where finished_at is not null`,
  );
  await db.raw(`create index line_entries_joined on line_entries (joined_at)`);

  await db.schema.createTable('chairs', (t) => {
    t.integer('barber_id').primary().references('barbers.id').onDelete('CASCADE');
    t.integer('appointment_id').nullable().unique().references('appointments.id').onDelete('CASCADE');
    t.integer('line_entry_id').nullable().unique().references('line_entries.id').onDelete('CASCADE');
    t.timestamp('started_at', { useTz: true }).notNullable();
  });
  await db.raw(`alter table chairs add constraint chairs_one_visit check ((appointment_id is null) <> (line_entry_id is null))`);

  await db.raw(`alter table notifications add column line_entry_id int references line_entries(id) on delete cascade`);
  await db.raw(
    `alter table notifications drop constraint notifications_kind, add constraint notifications_kind check (kind in (${list(KINDS_AFTER)}))`,
  );
  await db.raw(
    `create unique index notifications_line_once on notifications (line_entry_id, kind, channel) where line_entry_id is not null`,
  );

  await db.raw(`
    create function floor_notify() returns trigger language plpgsql as $$
    begin
      perform pg_notify('${FLOOR_CHANNEL}', tg_table_name);
      return null;
    end $$`);
  for (const table of ['line_entries', 'chairs', 'appointments', 'blocked_slots', 'barber_hours', 'barbers', 'services']) {
    await db.raw(
      `create trigger ${table}_floor_notify after insert or update or delete or truncate on ${table} for each statement execute function floor_notify()`,
    );
  }
}

export async function down(db: Knex): Promise<void> {
  for (const table of ['line_entries', 'chairs', 'appointments', 'blocked_slots', 'barber_hours', 'barbers', 'services']) {
    await db.raw(`drop trigger if exists ${table}_floor_notify on ${table}`);
  }
  await db.raw('drop function if exists floor_notify()');
  await db.raw(`delete from notifications where kind in ('line-two-ahead', 'line-up')`);
  await db.raw(
    `alter table notifications drop constraint notifications_kind, add constraint notifications_kind check (kind in (${list(KINDS_BEFORE)}))`,
  );
  await db.raw('drop index if exists notifications_line_once');
  await db.raw('alter table notifications drop column line_entry_id');
  await db.schema.dropTable('chairs');
  await db.schema.dropTable('line_entries');
  await db.raw(`alter table appointments drop constraint appointments_chair_with_start, drop constraint appointments_finish_after_start,
    drop column visit, drop column visit_undo, drop column visit_changed_at, drop column chair_barber_id, drop column finished_at,
    drop column started_at, drop column arrived_at`);
}
