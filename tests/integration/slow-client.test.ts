import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '../../server/startup/http-server';
import { loadConfig } from '../../server/config';
import { startTestApp, type TestApp } from './helpers/test-app';

/**
 * A client that starts a request and never finishes its body cannot hold a connection for ever:
 * after the request time limit (30 s by default; 1 s here) it is answered 408 and dropped.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { RATE_LIMITS: 'off', REQUEST_TIMEOUT_MS: '1000' } });
});
afterAll(() => t.close());

describe('a request body that never finishes', () => {
  it('is dropped with 408 after the request time limit', async () => {
    const { port } = new URL(t.base);
    const started = Date.now();
    const { text, closedAfter } = await new Promise<{ text: string; closedAfter: number }>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write(
          'POST /api/clients HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"firstName":',
        );
      });
      let text = '';
      socket.on('data', (d) => (text += d));
      socket.on('close', () => resolve({ text, closedAfter: Date.now() - started }));
      socket.on('error', reject);
      setTimeout(() => socket.destroy(new Error('still open after 8 s')), 8_000).unref();
    });
    expect(text).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfter).toBeGreaterThanOrEqual(900);
    expect(closedAfter).toBeLessThan(5_000);
    expect(await t.db('clients').count({ n: '*' }).first()).toEqual({ n: 0 });
  });

  it('the limit is 30 s unless REQUEST_TIMEOUT_MS says otherwise', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
    expect(loadConfig({}).requestTimeoutMs).toBe(30_000);
  });
});
