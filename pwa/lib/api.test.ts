// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, getJson, loadSchema, schema, sendJson } from './api';

// The contact schemas' module, counted as it loads; it fails to load once when `failNext` is set.
const contactModule = vi.hoisted(() => ({ loads: 0, failNext: false }));
vi.mock('#shared/schemas/contact', async (importOriginal) => {
  if (contactModule.failNext) {
    contactModule.failNext = false;
    throw new Error('offline');
  }
  contactModule.loads += 1;
  return importOriginal();
});

/** The server answers a refusal in the language it is asked for (docs/decisions/060-server-messages-in-both-languages.md). */
describe('apiRequest asks for the screen’s language', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('sends Accept-Language: es when the screen is in Spanish by ?lang=es, whatever the browser’s languages', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    window.history.replaceState(null, '', '/admin?lang=es');
    await apiRequest('POST', '/api/appointments/walk-in', { a: 1 });
    const headers = new Headers((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers);
    expect(headers.get('Accept-Language')).toBe('es');
    expect(headers.get('Content-Type')).toBe('application/json');
  });
});

/**
 * `schema(module, name)` (./schemas.ts): the answer's schema loads with the first request that needs
 * it, from the one table of lazily loaded schema modules, and parses the answer.
 */
describe('getJson and sendJson with a named, lazily loaded schema', () => {
  afterEach(() => vi.unstubAllGlobals());

  const stubAnswer = (body: unknown) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status: 200 })),
    );

  // The only test here that loads the contact schemas (the module stays loaded once it has been).
  it('loads the named module when first asked, again after a failed load, then parses the answer with its schema', async () => {
    const answer = { id: 7, createdAt: '2026-03-02T10:00:00Z' };
    stubAnswer(answer);
    const loader = schema('contact', 'ContactMessageAnswer');
    expect(contactModule.loads).toBe(0);
    contactModule.failNext = true;
    await expect(getJson('/api/probe', loader)).rejects.toThrow();
    expect(contactModule.loads).toBe(0);
    await expect(getJson('/api/probe', loader)).resolves.toEqual(answer);
    await expect(sendJson('POST', '/api/probe', { a: 1 }, loader)).resolves.toEqual(answer);
    expect(contactModule.loads).toBe(1);
    stubAnswer({ id: -1 });
    await expect(getJson('/api/probe', loader)).rejects.toThrow(/createdAt/);
  });

  it('parses with the schema a map builds from the named one (a transform keeps its behaviour)', async () => {
    const answer = { subscribed: true, upcomingReminders: 2 };
    stubAnswer(answer);
    const withToken = schema('push', 'SubscribeAnswer', (s) => s.transform((a) => ({ ...a, token: 't' })));
    const parsed = await sendJson('PATCH', '/api/probe', {}, withToken);
    expect(parsed).toEqual({ ...answer, token: 't' });
    expect(parsed.token).toBe('t'); // the answer's type follows the map
    expect((await loadSchema('push', 'SubscribeAnswer')).safeParse({ subscribed: false }).success).toBe(false);
  });

  it('names only modules of the table and the zod schemas they export (tsc checks the names)', () => {
    // @ts-expect-error not a module of the table
    expect(typeof schema('nope', 'Client')).toBe('function');
    // @ts-expect-error not an export of the module
    expect(typeof schema('push', 'PushPayloadX')).toBe('function');
    // @ts-expect-error a function the module exports, not a schema
    expect(typeof schema('booking-rules', 'beyondHorizonMessage')).toBe('function');
  });
});
