import type { Knex } from 'knex';

export const name = '007-schedule-notify';

// Written out, not imported: a migration must mean the same thing forever.
const CHANNEL = 'schedule_changed';
const WHOLE_SCHEDULE_TABLES = ['blocked_slots', 'barber_hours', 'barbers', 'services'];

/**
 * Tells every server process which days' schedule changed (docs/decisions/003-availability-cache.md).
 * NOTIFY is transactional: a notification is delivered when, and only if, its transaction commits.
 *
 * - appointments, per row: the shop-local dates whose availability can change, as a comma-separated
 *   list of `YYYY-MM-DD` (the old and the new date, each with the day after it, because a day's
 *   availability reads the appointments dated that day and the day before). An UPDATE notifies only
 *   when a column the availability reads changes (barber_id, appointment_date, during, status).
 * - blocked_slots, barber_hours, barbers, services, per statement: '*' (every day); they change rarely.
 * - TRUNCATE of any of them: '*'.
 */
export async function up(db: Knex): Promise<void> {
  await db.raw(`
    create function schedule_notify_appointment_days() returns trigger language plpgsql as $$
    declare
      days date[] := '{}';
    begin
      if tg_op in ('INSERT', 'UPDATE') then days := days || array[new.appointment_date, new.appointment_date + 1]; end if;
      if tg_op in ('UPDATE', 'DELETE') then days := days || array[old.appointment_date, old.appointment_date + 1]; end if;
      perform pg_notify('${CHANNEL}', (select string_agg(distinct to_char(d, 'YYYY-MM-DD'), ',') from unnest(days) d));
      return null;
    end $$`);
  await db.raw(`
    create function schedule_notify_everything() returns trigger language plpgsql as $$
    begin
      perform pg_notify('${CHANNEL}', '*');
      return null;
    end $$`);

  await db.raw(`
    create trigger appointments_schedule_notify_insert_delete after insert or delete on appointments
      for each row execute function schedule_notify_appointment_days()`);
  await db.raw(`
    create trigger appointments_schedule_notify_update after update on appointments
      for each row
      when (old.barber_id is distinct from new.barber_id or old.appointment_date is distinct from new.appointment_date
            or old.during is distinct from new.during or old.status is distinct from new.status)
      execute function schedule_notify_appointment_days()`);
  await db.raw(`
    create trigger appointments_schedule_notify_truncate after truncate on appointments
      for each statement execute function schedule_notify_everything()`);
  for (const table of WHOLE_SCHEDULE_TABLES) {
    await db.raw(`
      create trigger ${table}_schedule_notify after insert or update or delete or truncate on ${table}
        for each statement execute function schedule_notify_everything()`);
  }
}

export async function down(db: Knex): Promise<void> {
  for (const table of WHOLE_SCHEDULE_TABLES) await db.raw(`drop trigger if exists ${table}_schedule_notify on ${table}`);
  await db.raw('drop trigger if exists appointments_schedule_notify_truncate on appointments');
  await db.raw('drop trigger if exists appointments_schedule_notify_update on appointments');
  await db.raw('drop trigger if exists appointments_schedule_notify_insert_delete on appointments');
  await db.raw('drop function if exists schedule_notify_everything()');
  await db.raw('drop function if exists schedule_notify_appointment_days()');
}
