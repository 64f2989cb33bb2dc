import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from './config-env';
import { SECRET_FILE_VARIABLES } from './config-secret-files';

// .env.example is the list of settings compose.yaml's `env_file` reads (docs/operations.md).
const example = fs.readFileSync('.env.example', 'utf8');
/** Settings only the tests use (fakes of Stripe, Twilio and push; the test clock and scrypt cost). */
const TEST_ONLY = [
  'STRIPE_API_HOST',
  'STRIPE_API_PORT',
  'STRIPE_API_PROTOCOL',
  'TWILIO_API_URL',
  'PUSH_DEV_ENDPOINTS',
  'TEST_CLOCK_OFFSET_MS',
  'TEST_SCRYPT_LN',
];

describe('.env.example', () => {
  it('names every setting server/config.ts reads (set or commented out), the backup passphrase and the *_FILE variants', () => {
    const named = (name: string) => new RegExp(`^#? ?${name}=`, 'm').test(example);
    const missing = CONFIG_VARIABLES.filter((name) => !TEST_ONLY.includes(name) && !named(name));
    expect(missing).toEqual([]);
    expect(named('BACKUP_PASSPHRASE')).toBe(true);
    for (const name of SECRET_FILE_VARIABLES) expect(example).toContain(name);
    expect(example).toContain('NAME_FILE=');
  });

  it("every value is one compose's dotenv parser reads: unquoted, or wholly inside one pair of quotes", () => {
    const bad = example
      .split('\n')
      .filter((line) => /^[A-Z_][A-Z0-9_]*=/.test(line))
      .filter((line) => {
        const value = line.slice(line.indexOf('=') + 1);
        if (value.startsWith('"')) return !/^"(?:[^"\\]|\\.)*"\s*(#.*)?$/.test(value);
        if (value.startsWith("'")) return !/^'[^']*'\s*(#.*)?$/.test(value);
        return /["']/.test(value.split(' #')[0]!) && /\s/.test(value);
      });
    expect(bad).toEqual([]);
  });
});
