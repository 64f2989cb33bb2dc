import type { Context, Next } from 'koa';
import { badRequest } from '../errors';

/** No request the app takes nests deeper than a few levels; 32 leaves room and stops recursion well short of the stack. */
export const MAX_BODY_DEPTH = 32;

/** True when `value` nests arrays or objects more than `max` levels deep; iterative, so any depth is safe to check. */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * A JSON body nested deeper than MAX_BODY_DEPTH is refused with 400 before any handler reads it: the
 * Idempotency-Key fingerprint, validation and logging all walk the body recursively, and 8,000 levels
 * (16 KB of brackets) once overflowed the stack into a 500. Runs after the body parser.
 */
export function rejectDeep() {
  return async function refuseDeepBodies(ctx: Context, next: Next) {
    if (nestsDeeperThan((ctx.request as unknown as { body?: unknown }).body, MAX_BODY_DEPTH)) {
      throw badRequest(`The request's body is nested more than ${MAX_BODY_DEPTH} levels deep, which is not allowed`);
    }
    await next();
  };
}
