import http from 'node:http';
import type Koa from 'koa';

/** How long a client may take to send a whole request (headers and body) before it is dropped with 408. */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * The HTTP server for the app, with the time limits a public server needs: a request whose body never
 * finishes (a slow or stalled client holding a connection) is answered 408 and closed after
 * `requestTimeoutMs`, checked every second.
 */
export function createHttpServer(app: Koa, opts: { requestTimeoutMs?: number } = {}): http.Server {
  const requestTimeout = opts.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  return http.createServer(
    {
      requestTimeout,
      headersTimeout: Math.min(requestTimeout, 20_000),
      connectionsCheckingInterval: Math.min(1000, requestTimeout),
    },
    app.callback(),
  );
}

/**
 * Counts requests not yet done: a request is done when its handler has finished (a client may hang
 * up while its handler still waits for the database) and its answer has been written out to the
 * client (or the client is gone). Shutdown waits for both, so a booking committed during shutdown
 * still reaches the person who made it, and nothing is cut off half-way.
 */
export function trackInFlight(app: Koa) {
  let running = 0;
  let waiters: (() => void)[] = [];
  const done = () => {
    running--;
    if (running === 0) {
      for (const w of waiters) w();
      waiters = [];
    }
  };
  // The handler: from the first middleware until the whole chain has settled. Added before the
  // server is made: app.callback() composes the middleware once.
  app.middleware.unshift(async function countInFlight(_ctx, next) {
    running++;
    try {
      await next();
    } finally {
      // After the answer is written (respond() runs once the chain settles): deferred past it.
      setImmediate(done);
    }
  });
  return {
    /** Also waits, for each request of `server`, until its answer is flushed or the connection is gone. */
    watch: (server: http.Server) => {
      server.on('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
        running++;
        res.once('close', done);
      });
    },
    /** Resolves when no request is in flight, or after `ms`. */
    idle: (ms: number) =>
      new Promise<void>((resolve) => {
        if (running === 0) return resolve();
        waiters.push(resolve);
        setTimeout(resolve, ms).unref();
      }),
  };
}
