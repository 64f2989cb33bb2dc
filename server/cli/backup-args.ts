import fs from 'node:fs';

/** The backup passphrase: --passphrase-file's first line, else BACKUP_PASSPHRASE, else none (not encrypted). */
export function backupPassphrase(file: string | undefined, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const value = file ? fs.readFileSync(file, 'utf8').split('\n')[0]!.trim() : env.BACKUP_PASSPHRASE;
  if (value !== undefined && value.length === 0) throw new Error('The backup passphrase is empty.');
  return value;
}
