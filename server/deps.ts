import type { Db } from './db/connect';
import type { Config } from './config';
import type { ScheduleCache } from './queries/schedule-cache';
import type { ShiftedClock } from './startup/test-clock';
import type { FloorFeed } from './live/floor-feed';

/** What the app is built from (`createApp` in `app.ts`); routes and middleware take it, or a part of it. */
export type AppDeps = {
  db: Db;
  config: Config;
  /** The clock: injected so tests can stand at any instant (e.g. near midnight in San Juan). */
  now: () => Date;
  /**
   * Optional cache of each day's raw schedule for the public availability routes
   * (docs/decisions/003-availability-cache.md); without it every request reads the database.
   */
  scheduleCache?: ScheduleCache;
  /** The background jobs this process runs (reminders, email/SMS), for readiness; none: the check says 'off'. */
  jobs?: () => Array<{ name: string; running: boolean }>;
  /** Whether this process has been told to stop: readiness says 503 while it still serves (DRAIN_DELAY_MS). */
  stopping?: () => boolean;
  /** A test server's movable clock (TEST_CLOCK_OFFSET_MS): `now` reads it, and /api/test-clock is mounted to move it. */
  testClock?: ShiftedClock;
  /** The floor's live feed (docs/decisions/067-floor-data-model-and-live-channel.md); default: one made for this app. */
  floorFeed?: FloorFeed;
};
