import type { Db } from '../db/connect';
import { unauthorized } from '../errors';
import { loginThrottle, pairKey, throttleKey } from './login-throttle';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from './password';
import { staffUsersRepository, type StaffAccount } from '../repositories/staff-users';

/** The one message for an unknown username and a wrong password. */
export const INVALID_CREDENTIALS = 'Invalid username or password';

/**
 * Checks a username and password under the throttle. An unknown username is checked against a
 * dummy hash, so it answers with the same status, message and time as a wrong password.
 * `deviceKey` (a valid device cookie for this username: server/auth/device-cookie.ts): the attempt is
 * counted and locked per device only, so the username's and the address's locks, which strangers can
 * cause, do not apply to it, and its failures do not add to them. Without it: per username at this
 * address, per username and per address (server/auth/login-throttle.ts).
 */
export async function authenticate(
  db: Db,
  now: () => Date,
  input: { username: string; password: string; ip: string; deviceKey?: string },
): Promise<StaffAccount> {
  const throttle = loginThrottle(db, now);
  const userKey = throttleKey('user', input.username);
  const atAddress = pairKey(input.username, input.ip);
  const attempt = await throttle.begin(input.deviceKey ? [input.deviceKey] : [atAddress, userKey, throttleKey('ip', input.ip)]);
  const users = staffUsersRepository(db);
  const account = await users.findByUsername(input.username);
  const matches = await verifyPassword(input.password, account?.passwordHash ?? (await dummyHash()));
  if (!account || !matches || !account.active) throw unauthorized(INVALID_CREDENTIALS);
  // A good password clears the failures of the keys it was counted under: a trusted device's own, or
  // the username's here and everywhere (strangers' failures on the username stay counted when the owner signs in from a known device).
  await throttle.succeeded(attempt, input.deviceKey ? [input.deviceKey] : [atAddress, userKey]);
  if (needsRehash(account.passwordHash)) await users.upgradeHash(account.id, await hashPassword(input.password));
  return account;
}
