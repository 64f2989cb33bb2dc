import { describe, expect, it } from 'vitest';
import { pushSupport, subscribedMessage, type PushEnvironment } from './push-support';

const chrome: PushEnvironment = {
  hasServiceWorker: true,
  hasPushManager: true,
  hasNotification: true,
  permission: 'default',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0',
  platform: 'Linux x86_64',
  maxTouchPoints: 0,
  standalone: false,
};
const iphone = {
  ...chrome,
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Safari/604.1',
  platform: 'iPhone',
  maxTouchPoints: 5,
};

describe('push support', () => {
  it('is supported with a service worker, PushManager and notifications not refused', () => {
    expect(pushSupport(chrome)).toBe('supported');
    expect(pushSupport({ ...chrome, permission: 'granted' })).toBe('supported');
  });

  it('says notifications are blocked when the visitor refused them', () => {
    expect(pushSupport({ ...chrome, permission: 'denied' })).toBe('denied');
  });

  it('is unsupported without a service worker or PushManager', () => {
    expect(pushSupport({ ...chrome, hasPushManager: false })).toBe('unsupported');
    expect(pushSupport({ ...chrome, hasServiceWorker: false })).toBe('unsupported');
  });

  it('on iPhone and iPad needs the app added to the Home Screen (an iPad may call itself a Mac)', () => {
    expect(pushSupport({ ...iphone, hasPushManager: false })).toBe('ios-install');
    expect(
      pushSupport({
        ...chrome,
        userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605',
        platform: 'MacIntel',
        maxTouchPoints: 5,
      }),
    ).toBe('ios-install');
    expect(pushSupport({ ...iphone, standalone: true })).toBe('supported');
    expect(pushSupport({ ...chrome, platform: 'MacIntel', maxTouchPoints: 0 })).toBe('supported');
  });
});

describe('helpers', () => {
  it('says which reminders are ahead', () => {
    expect(subscribedMessage(2)).toContain('24 hours and 2 hours before');
    expect(subscribedMessage(1)).toContain('2 hours before');
    expect(subscribedMessage(0)).toContain('less than 2 hours away');
  });
});
