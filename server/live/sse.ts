import type http from 'node:http';
import { PassThrough } from 'node:stream';
import type { Context } from 'koa';

/** A comment line every this often keeps proxies and the browser from closing an idle stream. */
export const HEARTBEAT_MS = 15_000;

export type EventStream = {
  /** Sends one `data:` event (JSON); nothing after the client has gone. */
  send(data: unknown): void;
  readonly closed: boolean;
};

/** The event streams open now, by their response: a draining server ends them (endEventStream). */
const openStreams = new Map<http.ServerResponse, () => void>();

/**
 * Ends the event stream answering `res`, if it is one: what a draining server does (server/startup/http-server.ts
 * drain), so a stream does not hold a shutdown for its whole grace period; the browser's EventSource
 * reconnects after the stream's `retry` (3 s), through the proxy to a process that is not stopping.
 * Returns whether `res` was an open event stream.
 */
export function endEventStream(res: http.ServerResponse): boolean {
  const close = openStreams.get(res);
  close?.();
  return close !== undefined;
}

/**
 * Answers the request with a server-sent event stream (docs/decisions/067-floor-data-model-and-live-channel.md):
 * `text/event-stream`, no caching, no compression or proxy buffering, a heartbeat comment every
 * `heartbeatMs`, and `onClose` once the client disconnects (or the server closes it).
 */
export function openEventStream(ctx: Context, onClose: () => void, heartbeatMs = HEARTBEAT_MS): EventStream {
  const stream = new PassThrough();
  let closed = false;
  ctx.req.socket.setTimeout(0);
  ctx.req.socket.setNoDelay(true);
  ctx.req.socket.setKeepAlive(true);
  ctx.compress = false;
  ctx.status = 200;
  ctx.set({
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  ctx.body = stream;
  stream.write('retry: 3000\n\n');
  const heartbeat = setInterval(() => stream.write(': ping\n\n'), heartbeatMs);
  heartbeat.unref();
  const close = () => {
    if (closed) return;
    closed = true;
    openStreams.delete(ctx.res);
    clearInterval(heartbeat);
    stream.end();
    onClose();
  };
  openStreams.set(ctx.res, close);
  ctx.req.on('close', close);
  ctx.res.on('close', close);
  stream.on('error', close);
  return {
    send(data) {
      if (!closed) stream.write(`data: ${JSON.stringify(data)}\n\n`);
    },
    get closed() {
      return closed;
    },
  };
}
