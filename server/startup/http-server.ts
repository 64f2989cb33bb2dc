import http from 'node:http';
import type Koa from 'koa';
import { endEventStream } from '../live/sse';

/** How long a client may take to send a whole request (headers and body) before it is dropped with 408. */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * How long the shipped proxy configurations (deploy/Caddyfile, deploy/nginx.conf) keep an idle
 * connection to the app open before reusing or dropping it.
 */
export const PROXY_IDLE_TIMEOUT_MS = 60_000;
/**
 * How long the app keeps an idle kept-alive connection: longer than the proxy's, so the proxy always
 * closes first. Node's default, 5 s, closed connections the proxy was just reusing: 68 of 1,200
 * booking POSTs behind nginx got 502 (docs/decisions/081-behind-a-proxy.md).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 75_000;

/**
 * The HTTP server for the app, with the time limits a public server needs: a request whose body never
 * finishes (a slow or stalled client holding a connection) is answered 408 and closed after
 * `requestTimeoutMs`, checked every second; an idle kept-alive connection stays open
 * KEEP_ALIVE_TIMEOUT_MS (the headers timeout counts only once a request has begun).
 */
export function createHttpServer(app: Koa, opts: { requestTimeoutMs?: number } = {}): http.Server {
  const requestTimeout = opts.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const callback = app.callback();
  const answering = new Set<http.ServerResponse>();
  const server: http.Server = http.createServer(
    {
      requestTimeout,
      headersTimeout: Math.min(requestTimeout, 20_000),
      connectionsCheckingInterval: Math.min(1000, requestTimeout),
      keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    },
    (req, res) => {
      // A request already on a connection as the drain began (a proxy reusing it at that moment) is
      // answered, and the connection closes after it: a refusal would reach the client through the proxy.
      if (draining.has(server)) res.setHeader('Connection', 'close');
      answering.add(res);
      res.once('close', () => answering.delete(res));
      void callback(req, res);
    },
  );
  answeringOf.set(server, answering);
  return server;
}

const draining = new WeakSet<http.Server>();
const answeringOf = new WeakMap<http.Server, Set<http.ServerResponse>>();

/**
 * What a server made by createHttpServer does on SIGTERM: it stops listening, closes idle kept-alive
 * connections at once, tells every request in flight that its connection closes after its answer
 * (`Connection: close`), closes each connection as its answer ends, and answers with `Connection: close`
 * a request that still arrives on a connection (a proxy reusing one as the drain began; a 503 there
 * reached the client through Caddy, docs/decisions/072-production-proof.md). Nothing in flight is cut:
 * the caller waits for trackInFlight's idle() before closing what is left. Open event streams (the
 * floor, the line) are ended at once: they would otherwise hold the shutdown for its whole grace period,
 * and their browsers reconnect, through the proxy, to a process that is not stopping.
 */
export function drain(server: http.Server): void {
  draining.add(server);
  server.close();
  for (const res of answeringOf.get(server) ?? []) {
    if (!res.headersSent) res.setHeader('Connection', 'close');
    else {
      // Taken now: Node detaches the socket from the response as it finishes, before this listener runs.
      const socket = res.socket;
      res.once('finish', () => socket?.end());
    }
    endEventStream(res);
  }
  server.closeIdleConnections();
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
