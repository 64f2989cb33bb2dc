import type { Knex } from 'knex';

export const name = '032-day-ended';

/**
 * A new day starts clean (docs/decisions/078-floor-gaps.md): line_entries.day_ended_at, set when an entry still
 * live after its shop day ended was closed for it (left, or done without a real length). Such entries are neither
 * walk-aways nor learned lengths. Additive: older builds never write it.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('line_entries', (t) => {
    t.timestamp('day_ended_at', { useTz: true }).nullable().comment('closed because its shop day ended (not a walk-away, no real length)');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('line_entries', (t) => {
    t.dropColumn('day_ended_at');
  });
}
