import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP relay between the app and PostgreSQL that a test can cut and mend: `cut()` closes the port
 * and drops every open connection (the database "goes away" as in a crash or a network loss),
 * `mend()` listens again on the same port. `url` is the database URL through the relay.
 */
export async function tcpCut(databaseUrl: string) {
  const target = new URL(databaseUrl);
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as AddressInfo).port;
        resolve();
      });
    });
  await listen();
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    cut: async () => {
      await new Promise<void>((r) => {
        server!.close(() => r());
        for (const s of sockets) s.destroy();
      });
    },
    mend: listen,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((r) => (server?.listening ? server.close(() => r()) : r()));
    },
  };
}
