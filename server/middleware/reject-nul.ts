import type { Context, Next } from 'koa';
import { badRequest } from '../errors';

/** True when `value` (a string, or any string or key inside an array or object) holds a NUL character. */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => holdsNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || holdsNul(v, depth + 1));
}

function decodedPath(ctx: Context): string {
  try {
    return decodeURIComponent(ctx.path);
  } catch {
    throw badRequest('The address is not valid (a malformed % sequence)');
  }
}

/**
 * PostgreSQL cannot store a NUL character in text (it would answer "invalid byte sequence"), and no
 * name, email, note or key needs one: a request holding one anywhere the API reads (path, query,
 * headers, JSON body, keys included) is refused with 400 before any handler sees it. Runs after the
 * body parser.
 */
export function rejectNul() {
  return async function refuseNulCharacters(ctx: Context, next: Next) {
    const where = decodedPath(ctx).includes('\u0000')
      ? 'address'
      : holdsNul(ctx.query)
        ? 'query string'
        : holdsNul(ctx.headers)
          ? 'headers'
          : holdsNul((ctx.request as unknown as { body?: unknown }).body)
            ? 'body'
            : undefined;
    if (where) throw badRequest(`The request's ${where} holds a NUL character, which is not allowed`);
    await next();
  };
}
