import { describe, expect, it, vi } from 'vitest';
import { fetchPushPublicKey, renewSubscription, type FetchLike, type RenewDeps, type SubscriptionLike } from './renew-subscription';

const P256DH = 'B'.repeat(87);
const AUTH = 'A'.repeat(22);
const SERVER_KEY = 'AQID_-8'; // bytes 1, 2, 3, 255, 239

function fakeSubscription(endpoint: string, applicationServerKey: ArrayBuffer | null = null): SubscriptionLike {
  return {
    endpoint,
    options: { applicationServerKey },
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: P256DH, auth: AUTH } }),
  };
}

type Sent = { url: string; init: RequestInit };

/** A fake fetch that records requests and answers `status` (and `json` as the body). */
function fakeFetch(status = 200, json: unknown = { renewed: true }) {
  const sent: Sent[] = [];
  const fetch = vi.fn<FetchLike>(async (url, init) => {
    sent.push({ url, init });
    return { ok: status >= 200 && status < 300, status, json: async () => json };
  });
  return { fetch, sent };
}

function deps(overrides: Partial<RenewDeps> = {}) {
  const { fetch, sent } = fakeFetch();
  const subscribe = vi.fn<RenewDeps['subscribe']>(async () => fakeSubscription('https://push.example/subscribed'));
  const fetchPublicKey = vi.fn<RenewDeps['fetchPublicKey']>(async () => SERVER_KEY);
  const d: RenewDeps = { oldSubscription: null, newSubscription: null, subscribe, fetchPublicKey, fetch, ...overrides };
  return { d, sent, subscribe, fetchPublicKey };
}

const bodyOf = (s: Sent) => JSON.parse(String(s.init.body)) as unknown;

describe('renewSubscription (pushsubscriptionchange)', () => {
  it('sends the new subscription with the old endpoint: PUT /api/push/subscriptions', async () => {
    const { d, sent, subscribe, fetchPublicKey } = deps({
      oldSubscription: fakeSubscription('https://push.example/old'),
      newSubscription: fakeSubscription('https://push.example/new'),
    });
    await expect(renewSubscription(d)).resolves.toBe('renewed');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/api/push/subscriptions');
    expect(sent[0]!.init).toMatchObject({ method: 'PUT', headers: { 'content-type': 'application/json' }, credentials: 'same-origin' });
    expect(bodyOf(sent[0]!)).toEqual({
      oldEndpoint: 'https://push.example/old',
      subscription: { endpoint: 'https://push.example/new', keys: { p256dh: P256DH, auth: AUTH } },
    });
    expect(subscribe).not.toHaveBeenCalled();
    expect(fetchPublicKey).not.toHaveBeenCalled();
  });

  it('without a new subscription, subscribes again with the old one’s key and sends that', async () => {
    const key = new Uint8Array([4, 5, 6]).buffer;
    const { d, sent, subscribe, fetchPublicKey } = deps({ oldSubscription: fakeSubscription('https://push.example/old', key) });
    await expect(renewSubscription(d)).resolves.toBe('renewed');
    expect(subscribe).toHaveBeenCalledExactlyOnceWith({ userVisibleOnly: true, applicationServerKey: key });
    expect(fetchPublicKey).not.toHaveBeenCalled();
    expect(bodyOf(sent[0]!)).toMatchObject({
      oldEndpoint: 'https://push.example/old',
      subscription: { endpoint: 'https://push.example/subscribed' },
    });
  });

  it('when the old subscription carries no key, fetches the server’s public key to subscribe with', async () => {
    for (const oldSubscription of [
      fakeSubscription('https://push.example/old', null),
      { ...fakeSubscription('https://push.example/old'), options: undefined },
    ]) {
      const { d, sent, subscribe, fetchPublicKey } = deps({ oldSubscription });
      await renewSubscription(d);
      expect(fetchPublicKey).toHaveBeenCalledOnce();
      const { applicationServerKey } = subscribe.mock.calls[0]![0];
      expect([...new Uint8Array(applicationServerKey as Uint8Array)]).toEqual([1, 2, 3, 255, 239]);
      expect(bodyOf(sent[0]!)).toMatchObject({ subscription: { endpoint: 'https://push.example/subscribed' } });
    }
  });

  it('without an old subscription there is nothing to re-bind: no request, no subscribing', async () => {
    for (const newSubscription of [null, fakeSubscription('https://push.example/new')]) {
      const { d, sent, subscribe, fetchPublicKey } = deps({ oldSubscription: null, newSubscription });
      await expect(renewSubscription(d)).resolves.toBe('nothing-to-renew');
      expect(sent).toEqual([]);
      expect(subscribe).not.toHaveBeenCalled();
      expect(fetchPublicKey).not.toHaveBeenCalled();
    }
  });

  it('rejects when the PUT fails (an error answer or no network), so waitUntil fails', async () => {
    const pair = {
      oldSubscription: fakeSubscription('https://push.example/old'),
      newSubscription: fakeSubscription('https://push.example/new'),
    };
    for (const status of [404, 400, 500]) {
      await expect(renewSubscription(deps({ ...pair, fetch: fakeFetch(status, { message: 'x' }).fetch }).d)).rejects.toThrow(
        `HTTP ${status}`,
      );
    }
    const offline = vi.fn<FetchLike>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(renewSubscription(deps({ ...pair, fetch: offline }).d)).rejects.toThrow('Failed to fetch');
  });

  it('rejects, sending nothing, when subscribing again fails', async () => {
    const { d, sent } = deps({
      oldSubscription: fakeSubscription('https://push.example/old'),
      subscribe: async () => {
        throw new Error('NotAllowedError');
      },
    });
    await expect(renewSubscription(d)).rejects.toThrow('NotAllowedError');
    expect(sent).toEqual([]);
  });
});

describe('fetchPushPublicKey', () => {
  it('reads the key from GET /api/push/public-key', async () => {
    const { fetch, sent } = fakeFetch(200, { publicKey: SERVER_KEY });
    await expect(fetchPushPublicKey(fetch)).resolves.toBe(SERVER_KEY);
    expect(sent[0]!.url).toBe('/api/push/public-key');
  });

  it('rejects on an error answer or an answer without a key', async () => {
    await expect(fetchPushPublicKey(fakeFetch(503, {}).fetch)).rejects.toThrow('HTTP 503');
    await expect(fetchPushPublicKey(fakeFetch(200, { publicKey: '' }).fetch)).rejects.toThrow('no key');
  });
});
