import type { Context, Next } from 'koa';
import type { z } from 'zod';
import { ErrorCode } from '../../shared/errors';
import { AppError } from '../errors';

type Part = 'body' | 'query' | 'params';

/** A field → message map from a zod error, for form field errors on the client. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

function source(ctx: Context, part: Part): unknown {
  if (part === 'body') return (ctx.request as unknown as { body?: unknown }).body;
  if (part === 'query') return ctx.query;
  return (ctx as unknown as { params?: unknown }).params ?? {};
}

/**
 * Parses one part of the request with a shared zod schema and stores the result on
 * `ctx.state.valid[part]`. A failure answers 400 with the first message and every field's error.
 */
export function validate<S extends z.ZodType>(part: Part, schema: S) {
  return async function validateRequest(ctx: Context, next: Next) {
    const result = schema.safeParse(source(ctx, part));
    if (!result.success) {
      const fields = fieldErrors(result.error);
      const first = result.error.issues[0];
      const where = first && first.path.length > 0 ? `${first.path.join('.')}: ` : '';
      throw new AppError(400, ErrorCode.validation, `${where}${first?.message ?? 'Invalid request'}`, { fields });
    }
    ctx.state.valid = { ...(ctx.state.valid ?? {}), [part]: result.data };
    await next();
  };
}

/** The parsed value stored by `validate(part, schema)`. */
export function valid<S extends z.ZodType>(ctx: Context, part: Part, _schema: S): z.infer<S> {
  return (ctx.state.valid as Record<Part, z.infer<S>>)[part];
}
