import type { Context, Middleware } from 'koa';
import type { RouterContext } from '@koa/router';
import type { z } from 'zod';
import { ErrorCode } from '#shared/errors';
import type { StaffUser } from '#shared/schemas/auth';
import { AppError } from '../errors';

/** What the app's middleware keeps on `ctx.state`: the signed-in staff member (the session store sets it). */
export type AppState = { staffUser?: StaffUser };

/** The shared schemas one route's request is parsed with: any of its body, path params and query. */
export type RequestSchemas = { body?: z.ZodType; params?: z.ZodType; query?: z.ZodType };

/** The parsed request: one typed field for each schema given (`{ body }` gives `input.body` only). */
export type Input<S extends RequestSchemas> = { [K in keyof S]: S[K] extends z.ZodType ? z.output<S[K]> : never };

/** The context a validated handler gets: typed `state`, and the parsed request on `input`. */
export type InputContext<S extends RequestSchemas> = RouterContext<AppState> & { input: Input<S> };

/** A field → message map from a zod error, for form field errors on the client. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

const PARTS = ['params', 'query', 'body'] as const;

function source(ctx: Context, part: (typeof PARTS)[number]): unknown {
  if (part === 'body') return (ctx.request as unknown as { body?: unknown }).body;
  if (part === 'query') return ctx.query;
  return (ctx as unknown as { params?: unknown }).params ?? {};
}

/**
 * Parses the request with the route's shared schemas (params, then query, then body) and puts the
 * result on `ctx.input`. A failure answers 400 with the first message and every field's error.
 */
export function parseInput<S extends RequestSchemas>(ctx: Context, schemas: S): InputContext<S> {
  const input: Record<string, unknown> = {};
  for (const part of PARTS) {
    const schema = schemas[part];
    if (!schema) continue;
    const result = schema.safeParse(source(ctx, part));
    if (!result.success) {
      const fields = fieldErrors(result.error);
      const first = result.error.issues[0];
      const where = first && first.path.length > 0 ? `${first.path.join('.')}: ` : '';
      throw new AppError(400, ErrorCode.validation, `${where}${first?.message ?? 'Invalid request'}`, { fields });
    }
    input[part] = result.data;
  }
  const typed = ctx as InputContext<S>;
  typed.input = input as Input<S>;
  return typed;
}

/**
 * A route's handler with its request parsed: `validate({ params: IdParams, body: X }, (ctx) => …)`
 * gives the handler `ctx.input.params` and `ctx.input.body`, typed from the very schemas that
 * checked them (docs/decisions/011-request-validation.md). Writes behind an Idempotency-Key use
 * `idempotent()` (middleware/idempotency.ts), which validates the same way.
 */
export function validate<S extends RequestSchemas>(schemas: S, handler: (ctx: InputContext<S>) => unknown): Middleware {
  return async function validatedHandler(ctx) {
    await handler(parseInput(ctx, schemas));
  };
}
