import { describe, expect, it } from 'vitest';
import { parseBarberParam } from './barber-param';

describe('?barber= parameter', () => {
  it('accepts a positive numeric id', () => {
    expect(parseBarberParam('3')).toBe(3);
    expect(parseBarberParam('12')).toBe(12);
  });

  it('ignores anything else', () => {
    for (const v of [null, '', '0', '-1', 'abc', '3.5', '1e3', '9999999999']) expect(parseBarberParam(v)).toBeUndefined();
  });
});
