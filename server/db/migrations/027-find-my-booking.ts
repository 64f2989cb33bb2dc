import type { Knex } from 'knex';

export const name = '027-find-my-booking';

// After 025-floor (the line's two kinds).
const BEFORE = [
  'confirmation',
  'change',
  'cancellation',
  'reminder-24h',
  'reminder-2h',
  'lapsed',
  'order-ready',
  'contact-reply',
  'line-two-ahead',
  'line-up',
];
const list = (kinds: string[]) => kinds.map((k) => `'${k}'`).join(', ');

/**
 * "Find my booking" (docs/decisions/069-visitor-never-stuck.md): a message listing a client's upcoming
 * appointments with their manage links goes through the notifications outbox as kind 'find-booking'.
 */
export async function up(db: Knex): Promise<void> {
  await db.raw(`alter table notifications drop constraint notifications_kind,
    add constraint notifications_kind check (kind in (${list([...BEFORE, 'find-booking'])}))`);
}

export async function down(db: Knex): Promise<void> {
  await db('notifications').where({ kind: 'find-booking' }).delete();
  await db.raw(`alter table notifications drop constraint notifications_kind,
    add constraint notifications_kind check (kind in (${list(BEFORE)}))`);
}
