/**
 * `npm run migrate`: the release's one-shot step. Brings the database (DATABASE_URL, or the embedded
 * one under DATA_DIR) up to this build's migrations with the migrations' own limits, seeds an empty
 * shop, and exits; the app then starts with SKIP_MIGRATIONS=1 (docs/operations.md).
 */
import { loadConfig } from '../config';
import { openDatabase } from '../db/open';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ ...config, skipMigrations: false });
  await database.close();
  config.log.info('The database is up to date.');
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
