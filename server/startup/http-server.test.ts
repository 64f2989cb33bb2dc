import net from 'node:net';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterEach, describe, expect, it } from 'vitest';
import { openEventStream } from '../live/sse';
import { createHttpServer, drain, KEEP_ALIVE_TIMEOUT_MS, PROXY_IDLE_TIMEOUT_MS } from './http-server';

const servers: Array<{ close: () => void; closeAllConnections: () => void }> = [];
afterEach(() => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    s.close();
  }
});

function start(opts?: Parameters<typeof createHttpServer>[1]) {
  const app = new Koa();
  app.use((ctx) => {
    ctx.body = { ok: true };
  });
  const server = createHttpServer(app, opts);
  servers.push(server);
  return new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

/** Two requests on one kept-alive socket, `idleMs` apart; resolves with the status lines seen. */
function twoRequestsOneSocket(port: number, idleMs: number): Promise<string[]> {
  return new Promise((resolve) => {
    const statuses: string[] = [];
    const socket = net.connect(port, '127.0.0.1');
    const request = 'GET / HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n';
    socket.on('data', (d) => {
      statuses.push(
        ...d
          .toString()
          .split('\r\n')
          .filter((l) => l.startsWith('HTTP/1.1')),
      );
      if (statuses.length === 1) setTimeout(() => (socket.destroyed ? resolve(statuses) : socket.write(request)), idleMs);
      if (statuses.length === 2) {
        socket.destroy();
        resolve(statuses);
      }
    });
    socket.on('close', () => resolve(statuses));
    socket.write(request);
  });
}

describe('kept-alive connections outlive the proxy in front', () => {
  it("keeps an idle connection open longer than the shipped proxies' idle timeout", async () => {
    const port = await start();
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(PROXY_IDLE_TIMEOUT_MS);
    const server = servers[0] as unknown as { keepAliveTimeout: number };
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(port).toBeGreaterThan(0);
  });

  it('answers a second request sent on the same connection after 6 s idle (Node closed it after 5 s)', async () => {
    const port = await start();
    expect(await twoRequestsOneSocket(port, 6000)).toEqual(['HTTP/1.1 200 OK', 'HTTP/1.1 200 OK']);
  }, 20_000);
});

/** One kept-alive socket: send a request, read one whole answer (head and JSON body). */
function keptAlive(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let buffer = '';
  let waiting: ((answer: string) => void) | undefined;
  socket.on('data', (d) => {
    buffer += d.toString();
    const end = buffer.indexOf('\r\n\r\n');
    const length = /content-length: (\d+)/i.exec(buffer)?.[1];
    if (end >= 0 && length !== undefined && buffer.length >= end + 4 + Number(length) && waiting) {
      const answer = buffer.slice(0, end + 4 + Number(length));
      buffer = buffer.slice(answer.length);
      waiting(answer);
      waiting = undefined;
    }
  });
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  return {
    closed,
    /** The request's first bytes only: the server has a request begun on this connection, not an idle one. */
    begin: (path: string) => socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\n`),
    finish: () =>
      new Promise<string>((resolve) => {
        waiting = resolve;
        socket.write('Connection: keep-alive\r\n\r\n');
      }),
    send: (path: string) =>
      new Promise<string>((resolve) => {
        waiting = resolve;
        socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n`);
      }),
  };
}

describe('draining (what the server does on SIGTERM)', () => {
  it('finishes the request in flight with Connection: close, closes idle connections at once, and answers a request already begun, then closes its connection', async () => {
    let handled = 0;
    const app = new Koa();
    app.use(async (ctx) => {
      handled++;
      if (ctx.path === '/slow') await new Promise((r) => setTimeout(r, 400));
      ctx.body = { ok: ctx.path };
    });
    const server = createHttpServer(app);
    servers.push(server);
    const port = await new Promise<number>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
    );

    const busy = keptAlive(port);
    const idle = keptAlive(port);
    const later = keptAlive(port);
    expect(await idle.send('/one')).toMatch(/^HTTP\/1.1 200/);
    expect(await later.send('/two')).toMatch(/^HTTP\/1.1 200/);
    const slow = busy.send('/slow');
    later.begin('/three'); // a request on its way as the drain begins (what a proxy reusing a connection sends)
    await new Promise((r) => setTimeout(r, 100)); // the slow request is in its handler

    const t0 = Date.now();
    drain(server);
    await idle.closed; // an idle connection is closed at once
    expect(Date.now() - t0).toBeLessThan(300);
    // A request already begun on a kept-alive connection as the drain began is answered, and its
    // connection closes after it: a proxy passes a refusal on to the client (Caddy does not send a 503
    // elsewhere), which the production test counted as a failed request (docs/decisions/072-production-proof.md).
    const late = await later.finish();
    expect(late).toMatch(/^HTTP\/1.1 200/);
    expect(late).toMatch(/connection: close/i);
    expect(late).toContain('{"ok":"/three"}');
    await later.closed;
    // The one in flight is answered whole, and told the connection closes.
    const answer = await slow;
    expect(answer).toMatch(/^HTTP\/1.1 200/);
    expect(answer).toMatch(/connection: close/i);
    expect(answer).toContain('{"ok":"/slow"}');
    await busy.closed;
    expect(handled).toBe(4);
  });
});

describe('draining ends open event streams', () => {
  it('ends a server-sent event stream at once (its client reconnects elsewhere) instead of holding the drain', async () => {
    const app = new Koa();
    let closedByServer = false;
    app.use((ctx) => {
      openEventStream(ctx, () => (closedByServer = true), 60_000);
    });
    const server = createHttpServer(app);
    servers.push(server);
    const port = await new Promise<number>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
    );
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    const opened = new Promise<void>((resolve) =>
      socket.on('data', (d) => {
        received += d.toString();
        if (received.includes('retry: 3000')) resolve();
      }),
    );
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write('GET /events HTTP/1.1\r\nHost: x\r\nAccept: text/event-stream\r\n\r\n');
    await opened;
    expect(received).toMatch(/content-type: text\/event-stream/i);

    const t0 = Date.now();
    drain(server);
    await Promise.race([closed, new Promise((r) => setTimeout(r, 2000))]);
    expect(socket.destroyed || socket.readableEnded, 'the stream is ended and its connection closed').toBe(true);
    expect(Date.now() - t0).toBeLessThan(1000);
    expect(closedByServer).toBe(true);
    socket.destroy();
  });
});
