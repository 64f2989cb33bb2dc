import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with Node's scrypt. Stored as a PHC-style string that carries its own
 * parameters, so they can be raised later and old hashes still verify (and are upgraded at the
 * next sign-in, see `needsRehash`):
 *
 *   $scrypt$ln=15,r=8,p=3$<salt, base64>$<key, base64>
 *
 * ln = log2(N). N=2^15, r=8 uses 32 MiB per hash; p=3 is OWASP's equivalent of N=2^17,p=1 at that
 * memory. About 0.35 s on the reference machine (docs/decisions/004-auth.md).
 */
export type ScryptParams = { ln: number; r: number; p: number };

let dummy: Promise<string> | undefined;

export const DEFAULT_PARAMS: ScryptParams = { ln: 15, r: 8, p: 3 };
/** The cheapest cost a test server may ask for (TEST_SCRYPT_LN) and the cheapest a stored hash may have. */
export const MIN_LN = 10;

let current: ScryptParams = DEFAULT_PARAMS;
/** The parameters new hashes are made with: DEFAULT_PARAMS, except in a test process that asked for less. */
export const currentParams = (): ScryptParams => current;

/**
 * Tests only (TEST_SCRYPT_LN, which server/config.ts refuses with NODE_ENV=production): new hashes,
 * the rehash check and the unknown-user check use N = 2^ln instead of 2^15, so a test's sign-ins
 * cost about a 32nd of the CPU. `undefined` puts today's parameters back.
 */
export function usePasswordCost(ln: number | undefined): void {
  const next = ln === undefined ? DEFAULT_PARAMS : { ...DEFAULT_PARAMS, ln: Math.max(MIN_LN, Math.min(ln, DEFAULT_PARAMS.ln)) };
  if (next.ln !== current.ln) dummy = undefined;
  current = next;
}
const SALT_BYTES = 16;
const KEY_BYTES = 64;
// Bounds for parameters read back from the database: a tampered row must not make us hash for minutes.
const LIMITS = { ln: [MIN_LN, 20], r: [1, 32], p: [1, 16] } as const;

function derive(password: string, salt: Buffer, params: ScryptParams, keyLen: number): Promise<Buffer> {
  const N = 2 ** params.ln;
  const options: ScryptOptions = { N, r: params.r, p: params.p, maxmem: 128 * N * params.r + 16 * 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLen, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

const b64 = (b: Buffer) => b.toString('base64').replace(/=+$/, '');

export async function hashPassword(password: string, params: ScryptParams = currentParams()): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params, KEY_BYTES);
  return `$scrypt$ln=${params.ln},r=${params.r},p=${params.p}$${b64(salt)}$${b64(key)}`;
}

type Parsed = { params: ScryptParams; salt: Buffer; key: Buffer };

export function parseHash(stored: string): Parsed | undefined {
  const m = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(stored);
  if (!m) return undefined;
  const params = { ln: Number(m[1]), r: Number(m[2]), p: Number(m[3]) };
  for (const k of ['ln', 'r', 'p'] as const) {
    if (params[k] < LIMITS[k][0] || params[k] > LIMITS[k][1]) return undefined;
  }
  const salt = Buffer.from(m[4]!, 'base64');
  const key = Buffer.from(m[5]!, 'base64');
  if (salt.length < 8 || key.length < 32) return undefined;
  return { params, salt, key };
}

/** True when `password` matches `stored`. A malformed hash never matches (and never throws). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const candidate = await derive(password, parsed.salt, parsed.params, parsed.key.length);
  return timingSafeEqual(candidate, parsed.key);
}

/** True when `stored` was made with weaker parameters than today's: hash again after a good sign-in. */
export function needsRehash(stored: string, params: ScryptParams = currentParams()): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return true;
  const p = parsed.params;
  return p.ln < params.ln || p.r < params.r || p.p < params.p || parsed.key.length < KEY_BYTES;
}

/**
 * A hash of a random password with today's parameters: verifying against it when the username
 * is unknown takes as long as a real check, so timing does not tell which usernames exist.
 */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(18).toString('base64'));
  return dummy;
}
