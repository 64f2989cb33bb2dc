import type { Knex } from 'knex';

export const name = '018-no-show';

// Written out, not imported: a migration must mean the same thing forever.
const BEFORE = ['confirmed', 'pending', 'cancelled', 'completed'];
const AFTER = [...BEFORE, 'no_show'];
const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * A visit that has begun may be corrected to No-show ('no_show'), as well as to Done ('completed'):
 * docs/decisions/054-history-and-seen-changes.md. A no-show keeps its place (the exclusion constraint
 * counts every status but 'cancelled') and earns no revenue.
 */
export async function up(db: Knex): Promise<void> {
  await db.raw(
    `alter table appointments drop constraint appointments_status, add constraint appointments_status check (status in (${list(AFTER)}))`,
  );
}

export async function down(db: Knex): Promise<void> {
  await db.raw(`update appointments set status = 'confirmed' where status = 'no_show'`);
  await db.raw(
    `alter table appointments drop constraint appointments_status, add constraint appointments_status check (status in (${list(BEFORE)}))`,
  );
}
