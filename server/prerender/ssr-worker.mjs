/**
 * The page renderer's thread (server/prerender/render-page.ts, docs/decisions/087-renderer-off-the-main-thread.md).
 * Plain JavaScript, started without the server's TypeScript loader: the build's renderer is already
 * JavaScript, and under that loader importing it (4 MB) took 7-13 s of the server's main thread on a
 * quiet machine, in which no request was answered. Here it loads in well under a second, and each
 * render runs beside the server's requests instead of between them.
 *
 * Messages in: { id, method: 'render' | 'isNotFound', arg }; out: { id, ok, value } or { id, ok: false, message }.
 */
import { parentPort, workerData } from 'node:worker_threads';

const entry = await import(workerData.entryUrl);

parentPort.on('message', async ({ id, method, arg }) => {
  try {
    if (method !== 'render' && method !== 'isNotFound') throw new Error(`unknown method ${method}`);
    parentPort.postMessage({ id, ok: true, value: await entry[method](arg) });
  } catch (err) {
    parentPort.postMessage({ id, ok: false, message: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  }
});
parentPort.postMessage({ ready: true });
