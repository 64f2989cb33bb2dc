import crypto from 'node:crypto';
import pg from 'pg';

/** Runs `fn` on a connection of its own to the server's admin database (create and drop databases there). */
async function admin<T>(adminUrl: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** A database name no other run or file takes: `prefix`, the time and random bytes. */
const newName = (prefix: string) => `${prefix}_${Date.now().toString(36)}_${crypto.randomBytes(4).toString('hex')}`;

/** Drops database `name` on the server of `adminUrl`, whoever is still connected to it. */
const dropDatabase = (adminUrl: string, name: string) =>
  admin(adminUrl, async (c) => void (await c.query(`drop database if exists "${name}" with (force)`)));

/**
 * A new database on the server of `adminUrl`, empty or a copy of `template`: its name, its URL and how
 * to drop it.
 */
export async function freshDatabase(adminUrl: string, prefix: string, template?: string) {
  const name = newName(prefix);
  await admin(adminUrl, async (c) => {
    await c.query(template ? `create database "${name}" template "${template}"` : `create database "${name}"`);
    // Commits do not wait for the disk: on a server shared with other test runs, their databases made
    // and dropped (WAL, checkpoints) could otherwise stall a race of 50 commits for many seconds. Only
    // a crash of PostgreSQL itself, which nothing here causes, could lose a commit acknowledged this way.
    await c.query(`alter database "${name}" set synchronous_commit = off`);
  });
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return { name, url: u.toString(), drop: () => dropDatabase(adminUrl, name) };
}
