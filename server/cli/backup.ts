/**
 * A consistent backup of the app's database while it runs (docs/backups.md):
 *
 *   npm run backup [file] [-- --passphrase-file path]
 *
 * Same database as `npm start` (DATABASE_URL, or the embedded one in DATA_DIR). The file holds every
 * row, the session signing keys, the VAPID private key and the link key: it is encrypted with
 * BACKUP_PASSPHRASE (or the first line of --passphrase-file) when one is given; keep it safe.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { writeBackup } from '../db/backup';
import { databaseForTool } from '../db/open';
import { backupPassphrase } from './backup-args';

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({ args: argv, allowPositionals: true, options: { 'passphrase-file': { type: 'string' } } });
  const file = positionals[0] ?? `barbershop-${new Date().toISOString().replace(/[:.]/g, '-')}.backup`;
  const passphrase = backupPassphrase(values['passphrase-file']);
  const config = loadConfig({ LOG_LEVEL: 'silent', ...process.env });
  const database = await databaseForTool(config);
  try {
    const s = await writeBackup(database.url, file, { passphrase });
    console.log(
      `Backed up ${s.rows} rows of ${s.tables} tables (${s.migrations} migrations) to ${file}${s.encrypted ? ', encrypted' : ''}.`,
    );
    if (!s.encrypted)
      console.log('It holds the session signing keys, the VAPID private key and the link key: set BACKUP_PASSPHRASE to encrypt it.');
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
