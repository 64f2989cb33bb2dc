import type { Knex } from 'knex';

export const name = '020-barber-rating';

/**
 * A barber's rating is the owner's to give (the back office's barber form, recorded in History) or
 * none (docs/decisions/056-lapsed-reminders-and-ratings.md): the column takes null and has no default.
 * Until now nothing could set a rating but the shop's seed data (all below 5.0), so a 5.0 is the old
 * column default a barber added in the back office was given: it is cleared. Runs again harmlessly.
 */
export async function up(db: Knex): Promise<void> {
  await db.raw('alter table barbers alter column rating drop not null, alter column rating drop default');
  await db.raw('update barbers set rating = null where rating = 5.0');
}

export async function down(db: Knex): Promise<void> {
  await db.raw('update barbers set rating = 5.0 where rating is null');
  await db.raw('alter table barbers alter column rating set default 5.0, alter column rating set not null');
}
