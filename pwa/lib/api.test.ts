// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api';

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
