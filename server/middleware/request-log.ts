import { randomUUID } from 'node:crypto';
import type { Context, Next } from 'koa';
import { loggedPath, withRequestId, type Logger } from '../logger';

/** An id a proxy in front may send, kept when it is a short token of safe characters. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Gives every request an id (the incoming `X-Request-Id` when it is a safe token, else a new UUID),
 * answers it in `X-Request-Id`, puts it and a child logger that names it on `ctx.state.requestId` /
 * `ctx.state.log`, and writes one access line when the answer is ready: method, path without the
 * query string (scrubbed of emails and phones), status, milliseconds, id. Headers and bodies are
 * never logged (docs/decisions/012-logging.md).
 */
export function requestLog(logger: Logger) {
  return async function logRequest(ctx: Context, next: Next) {
    const started = performance.now();
    const incoming = ctx.get('X-Request-Id');
    const requestId = SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const log = logger.child({ requestId });
    ctx.state.requestId = requestId;
    ctx.state.log = log;
    ctx.set('X-Request-Id', requestId);
    try {
      await withRequestId(requestId, next);
    } finally {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      log.info({ method: ctx.method, path: loggedPath(ctx.path), status: ctx.status, ms }, 'request');
    }
  };
}
