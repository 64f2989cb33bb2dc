import type { Context, Next } from 'koa';
import { ErrorCode } from '#shared/errors';
import { AppError, errorBody } from '../errors';
import { requestLang } from '../request-lang';
import { loggedPath, type Logger } from '../logger';

type HttpishError = {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  message?: string;
  type?: string;
  code?: unknown;
  severity?: unknown;
};

const BODY_ERRORS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  'entity.too.large': { status: 413, code: ErrorCode.tooLarge, message: 'Request body is too large' },
  'entity.parse.failed': { status: 400, code: ErrorCode.badRequest, message: 'Malformed JSON in request body' },
  'encoding.unsupported': { status: 415, code: ErrorCode.badRequest, message: 'Unsupported content encoding' },
  'request.aborted': { status: 400, code: ErrorCode.badRequest, message: 'Request was aborted' },
  'request.size.invalid': { status: 400, code: ErrorCode.badRequest, message: 'Request body does not match its Content-Length' },
};

/** zlib's errors while inflating a gzip, deflate or brotli request body: truncated or not compressed at all. */
const BAD_COMPRESSION = {
  status: 400,
  code: ErrorCode.badRequest,
  message: 'Request body could not be decompressed (truncated or not in its Content-Encoding)',
};
const isZlibError = (err: { code?: unknown }) => typeof err.code === 'string' && /^(Z_|ERR_BROTLI|ERR__ERROR)/.test(err.code);

/**
 * PostgreSQL's "data exception" class (22xxx): a value the database cannot hold reached it (a date
 * out of its range, an invalid byte sequence). Validation refuses these first; this is the backstop,
 * so such input still gets a 400, never a 500.
 */
const BAD_VALUE = { status: 400, code: ErrorCode.badRequest, message: 'The request holds a value the shop cannot store' };
const isDataException = (err: { code?: unknown; severity?: unknown }) =>
  typeof err.code === 'string' && /^22[0-9A-Z]{3}$/.test(err.code) && typeof err.severity === 'string';

/**
 * The database was too busy to answer in time (db/connect.ts limits): a lock or statement timeout,
 * a deadlock Postgres broke, a serialization failure, or no free connection. Nothing was changed
 * (the transaction rolled back), so the same request may simply be sent again.
 */
const BUSY_PG_CODES = new Set(['55P03', '57014', '40P01', '40001']);
const isBusy = (err: { code?: unknown; name?: unknown }) =>
  (typeof err.code === 'string' && BUSY_PG_CODES.has(err.code)) || err.name === 'KnexTimeoutError';

/**
 * The database cannot be reached: refused or dropped connections, PostgreSQL shutting down or
 * starting up, too many connections. Nothing was written; the pool drops dead connections and the
 * next request reconnects, so the same request may be sent again in a few seconds.
 */
const GONE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
// 'Query read timeout': the database stopped answering on an open connection (db/connect.ts query_timeout).
// Knex puts the statement before a query's error ('select … - Query read timeout').
const GONE_MESSAGES =
  /(^|\s-\s)(Connection terminated|Client has encountered a connection error|Client was closed|timeout expired|Connection ended|Query read timeout)/;
const isDatabaseGone = (err: { code?: unknown; message?: unknown }) =>
  (typeof err.code === 'string' && (GONE_CODES.has(err.code) || err.code.startsWith('08'))) ||
  (typeof err.message === 'string' && GONE_MESSAGES.test(err.message));

/** Seconds a client waits before sending again after a 503 that did not say. */
const RETRY_AFTER_S = '5';

/** The database faults answered 503 with Retry-After: nothing was written, the same request may be sent again. */
const UNAVAILABLE = [
  {
    is: isBusy,
    level: 'warn',
    log: 'Database busy',
    retryAfter: '2',
    message: 'The shop’s system is busy right now. Please try again in a moment.',
  },
  {
    is: isDatabaseGone,
    level: 'error',
    log: 'Database not reachable',
    retryAfter: RETRY_AFTER_S,
    message: 'The shop’s system is not reachable right now. Please try again in a moment.',
  },
] as const;

/**
 * Turns every error into `{ message, code }` with the right status. Typed AppErrors and the
 * body parser's client errors keep their message; anything else is a 500 whose text is hidden
 * (logged on the server with the request id, never sent with a stack trace) and whose body names
 * the request id, so a person who reports it can be matched to the log line.
 */
export function errorHandler(appLog: Logger) {
  return async function handleErrors(ctx: Context, next: Next) {
    try {
      await next();
    } catch (raw) {
      const err = raw as HttpishError & Error;
      const log = (ctx.state.log as Logger | undefined) ?? appLog;
      const where = { method: ctx.method, path: loggedPath(ctx.path) };
      if (err instanceof AppError) {
        ctx.status = err.status;
        ctx.body = errorBody(err, requestLang(ctx));
        if (err.headers) ctx.set(err.headers);
        if (err.status === 503 && !ctx.response.get('Retry-After')) ctx.set('Retry-After', RETRY_AFTER_S);
        return;
      }
      const known = err.type
        ? BODY_ERRORS[err.type]
        : err instanceof SyntaxError
          ? BODY_ERRORS['entity.parse.failed']
          : isZlibError(err)
            ? BAD_COMPRESSION
            : isDataException(err)
              ? BAD_VALUE
              : undefined;
      if (known) {
        ctx.status = known.status;
        ctx.body = { message: known.message, code: known.code };
        return;
      }
      const fault = UNAVAILABLE.find((f) => f.is(err));
      if (fault) {
        log[fault.level]({ ...where, err }, fault.log);
        ctx.status = 503;
        ctx.set('Retry-After', fault.retryAfter);
        ctx.body = { message: fault.message, code: ErrorCode.unavailable };
        return;
      }
      const status = err.status ?? err.statusCode ?? 500;
      if (status >= 400 && status < 500 && err.expose !== false) {
        ctx.status = status;
        ctx.body = { message: err.message || 'Bad request', code: ErrorCode.badRequest };
        return;
      }
      log.error({ ...where, err }, 'Unhandled error');
      ctx.status = 500;
      ctx.body = {
        message: 'Something went wrong on our side. Please try again.',
        code: ErrorCode.internal,
        requestId: ctx.state.requestId as string | undefined,
      };
    }
  };
}
