import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const file = (text: string) => {
  const f = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'secret-')), 'key');
  fs.writeFileSync(f, text);
  return f;
};
const KEY = 'k'.repeat(43);

describe('keys from a file (NAME_FILE)', () => {
  it('reads SESSION_KEYS, VAPID_PRIVATE_KEY and LINK_KEY from their files, trimmed', () => {
    const c = loadConfig({
      LOG_LEVEL: 'silent',
      SESSION_KEYS_FILE: file(`${KEY},${KEY}x\n`),
      VAPID_PUBLIC_KEY_FILE: file('pub\n'),
      VAPID_PRIVATE_KEY_FILE: file('priv\n'),
      LINK_KEY_FILE: file(`${KEY}\n`),
    });
    expect(c.sessionKeys).toEqual([KEY, `${KEY}x`]);
    expect(c.push.vapidPrivateKey).toBe('priv');
    expect(c.linkKey).toBe(KEY);
  });

  it('LINK_KEY from the environment; refuses a short one, both NAME and NAME_FILE, and an unreadable file', () => {
    expect(loadConfig({ LOG_LEVEL: 'silent', LINK_KEY: KEY }).linkKey).toBe(KEY);
    expect(() => loadConfig({ LOG_LEVEL: 'silent', LINK_KEY: 'short' })).toThrow(/LINK_KEY/);
    expect(() => loadConfig({ LOG_LEVEL: 'silent', LINK_KEY: KEY, LINK_KEY_FILE: file(KEY) })).toThrow(/not both/);
    expect(() => loadConfig({ LOG_LEVEL: 'silent', LINK_KEY_FILE: '/nonexistent/key' })).toThrow(/cannot read/);
  });
});
