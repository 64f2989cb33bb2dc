import { describe, expect, it } from 'vitest';
import { statusColour } from './status-colour';

describe('statusColour', () => {
  it('follows the spec: green confirmed, yellow pending, red cancelled, blue completed, grey otherwise', () => {
    expect(statusColour('confirmed')).toBe('green');
    expect(statusColour('pending')).toBe('yellow');
    expect(statusColour('cancelled')).toBe('red');
    expect(statusColour('completed')).toBe('blue');
    expect(statusColour('no-show')).toBe('gray');
  });
});
