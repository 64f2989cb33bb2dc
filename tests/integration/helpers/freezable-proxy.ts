import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP relay in front of a PostgreSQL server that can be frozen: while frozen it keeps every
 * connection open and accepts new ones, but passes no byte either way, as a database whose processes
 * are stopped (SIGSTOP, a VM paused, a storage stall) looks to its clients.
 */
export async function freezableProxy(target: { host: string; port: number }) {
  let frozen = false;
  /** Bytes held while frozen, per direction, written in order on thaw. */
  const held: Array<{ to: net.Socket; chunks: Buffer[] }> = [];
  const sockets = new Set<net.Socket>();
  const relay = (from: net.Socket, to: net.Socket) => {
    const queue = { to, chunks: [] as Buffer[] };
    held.push(queue);
    from.on('data', (chunk: Buffer) => (frozen ? queue.chunks.push(chunk) : to.write(chunk)));
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const s of [client, upstream]) sockets.add(s);
    relay(client, upstream);
    relay(upstream, client);
    const end = () => {
      sockets.delete(client);
      sockets.delete(upstream);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as AddressInfo).port,
    freeze: () => {
      frozen = true;
    },
    thaw: () => {
      frozen = false;
      for (const q of held) for (const chunk of q.chunks.splice(0)) if (!q.to.destroyed) q.to.write(chunk);
    },
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise((r) => server.close(r));
    },
  };
}
