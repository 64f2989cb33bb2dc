import type { Context } from 'koa';
import { AppError } from '../errors';
import { ErrorCode } from '#shared/errors';

const tooLarge = () => new AppError(413, ErrorCode.tooLarge, 'Request body is too large');

/**
 * Reads the request body as the exact bytes sent (a signature is computed over them), refusing
 * more than `limit` bytes with 413. For routes that run before the JSON body parser. On overflow it
 * stops listening; Node discards the rest of the body after the answer is sent.
 */
export function readRawBody(ctx: Context, limit: number): Promise<Buffer> {
  if (Number(ctx.get('content-length') || 0) > limit) return Promise.reject(tooLarge());
  const req = ctx.req;
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    function onData(chunk: Buffer) {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        ctx.set('Connection', 'close');
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    }
    function onEnd() {
      cleanup();
      resolve(Buffer.concat(chunks));
    }
    function onError(err: Error) {
      cleanup();
      reject(err);
    }
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}
