import { afterEach, beforeEach, expect, vi } from 'vitest';

/** One request the component made, as the fake server saw it. */
export type ApiCall = {
  method: string;
  /** The path without the query string, e.g. `/api/appointments`. */
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  /** The parsed JSON body, or undefined when none was sent. */
  body: unknown;
  /** The values of the route's `:name` segments. */
  params: Record<string, string>;
};

/** An answer other than 200: `reply(409, { message, code })`. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}
export const reply = (status: number, body: unknown) => new Reply(status, body);

/** A route's answer: a JSON value (200), a `Reply`, or a function of the call giving either (maybe later). */
export type Route = unknown | ((call: ApiCall) => unknown);

/** The requests no route answered, in the fake made last (a test file's afterEach checks it is empty). */
let stray: ApiCall[] = [];
export const strayRequests = (): readonly string[] => stray.map((c) => `${c.method} ${c.path}`);

type Compiled = { method: string; pattern: RegExp; names: string[]; route: Route };

function compile(key: string, route: Route): Compiled {
  const [method, path] = key.split(' ') as [string, string];
  const names: string[] = [];
  const source = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_m, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { method, pattern: new RegExp(`^${source}$`), names, route };
}

/**
 * A fake of the shop's API at the `fetch` boundary: the app's own request helper, schemas and query
 * cache all run for real. Routes are `'METHOD /api/path/:param'`; a request no route answers gets a
 * 404 and is kept in `unmatched`, so a test can say the component asked for nothing unexpected.
 */
export function fakeApi(routes: Record<string, Route>) {
  const table = Object.entries(routes).map(([key, route]) => compile(key, route));
  const calls: ApiCall[] = [];
  const unmatched: ApiCall[] = [];
  stray = unmatched;

  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call: ApiCall = { method, path: url.pathname, query: url.searchParams, headers, body, params: {} };
    calls.push(call);
    const hit = table.find((r) => r.method === method && r.pattern.test(url.pathname));
    if (!hit) {
      unmatched.push(call);
      return json(404, { message: `No fake route for ${method} ${url.pathname}` });
    }
    const match = hit.pattern.exec(url.pathname)!;
    hit.names.forEach((name, i) => (call.params[name] = decodeURIComponent(match[i + 1]!)));
    const answer = await (typeof hit.route === 'function' ? (hit.route as (c: ApiCall) => unknown)(call) : hit.route);
    return answer instanceof Reply ? json(answer.status, answer.body) : json(200, answer);
  });
  vi.stubGlobal('fetch', fetch);

  return {
    calls,
    unmatched,
    /** The calls to `METHOD /path` (exact path, query ignored). */
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A promise a test resolves when it chooses: an answer held back to see the loading state. */
export function deferred<T = unknown>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * A component test file's common set-up: each test at `now`, generous time for whole journeys on a
 * shared, busy machine (each takes well under it), and no request the fake API had no route for.
 */
export function componentTestHooks(now: Date): void {
  vi.setConfig({ testTimeout: 20_000 });
  beforeEach(() => {
    vi.setSystemTime(now);
  });
  afterEach(() => {
    vi.useRealTimers();
    expect(strayRequests(), 'requests the fake API has no route for').toEqual([]);
  });
}
