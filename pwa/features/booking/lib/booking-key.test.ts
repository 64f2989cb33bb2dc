import { describe, expect, it } from 'vitest';
import { keyForBooking } from './booking-key';

describe('the booking’s Idempotency-Key', () => {
  let n = 0;
  const fresh = () => `key-${(n += 1)}`;

  it('is new for a first attempt and kept for a retry of the same booking', () => {
    const first = keyForBooking(undefined, '{"a":1}', fresh);
    expect(first.key).toMatch(/^key-\d+$/);
    expect(keyForBooking(first, '{"a":1}', fresh)).toBe(first);
  });

  it('is new when the booking changed (another time, another client)', () => {
    const first = keyForBooking(undefined, '{"time":"10:00"}', fresh);
    const changed = keyForBooking(first, '{"time":"10:30"}', fresh);
    expect(changed.key).not.toBe(first.key);
    expect(changed.body).toBe('{"time":"10:30"}');
  });

  it('uses Web Crypto by default: a uuid, or 32 hex digits', () => {
    expect(keyForBooking(undefined, '{}').key).toMatch(/^([0-9a-f-]{36}|[0-9a-f]{32})$/);
  });
});
