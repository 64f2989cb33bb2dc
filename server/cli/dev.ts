/**
 * `npm run dev`: the Koa API on API_PORT (default 3001) and Vite's dev server with hot reload on
 * PORT (default 3000), proxying /api to the API. Same database rules as `npm start`. Log lines are
 * pretty-printed for a person at the terminal (pino-pretty) instead of JSON.
 */
import path from 'node:path';
import pretty from 'pino-pretty';
import { loadConfig } from '../config';
import { createLogger } from '../logger';
import { createApp } from '../app';
import { openDatabase } from '../db/open';
import { createScheduleCache } from '../queries/schedule-cache';

const prettyLines = pretty({ colorize: true, sync: true, singleLine: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' });

async function main() {
  const apiPort = Number(process.env.API_PORT ?? 3001);
  process.env.API_PORT = String(apiPort);
  // The development switch for push endpoints (a local push service); `npm start` never sets it.
  const config = loadConfig({ PUSH_DEV_ENDPOINTS: '1', ...process.env, PORT: String(apiPort), HOST: '127.0.0.1' }, { logTo: prettyLines });
  const database = await openDatabase(config);
  const scheduleCache = config.scheduleCache ? createScheduleCache({ url: database.url, log: config.log }) : undefined;
  await scheduleCache?.start();
  const api = createApp({ db: database.db, config, now: () => new Date(), scheduleCache }).listen(apiPort, '127.0.0.1');

  const { createServer } = await import('vite');
  const vite = await createServer({ configFile: path.resolve('vite.config.ts') });
  await vite.listen();
  vite.printUrls();
  config.log.info(`API on http://127.0.0.1:${apiPort} (proxied at /api)`);

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
  createLogger({ level: 'fatal', destination: prettyLines }).fatal({ err }, err instanceof Error ? err.message : String(err));
  process.exit(1);
});
