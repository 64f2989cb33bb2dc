import type { Context, Next } from 'koa';
import { ErrorCode } from '../../shared/errors';
import { AppError, errorBody } from '../errors';

type HttpishError = { status?: number; statusCode?: number; expose?: boolean; message?: string; type?: string };

const BODY_ERRORS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  'entity.too.large': { status: 413, code: ErrorCode.tooLarge, message: 'Request body is too large' },
  'entity.parse.failed': { status: 400, code: ErrorCode.badRequest, message: 'Malformed JSON in request body' },
  'encoding.unsupported': { status: 415, code: ErrorCode.badRequest, message: 'Unsupported content encoding' },
  'request.aborted': { status: 400, code: ErrorCode.badRequest, message: 'Request was aborted' },
};

/**
 * The database was too busy to answer in time (db/connect.ts limits): a lock or statement timeout,
 * a deadlock Postgres broke, a serialization failure, or no free connection. Nothing was changed
 * (the transaction rolled back), so the same request may simply be sent again.
 */
const BUSY = { status: 503, code: ErrorCode.unavailable, message: 'The shop’s system is busy right now. Please try again in a moment.' };
const BUSY_PG_CODES = new Set(['55P03', '57014', '40P01', '40001']);
const isBusy = (err: { code?: unknown; name?: unknown }) =>
  (typeof err.code === 'string' && BUSY_PG_CODES.has(err.code)) || err.name === 'KnexTimeoutError';

/**
 * Turns every error into `{ message, code }` with the right status. Typed AppErrors and the
 * body parser's client errors keep their message; anything else is a 500 whose text is hidden
 * (logged on the server, never sent with a stack trace).
 */
export function errorHandler(log: (...args: unknown[]) => void) {
  return async function handleErrors(ctx: Context, next: Next) {
    try {
      await next();
    } catch (raw) {
      const err = raw as HttpishError & Error;
      if (err instanceof AppError) {
        ctx.status = err.status;
        ctx.body = errorBody(err);
        if (err.headers) ctx.set(err.headers);
        return;
      }
      const known = err.type ? BODY_ERRORS[err.type] : err instanceof SyntaxError ? BODY_ERRORS['entity.parse.failed'] : undefined;
      if (known) {
        ctx.status = known.status;
        ctx.body = { message: known.message, code: known.code };
        return;
      }
      if (isBusy(err as { code?: unknown; name?: unknown })) {
        log('Database busy', ctx.method, ctx.path, err.message);
        ctx.status = BUSY.status;
        ctx.set('Retry-After', '2');
        ctx.body = { message: BUSY.message, code: BUSY.code };
        return;
      }
      const status = err.status ?? err.statusCode ?? 500;
      if (status >= 400 && status < 500 && err.expose !== false) {
        ctx.status = status;
        ctx.body = { message: err.message || 'Bad request', code: ErrorCode.badRequest };
        return;
      }
      log('Unhandled error', ctx.method, ctx.path, err);
      ctx.status = 500;
      ctx.body = { message: 'Something went wrong on our side. Please try again.', code: ErrorCode.internal };
    }
  };
}
