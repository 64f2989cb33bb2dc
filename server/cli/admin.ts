/**
 * Staff accounts for the shop owner:
 *
 *   npm run admin -- create <username> [--name "Display Name"] [--role staff]   (an owner unless --role staff)
 *   npm run admin -- reset-password <username>     (ends every session of that account)
 *   npm run admin -- list
 *   npm run admin -- release-messages            (client messages held since a restore go out)
 *
 * The password comes from ADMIN_PASSWORD, else piped stdin, else it is asked on the terminal
 * without echo. Uses the same database as `npm start` (DATABASE_URL, or the embedded one in
 * DATA_DIR: stop the server first, it holds that folder).
 */
import { parseArgs } from 'node:util';
import type { z } from 'zod';
import { loadConfig } from '../config';
import { openDatabase } from '../db/open';
import { NewPassword, NewUsername, Role } from '#shared/schemas/auth';
import { auditLogRepository } from '../repositories/audit-log';
import { releaseMessages } from '../repositories/message-hold';
import { loginThrottle } from '../auth/login-throttle';
import { hashPassword, usePasswordCost } from '../auth/password';
import { readNewPassword } from '../auth/read-password';
import { staffUsersRepository, UsernameTakenError } from '../repositories/staff-users';

const USAGE = `Usage:
  npm run admin -- create <username> [--name "Display Name"] [--role staff]
  npm run admin -- reset-password <username>
  npm run admin -- list
  npm run admin -- release-messages
The password is read from ADMIN_PASSWORD, or piped stdin, or asked for (hidden).`;

class UsageError extends Error {}

function parsed<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const r = schema.safeParse(value);
  if (!r.success) throw new UsageError(r.error.issues[0]?.message ?? 'Invalid value');
  return r.data;
}

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { name: { type: 'string' }, role: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const [command, rawUsername] = positionals;
  if (values.help || !command) throw new UsageError(USAGE);
  if (!['create', 'reset-password', 'list', 'release-messages'].includes(command))
    throw new UsageError(`Unknown command "${command}".\n${USAGE}`);
  const noUser = command === 'list' || command === 'release-messages';
  if (!noUser && !rawUsername) throw new UsageError(`${command} needs a username.\n${USAGE}`);

  const config = loadConfig({ LOG_LEVEL: 'silent', ...process.env });
  usePasswordCost(config.testScryptLn); // tests only; refused with NODE_ENV=production
  const username = noUser ? '' : parsed(NewUsername, rawUsername);
  const role = parsed(Role, values.role ?? 'owner');
  const password = noUser ? '' : parsed(NewPassword, await readNewPassword(config.admin.password));

  const database = await openDatabase(config);
  try {
    const users = staffUsersRepository(database.db);
    if (command === 'release-messages') {
      const lifted = await releaseMessages(database.db);
      console.log(lifted ? `Client messages released (held since the restore of ${lifted.restoredAt}).` : 'No client messages were held.');
    } else if (command === 'list') {
      for (const u of await users.list()) console.log(`${u.username}\t${u.displayName}\t${u.role}`);
    } else if (command === 'create') {
      const at = new Date();
      const account = await database.db.transaction(async (trx) => {
        const created = await staffUsersRepository(trx).create({ username, password, displayName: values.name, role, now: at });
        await auditLogRepository(trx).record({
          actor: null,
          at,
          action: 'staff.create',
          entity: 'staff',
          entityId: created.id,
          summary: `Created the ${created.role} account "${created.username}" (${created.displayName}) from the command line`,
          after: { username: created.username, name: created.displayName, role: created.role, active: true },
        });
        return created;
      });
      console.log(`Created the staff account "${account.username}" (${account.displayName}), role ${account.role}.`);
    } else {
      const account = await users.findByUsername(username);
      if (!account) throw new UsageError(`No staff account named "${username}".`);
      const passwordHash = await hashPassword(password);
      const at = new Date();
      const { sessionsEnded } = await database.db.transaction(async (trx) => {
        const ended = await staffUsersRepository(trx).update(account.id, { passwordHash, now: at });
        await auditLogRepository(trx).record({
          actor: null,
          at,
          action: 'staff.update',
          entity: 'staff',
          entityId: account.id,
          summary: `Account "${account.username}": password reset from the command line`,
          after: { passwordReset: true },
        });
        return ended;
      });
      await loginThrottle(database.db, () => new Date()).forgetUser(account.username);
      console.log(`Password changed for "${account.username}"; ${sessionsEnded} session(s) ended.`);
    }
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((err: unknown) => {
  if (err instanceof UsageError || err instanceof UsernameTakenError) console.error(err.message);
  else console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
