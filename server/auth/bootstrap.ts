import { randomBytes } from 'node:crypto';
import type { Db } from '../db/connect';
import type { Config } from '../config';
import { NewPassword, NewUsername } from '#shared/schemas/auth';
import { staffUsersRepository } from '../repositories/staff-users';

const LOCK = 727_004;

/** A password for the first account when none was given: 120 random bits, typeable. */
export const generatePassword = () => randomBytes(15).toString('base64url');

function checked(username: string, password: string | undefined): { username: string; password: string | undefined } {
  const u = NewUsername.safeParse(username);
  if (!u.success) throw new Error(`ADMIN_USERNAME: ${u.error.issues[0]?.message}`);
  if (password === undefined) return { username: u.data, password };
  const p = NewPassword.safeParse(password);
  if (!p.success) throw new Error(`ADMIN_PASSWORD: ${p.error.issues[0]?.message}`);
  return { username: u.data, password: p.data };
}

/**
 * First start: with no staff account, create one from ADMIN_USERNAME / ADMIN_PASSWORD, or with a
 * generated password printed once (there is no default password). With accounts present nothing
 * changes: the environment never overrides a password (use `npm run admin -- reset-password`).
 */
export async function ensureFirstStaffAccount(
  db: Db,
  config: Pick<Config, 'admin' | 'log'>,
  opts: { now?: () => Date; print?: (text: string) => void } = {},
): Promise<'created' | 'exists'> {
  const now = opts.now ?? (() => new Date());
  const print = opts.print ?? ((text: string) => process.stdout.write(`${text}\n`));
  const wanted = checked(config.admin.username ?? 'admin', config.admin.password);
  const outcome = await db.transaction(async (trx) => {
    const users = staffUsersRepository(trx);
    await users.lockFirstAccount(LOCK); // two processes starting together create one
    if ((await users.count()) > 0) return { created: false } as const;
    const generated = wanted.password ? undefined : generatePassword();
    await users.create({ username: wanted.username, password: wanted.password ?? generated!, now: now() });
    return { created: true, generated } as const;
  });
  if (!outcome.created) {
    if (config.admin.password)
      config.log.warn('ADMIN_PASSWORD is ignored: staff accounts already exist (npm run admin -- reset-password <username>).');
    return 'exists';
  }
  if (!outcome.generated) {
    config.log.info(`Created the staff account "${wanted.username}" from ADMIN_USERNAME/ADMIN_PASSWORD.`);
    return 'created';
  }
  // Printed even with LOG_LEVEL=silent: it is the only way to learn it (after commit, so it is real).
  print(
    [
      '',
      '================================================================',
      ' First staff account for the admin area (/admin/login):',
      `   username: ${wanted.username}`,
      `   password: ${outcome.generated}`,
      ' This password is shown only this once. Change it with:',
      `   npm run admin -- reset-password ${wanted.username}`,
      '================================================================',
      '',
    ].join('\n'),
  );
  return 'created';
}
