import { describe, expect, it } from 'vitest';
import { endpointAllowed } from './endpoint-policy';

describe('push endpoint policy', () => {
  it('in production accepts only https endpoints of known push services', () => {
    expect(endpointAllowed('https://fcm.googleapis.com/fcm/send/abc', true)).toBe(true);
    expect(endpointAllowed('https://updates.push.services.mozilla.com/wpush/v2/abc', true)).toBe(true);
    expect(endpointAllowed('https://web.push.apple.com/QO0abc', true)).toBe(true);
    expect(endpointAllowed('https://wns2-bl2p.notify.windows.com/w/?token=abc', true)).toBe(true);
    expect(endpointAllowed('https://internal.example.com/push', true)).toBe(false);
    expect(endpointAllowed('https://evilfcm.googleapis.com.example.com/x', true)).toBe(false);
    expect(endpointAllowed('http://127.0.0.1:9999/push', true)).toBe(false);
  });

  it('elsewhere accepts what the shared schema accepted (https, or http on loopback)', () => {
    expect(endpointAllowed('http://127.0.0.1:9999/push', false)).toBe(true);
    expect(endpointAllowed('https://push.example.test/abc', false)).toBe(true);
  });
});
