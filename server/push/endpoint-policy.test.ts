import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { loadConfig } from '../config';
import { endpointAllowed } from './endpoint-policy';
import { createPushSender } from './send';

const policy = { dev: false };
const dev = { dev: true };

describe('push endpoint policy', () => {
  it('accepts only https endpoints of known push services unless the development switch is set', () => {
    expect(endpointAllowed('https://fcm.googleapis.com/fcm/send/abc', policy)).toBe(true);
    expect(endpointAllowed('https://updates.push.services.mozilla.com/wpush/v2/abc', policy)).toBe(true);
    expect(endpointAllowed('https://web.push.apple.com/QO0abc', policy)).toBe(true);
    expect(endpointAllowed('https://wns2-bl2p.notify.windows.com/w/?token=abc', policy)).toBe(true);
    expect(endpointAllowed('https://internal.example.com/push', policy)).toBe(false);
    expect(endpointAllowed('https://evilfcm.googleapis.com.example.com/x', policy)).toBe(false);
    expect(endpointAllowed('http://127.0.0.1:9999/push', policy)).toBe(false);
    expect(endpointAllowed('https://169.254.169.254/latest/meta-data', policy)).toBe(false);
    expect(endpointAllowed('https://fcm.googleapis.com:8443/fcm/send/abc', policy)).toBe(false);
    expect(endpointAllowed('https://user:pw@fcm.googleapis.com/fcm/send/abc', policy)).toBe(false);
    expect(endpointAllowed('not a url', policy)).toBe(false);
  });

  it('with PUSH_DEV_ENDPOINTS=1 accepts what the shared schema accepted (https, or http on loopback)', () => {
    expect(endpointAllowed('http://127.0.0.1:9999/push', dev)).toBe(true);
    expect(endpointAllowed('https://push.example.test/abc', dev)).toBe(true);
  });

  it('is on for `npm start` without NODE_ENV, and the switch is refused in production', () => {
    expect(loadConfig({}).push.devEndpoints).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).push.devEndpoints).toBe(false);
    expect(loadConfig({ PUSH_DEV_ENDPOINTS: '1' }).push.devEndpoints).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production', PUSH_DEV_ENDPOINTS: '1' })).toThrow(/PUSH_DEV_ENDPOINTS/);
  });

  it('the sender never sends to an endpoint outside the policy (one stored before it), and reports it gone', async () => {
    const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:test@example.com' };
    const calls: string[] = [];
    const transport = async (s: webpush.PushSubscription) => {
      calls.push(s.endpoint);
      return { statusCode: 201 };
    };
    const sender = createPushSender({ vapid, devEndpoints: false, transport });
    const target = {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    };
    const payload = { title: 't', body: 'b', url: '/' };
    for (const endpoint of ['http://127.0.0.1:9999/push', 'https://169.254.169.254/push']) {
      expect(await sender.send({ endpoint, ...target }, payload, { ttlSeconds: 60 })).toMatchObject({ ok: false, gone: true });
    }
    expect(calls).toEqual([]);
    expect(
      await sender.send({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', ...target }, payload, { ttlSeconds: 60 }),
    ).toMatchObject({ ok: true });
    expect(calls).toEqual(['https://fcm.googleapis.com/fcm/send/abc']);
  });
});
