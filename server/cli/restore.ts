/**
 * Restores a backup into a NEW, EMPTY database (docs/backups.md):
 *
 *   npm run restore <file> [-- --passphrase-file path]
 *
 * Into DATABASE_URL, or the embedded database in DATA_DIR (a new folder). Client messages are then
 * held until the owner releases them (POST /api/admin/notifications/release, or
 * `npm run admin -- release-messages`).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { restoreBackup } from '../db/backup';
import { databaseForTool } from '../db/open';
import { backupPassphrase } from './backup-args';

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({ args: argv, allowPositionals: true, options: { 'passphrase-file': { type: 'string' } } });
  const file = positionals[0];
  if (!file) throw new Error('Usage: npm run restore <file> [-- --passphrase-file path]');
  const passphrase = backupPassphrase(values['passphrase-file']);
  const config = loadConfig({ LOG_LEVEL: 'silent', ...process.env });
  const database = await databaseForTool(config);
  try {
    const s = await restoreBackup(database.url, file, { passphrase });
    console.log(`Restored ${s.rows} rows of ${s.tables} tables (${s.migrations} migrations) from the backup of ${s.backupCreatedAt}.`);
    console.log(
      'Client messages are HELD: the owner releases them (POST /api/admin/notifications/release, or npm run admin -- release-messages).',
    );
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
