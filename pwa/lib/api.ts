import type { z } from 'zod';
import { reportNoAnswer, UNREACHABLE_STATUSES } from '../offline/connection';
import { visitorLang } from '../start/visitor-lang';

/**
 * `schema('client', 'CreatedClient')`: a lazy loader of a shared schema, named, not imported
 * (`getJson('/api/closures', schema('days-off', 'ClosureList'))`); `loadSchema(module, name)` loads
 * one now. The table of the modules they may load lives in ./schemas.ts, which this module owns: the
 * forms' lazy resolvers use it too (./lazy-resolver.ts `lazyZodResolver`) without the fetch code.
 */
export { loadSchema, schema } from './schemas';

/** An HTTP failure: message is `{status}: {body text or status text}` (docs/product.md#messages-and-errors). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    readonly body: unknown,
  ) {
    super(`${status}: ${bodyText}`);
    this.name = 'ApiError';
  }
  /** The server's `{ message }` when it sent one. */
  get serverMessage(): string | undefined {
    const b = this.body as { message?: unknown } | null;
    return b && typeof b.message === 'string' ? b.message : undefined;
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  throw new ApiError(res.status, text, body);
}

/**
 * The one request helper: credentials and the screen's language on every call, a JSON content type when there is a body,
 * and an error whose message is the status, a colon and space, then the body or status text.
 * No answer at all, or a 502/503/504, tells the connection status (offline/connection.ts), which
 * checks whether the server is down and says so in the offline banner.
 */
export async function apiRequest(method: string, url: string, data?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      // The screen's language (its switch, `?lang=`, the browser's): the server answers its refusals in it.
      headers: { 'Accept-Language': visitorLang(), ...(data !== undefined ? { 'Content-Type': 'application/json' } : {}), ...headers },
      body: data !== undefined ? JSON.stringify(data) : undefined,
      credentials: 'include',
    });
  } catch (err) {
    reportNoAnswer();
    throw err;
  }
  if (UNREACHABLE_STATUSES.has(res.status)) reportNoAnswer();
  await throwIfNotOk(res);
  return res;
}

/**
 * The schema an answer is parsed with, or a loader for it: the public pages load zod and their schemas
 * only when they first fetch (docs/decisions/047-lean-asset-headers.md), since a pre-rendered page's
 * data arrives with its HTML. A loader is `schema(module, name)` (./schemas.ts), never a hand-written
 * `import()`.
 */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

const schemaOf = <S extends z.ZodType>(source: SchemaSource<S>): S | Promise<S> => (typeof source === 'function' ? source() : source);

/** GET a JSON answer and parse it with the shared schema (the API contract). */
export async function getJson<S extends z.ZodType>(url: string, schema: SchemaSource<S>): Promise<z.infer<S>> {
  const [res, parser] = await Promise.all([apiRequest('GET', url), schemaOf(schema)]);
  return parser.parse(await res.json());
}

/** Send a JSON body (with extra `headers`, if any) and parse the answer with the shared schema. */
export async function sendJson<S extends z.ZodType>(
  method: string,
  url: string,
  data: unknown,
  schema: SchemaSource<S>,
  headers?: Record<string, string>,
): Promise<z.infer<S>> {
  const [res, parser] = await Promise.all([apiRequest(method, url, data, headers), schemaOf(schema)]);
  return parser.parse(await res.json());
}
