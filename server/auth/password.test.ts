import { describe, expect, it } from 'vitest';
import { DEFAULT_PARAMS, dummyHash, hashPassword, needsRehash, parseHash, verifyPassword } from './password';

// Cheaper parameters keep most cases fast; one case runs the real ones.
const FAST = { ln: 10, r: 8, p: 1 };

describe('password hashing (scrypt)', () => {
  it('hashes with the default parameters, a 16-byte salt and a 64-byte key, and verifies', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^\$scrypt\$ln=15,r=8,p=3\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    const parsed = parseHash(hash)!;
    expect(parsed.params).toEqual(DEFAULT_PARAMS);
    expect(parsed.salt.length).toBe(16);
    expect(parsed.key.length).toBe(64);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horsE', hash)).toBe(false);
  });

  it('salts every hash: the same password twice gives two different strings that both verify', async () => {
    const a = await hashPassword('same-password', FAST);
    const b = await hashPassword('same-password', FAST);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same-password', a)).toBe(true);
    expect(await verifyPassword('same-password', b)).toBe(true);
  });

  it('reads the parameters from the stored string, so older hashes still verify', async () => {
    const old = await hashPassword('legacy-pass', { ln: 12, r: 8, p: 1 });
    expect(await verifyPassword('legacy-pass', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(await hashPassword('x'.repeat(8), DEFAULT_PARAMS))).toBe(false);
  });

  it('treats unicode forms alike (NFC) and keeps every character significant', async () => {
    const hash = await hashPassword('caf\u00e9-pass', FAST);
    expect(await verifyPassword('cafe\u0301-pass', hash)).toBe(true);
    expect(await verifyPassword('cafe-pass', hash)).toBe(false);
    expect(await verifyPassword('caf\u00e9-pass ', hash)).toBe(false);
  });

  it('never matches (or throws on) a malformed or tampered hash', async () => {
    const good = await hashPassword('secret1', FAST);
    for (const bad of [
      '',
      'plain-text',
      '$scrypt$ln=15,r=8,p=1$$',
      good.replace('ln=10', 'ln=40'),
      good.replace('p=1', 'p=0'),
      '$argon2id$v=19$m=1,t=1,p=1$aaaa$bbbb',
    ]) {
      expect(await verifyPassword('secret1', bad)).toBe(false);
      expect(needsRehash(bad)).toBe(true);
    }
  });

  it('has a dummy hash with today’s parameters for unknown usernames', async () => {
    const d = await dummyHash();
    expect(parseHash(d)?.params).toEqual(DEFAULT_PARAMS);
    expect(await dummyHash()).toBe(d);
    expect(await verifyPassword('anything', d)).toBe(false);
  });
});
