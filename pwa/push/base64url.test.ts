import { describe, expect, it } from 'vitest';
import { base64UrlToBytes } from './base64url';

describe('helpers', () => {
  it('decodes a base64url key', () => {
    expect([...base64UrlToBytes('AQID_-8')]).toEqual([1, 2, 3, 255, 239]);
  });
});
