import type { Knex } from 'knex';

export const name = '030-notification-unknown';

/**
 * 'unknown': a message whose sending process stopped after handing it over (SMTP or Twilio may have
 * taken it) and before recording that. It is never sent again on its own; staff see it may not have
 * arrived (docs/decisions/086-a-message-sent-at-most-once.md). Additive: older builds never write it.
 */
const STATES = ['pending', 'sending', 'sent', 'failed', 'skipped', 'not-configured'];
const list = (xs: string[]) => xs.map((x) => `'${x}'`).join(', ');

export async function up(db: Knex): Promise<void> {
  await db.raw(`alter table notifications drop constraint notifications_state,
    add constraint notifications_state check (state in (${list([...STATES, 'unknown'])}))`);
}

export async function down(db: Knex): Promise<void> {
  await db.raw(`update notifications set state = 'failed' where state = 'unknown'`);
  await db.raw(`alter table notifications drop constraint notifications_state,
    add constraint notifications_state check (state in (${list(STATES)}))`);
}
