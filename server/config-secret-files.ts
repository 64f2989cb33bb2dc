import fs from 'node:fs';

/** The secrets that may come from a file instead: `NAME_FILE=/run/secrets/x` reads NAME from that file (docs/backups.md#keys). */
export const SECRET_FILE_VARIABLES = [
  'SESSION_KEYS',
  'VAPID_PUBLIC_KEY',
  'VAPID_PRIVATE_KEY',
  'LINK_KEY',
  'ADMIN_PASSWORD',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'DATABASE_URL',
] as const;

export function withSecretFiles(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out = { ...env };
  for (const name of SECRET_FILE_VARIABLES) {
    const file = env[`${name}_FILE`];
    if (!file) continue;
    if (env[name]) throw new Error(`Invalid configuration:\n  ${name}_FILE: set ${name} or ${name}_FILE, not both`);
    try {
      out[name] = fs.readFileSync(file, 'utf8').trim();
    } catch (err) {
      throw new Error(
        `Invalid configuration:\n  ${name}_FILE: cannot read ${file} (${(err as NodeJS.ErrnoException).code ?? String(err)})`,
        { cause: err },
      );
    }
  }
  return out;
}
