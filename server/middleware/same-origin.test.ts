import { describe, expect, it } from 'vitest';
import type { Context } from 'koa';
import { sameOrigin } from './same-origin';

const guard = sameOrigin('barbershop.sid');

/** A request as the middleware sees it: method, host and a few headers. */
function ctx(method: string, headers: Record<string, string>, host = 'shop.example:3000') {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return { method, host, get: (name: string) => lower[name.toLowerCase()] ?? '' } as unknown as Context;
}

async function outcome(c: Context): Promise<number> {
  try {
    await guard(c, async () => {});
    return 200;
  } catch (err) {
    return (err as { status: number }).status;
  }
}

const cookie = 'theme=dark; barbershop.sid=abc; barbershop.sid.sig=def';

describe('sameOrigin()', () => {
  it('refuses writes with the session cookie from another site or origin', async () => {
    expect(await outcome(ctx('POST', { cookie, origin: 'https://evil.example' }))).toBe(403);
    expect(await outcome(ctx('DELETE', { cookie, 'sec-fetch-site': 'cross-site' }))).toBe(403);
    expect(await outcome(ctx('PATCH', { cookie, 'sec-fetch-site': 'same-site', origin: 'http://shop.example:3000' }))).toBe(403);
    expect(await outcome(ctx('PUT', { cookie, origin: 'null' }))).toBe(403);
    expect(await outcome(ctx('POST', { cookie, origin: 'http://shop.example:4000' }))).toBe(403); // another port is another origin
  });

  it('lets through same-origin writes (any scheme, for a TLS proxy), reads, cookieless and header-less requests', async () => {
    expect(await outcome(ctx('POST', { cookie, origin: 'http://shop.example:3000', 'sec-fetch-site': 'same-origin' }))).toBe(200);
    expect(await outcome(ctx('POST', { cookie, origin: 'https://shop.example:3000' }))).toBe(200);
    expect(await outcome(ctx('GET', { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }))).toBe(200);
    expect(await outcome(ctx('POST', { origin: 'https://evil.example' }))).toBe(200); // e.g. the Stripe webhook
    expect(await outcome(ctx('POST', { cookie: 'other=1; xbarbershop.sid=1', origin: 'https://evil.example' }))).toBe(200);
    expect(await outcome(ctx('POST', { cookie }))).toBe(200); // curl, tests
    expect(await outcome(ctx('POST', { cookie, 'sec-fetch-site': 'none' }))).toBe(200); // typed in the address bar
  });
});
