import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import {
  currentParams,
  DEFAULT_PARAMS,
  dummyHash,
  hashPassword,
  needsRehash,
  parseHash,
  usePasswordCost,
  verifyPassword,
} from './password';

/** TEST_SCRYPT_LN: test servers hash passwords cheaply; production never can. */
describe('a cheaper scrypt cost for tests (TEST_SCRYPT_LN)', () => {
  afterEach(() => usePasswordCost(undefined));

  it('is refused with NODE_ENV=production, whatever the value; outside production it is read, within 10 to 15', () => {
    for (const ln of ['10', '15']) {
      expect(() => loadConfig({ NODE_ENV: 'production', TEST_SCRYPT_LN: ln })).toThrow(/TEST_SCRYPT_LN: is for tests only/);
    }
    expect(loadConfig({ NODE_ENV: 'production' }).testScryptLn).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test', TEST_SCRYPT_LN: '10' }).testScryptLn).toBe(10);
    expect(loadConfig({ NODE_ENV: 'test' }).testScryptLn).toBeUndefined();
    for (const bad of ['9', '16', '12.5', 'low'])
      expect(() => loadConfig({ NODE_ENV: 'test', TEST_SCRYPT_LN: bad })).toThrow(/TEST_SCRYPT_LN: must be a whole number from 10 to 15/);
  });

  it('makes new hashes, the unknown-user check and the rehash check use it; production’s hashes still verify', async () => {
    const strong = await hashPassword('front-desk-1');
    usePasswordCost(10);
    expect(currentParams()).toEqual({ ...DEFAULT_PARAMS, ln: 10 });
    const cheap = await hashPassword('front-desk-1');
    expect(parseHash(cheap)?.params.ln).toBe(10);
    expect(parseHash(await dummyHash())?.params.ln).toBe(10);
    expect(needsRehash(cheap)).toBe(false); // no upgrade to 2^15 at every test sign-in
    expect(needsRehash(strong)).toBe(false); // nor a downgrade
    expect(await verifyPassword('front-desk-1', cheap)).toBe(true);
    expect(await verifyPassword('front-desk-1', strong)).toBe(true);
    expect(await verifyPassword('wrong-pass', cheap)).toBe(false);

    usePasswordCost(undefined); // back to today's parameters: a cheap hash is upgraded at the next sign-in
    expect(currentParams()).toEqual(DEFAULT_PARAMS);
    expect(needsRehash(cheap)).toBe(true);
    expect(parseHash(await dummyHash())?.params).toEqual(DEFAULT_PARAMS);
  }, 60_000); // two hashes at production's cost, on a shared machine

  it('a test-sized hash costs a small part of a production one', async () => {
    const time = async (ln: number | undefined) => {
      usePasswordCost(ln);
      const start = performance.now();
      for (let i = 0; i < 2; i++) await hashPassword(`pass-${i}`);
      return performance.now() - start;
    };
    const cheap = await time(10);
    const full = await time(undefined);
    expect(cheap).toBeLessThan(full / 4); // about a 32nd; wide, other work on the machine only adds noise
  }, 60_000);
});
