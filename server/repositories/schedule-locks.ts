import type { Knex } from 'knex';
import { daysBetween } from '#shared/domain/shop-time';

/**
 * Day locks that make "check the day, then write" safe between bookings and blocks.
 * A booking, walk-in or move takes its day's lock SHARED before reading the day's blocks, so
 * bookings never wait for each other; adding a block takes each of its days EXCLUSIVE before
 * reading the day's appointments. Whichever commits first, the other then sees it: a booking can
 * no longer land inside a block added a moment before (READ COMMITTED would otherwise let a booking
 * that read the blocks just before the block committed insert just after). Transaction-scoped.
 */
const SCHEDULE_LOCK_SPACE = 727_002;
const dayNumber = (date: string) => daysBetween('1970-01-01', date);

export async function lockDayShared(trx: Knex.Transaction, date: string): Promise<void> {
  await trx.raw('select pg_advisory_xact_lock_shared(?, ?)', [SCHEDULE_LOCK_SPACE, dayNumber(date)]);
}

/**
 * "No preference" bookings of one day take turns (docs/decisions/002b-no-preference-convoy.md): each
 * ranks the barbers on what the one before it committed, so they never all pile onto the same
 * first-choice barber and wait on each other's uncommitted rows. Bookings for a named barber do not
 * take it. Taken after the day's shared lock, always in that order.
 */
const NO_PREFERENCE_LOCK_SPACE = 727_003;
export async function lockNoPreferenceDay(trx: Knex.Transaction, date: string): Promise<void> {
  await trx.raw('select pg_advisory_xact_lock(?, ?)', [NO_PREFERENCE_LOCK_SPACE, dayNumber(date)]);
}

/** Every day from `from` to `to`, in ascending order (one order everywhere: no deadlocks). */
export async function lockDaysExclusive(trx: Knex.Transaction, from: string, to: string): Promise<void> {
  // One statement for the whole range (a closure may span a year), still in ascending order.
  await trx.raw('select count(pg_advisory_xact_lock(?, d)) from generate_series(?::int, ?::int) as d', [
    SCHEDULE_LOCK_SPACE,
    dayNumber(from),
    dayNumber(to),
  ]);
}

const CLIENT_LOCK_SPACE = 727_010;

/** One client's booking lock (`email:…` or `phone:…`), for the per-client cap; transaction-scoped. */
export async function lockClientKey(trx: Knex.Transaction, key: string): Promise<void> {
  await trx.raw('select pg_advisory_xact_lock(?, hashtext(?))', [CLIENT_LOCK_SPACE, key]);
}
