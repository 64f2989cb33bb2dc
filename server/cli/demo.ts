/**
 * `npm run demo`: fills an empty shop with a believable month (server/demo/), so a new user sees the
 * dashboard, analytics and reminders working. Uses the same database as `npm start` (DATABASE_URL,
 * or the embedded one in DATA_DIR: stop the server first, it holds that folder). Migrates and seeds
 * the catalogue like `npm start`, makes the first staff account if there is none, and refuses a
 * database that already has shop data.
 */
import { loadConfig } from '../config';
import { openDatabase } from '../db/open';
import { ensureFirstStaffAccount } from '../auth/bootstrap';
import { fillDemo } from '../demo/fill-demo';
import { shiftedClock } from '../startup/test-clock';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const database = await openDatabase(config);
  try {
    // The first (owner) account before the demo's front-desk one: with any account present it would not be made.
    await ensureFirstStaffAccount(database.db, config);
    // The month is filled around today: the machine's, or a test server's moved clock (TEST_CLOCK_OFFSET_MS, never in production).
    const s = await fillDemo(database.db, shiftedClock(config.testClockOffsetMs ?? 0).now());
    console.log(
      `Demo shop ready: ${s.clients} clients, ${s.appointments} appointments (${s.upcoming} upcoming, ${s.walkIns} walk-ins, ` +
        `${s.cancelled} cancelled), ${s.blocks} blocked times, ${s.timeOff} time off, ${s.closures} holiday closure, ${s.orders} store orders, ${s.messages} Contact messages.\n` +
        `Front-desk account (staff role): ${s.frontDesk.username} / ${s.frontDesk.password}. Run npm start and sign in at /admin/login.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
