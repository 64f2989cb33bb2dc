import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { isNetworkError } from './api-errors';

describe('network errors', () => {
  it('tells a failed fetch from an answer of the server', () => {
    expect(isNetworkError(new TypeError('Failed to fetch'), true)).toBe(true);
    expect(isNetworkError(new ApiError(409, '{}', {}), true)).toBe(false);
    expect(isNetworkError(new Error('parse'), true)).toBe(false);
  });

  it('counts any failure as a network one while the browser is offline, except a server answer', () => {
    expect(isNetworkError(new Error('x'), false)).toBe(true);
    expect(isNetworkError(new ApiError(500, 'x', null), false)).toBe(false);
  });
});
