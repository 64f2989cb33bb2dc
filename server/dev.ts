/**
 * `npm run dev`: the Koa API on API_PORT (default 3001) and Vite's dev server with hot reload on
 * PORT (default 3000), proxying /api to the API. Same database rules as `npm start`.
 */
import path from 'node:path';
import { loadConfig } from './config';
import { createApp } from './app';
import { openDatabase } from './db/open';
import { createScheduleCache } from './schedule-cache';

async function main() {
  const apiPort = Number(process.env.API_PORT ?? 3001);
  process.env.API_PORT = String(apiPort);
  // The development switch for push endpoints (a local push service); `npm start` never sets it.
  const config = loadConfig({ PUSH_DEV_ENDPOINTS: '1', ...process.env, PORT: String(apiPort), HOST: '127.0.0.1' });
  const database = await openDatabase(config);
  const scheduleCache = config.scheduleCache ? createScheduleCache({ url: database.url, log: config.log }) : undefined;
  await scheduleCache?.start();
  const api = createApp({ db: database.db, config, now: () => new Date(), scheduleCache }).listen(apiPort, '127.0.0.1');

  const { createServer } = await import('vite');
  const vite = await createServer({ configFile: path.resolve('vite.config.ts') });
  await vite.listen();
  vite.printUrls();
  config.log(`API on http://127.0.0.1:${apiPort} (proxied at /api)`);

  const stop = async () => {
    await vite.close();
    api.closeAllConnections();
    await new Promise((r) => api.close(r));
    await scheduleCache?.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
