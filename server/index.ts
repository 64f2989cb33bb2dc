/**
 * `npm start`: config → build the PWA if needed → database (embedded unless DATABASE_URL) →
 * migrate and seed → createApp → listen. The only file that starts things; stops cleanly on
 * Ctrl-C or SIGTERM (server closed, pool drained, embedded PostgreSQL shut down).
 */
import type { AddressInfo } from 'node:net';
import { loadConfig } from './config';
import { createLogger, type Logger } from './logger';
import { createApp } from './app';
import { openDatabase } from './db/open';
import { buildIfNeeded } from './startup/build-if-needed';
import { createHttpServer, drain, trackInFlight } from './startup/http-server';
import { DB_LIMITS } from './db/connect';
import { ensureFirstStaffAccount } from './auth/bootstrap';
import { usePasswordCost } from './auth/password';
import { createReminderJob } from './jobs/reminders';
import { createNotificationJob } from './jobs/notifications';
import { pushSenderFor } from './push/sender-for';
import { vapidKeys } from './push/vapid';
import { createScheduleCache } from './queries/schedule-cache';
import { shiftedClock } from './startup/test-clock';

/** The running server's logger, once the configuration is read; start-up failures are logged with it. */
let log: Logger | undefined;

async function main() {
  const config = loadConfig();
  log = config.log;
  usePasswordCost(config.testScryptLn); // production: always today's cost (config refuses TEST_SCRYPT_LN there)
  if (process.env.SKIP_BUILD !== '1') await buildIfNeeded(config.distDir, config.log);
  // If the embedded PostgreSQL dies and will not start again, exit non-zero so a supervisor restarts us.
  const shutdown: { stop?: (reason: string, code?: number) => Promise<void> } = {};
  const database = await openDatabase(config, {
    onEmbeddedGone: (reason) => {
      config.log.fatal(`${reason}: stopping.`);
      if (shutdown.stop) void shutdown.stop('Database gone', 1);
      else process.exit(1);
    },
  });
  await ensureFirstStaffAccount(database.db, config).catch(async (err: unknown) => {
    await database.close();
    throw err;
  });
  // The VAPID keys: from the environment, or generated once and kept (a bad pair stops start-up here).
  await vapidKeys(database.db, config.push).catch(async (err: unknown) => {
    await database.close();
    throw err;
  });
  // The availability cache, invalidated by NOTIFY (docs/decisions/003-availability-cache.md): listening before the first request.
  const scheduleCache = config.scheduleCache ? createScheduleCache({ url: database.url, log: config.log }) : undefined;
  await scheduleCache?.start();
  // The machine's clock; a test server's can be moved (TEST_CLOCK_OFFSET_MS, docs/decisions/061-tests-get-their-day.md).
  const testClock = config.testClockOffsetMs === undefined ? undefined : shiftedClock(config.testClockOffsetMs);
  const now = testClock?.now ?? (() => new Date());
  // Readiness reports the jobs made below (hoisted names: the closure reads them at request time).
  const jobs = () => [
    ...(reminders ? [{ name: 'reminders', running: reminders.running() }] : []),
    ...(notifications ? [{ name: 'notifications', running: notifications.running() }] : []),
  ];
  let stopping = false;
  const app = createApp({ db: database.db, config, now, scheduleCache, testClock, jobs, stopping: () => stopping });
  const inFlight = trackInFlight(app);
  // Web-push reminders before appointments (docs/decisions/007-push.md); REMINDER_JOB=off: none in this process.
  const reminders = config.push.reminderJob
    ? createReminderJob({
        db: database.db,
        sender: () => pushSenderFor(database.db, config),
        now,
        intervalMs: config.push.reminderIntervalMs,
        log: config.log,
      })
    : undefined;
  // Email, SMS and line web push to clients, the notifications outbox (docs/decisions/042-notifications.md#delivery,
  // 071-line-push-and-floor-first.md): with the reminder job.
  const notifications = config.push.reminderJob
    ? createNotificationJob({
        db: database.db,
        config,
        now,
        push: await pushSenderFor(database.db, config),
        listenUrl: database.url,
        log: config.log,
      })
    : undefined;
  const server = createHttpServer(app, { requestTimeoutMs: config.requestTimeoutMs });
  inFlight.watch(server);
  server.listen(config.port, config.host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  }).catch(async (err: NodeJS.ErrnoException) => {
    await scheduleCache?.stop();
    await database.close();
    throw err.code === 'EADDRINUSE' ? new Error(`Port ${config.port} is already in use: set PORT to another port.`) : err;
  });
  const { port } = server.address() as AddressInfo;
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  reminders?.start();
  void notifications?.start(); // connects its listener in the background (it never throws; it retries)
  if (notifications && !config.notify.smtpUrl)
    config.log.info(
      `Email is not configured (no SMTP_URL): each message is recorded, and printed here${config.env === 'production' ? '' : ` with its links (to ${config.notify.publicUrl})`}.`,
    );
  config.log.info(
    `Barbershop is running at http://${shown}:${port} (database: ${database.embedded ? `embedded, files in ${config.dataDir}` : 'DATABASE_URL'})`,
  );

  const stop = async (signal: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    config.log.info(`${signal}: shutting down ...`);
    // Behind a proxy: not ready, still serving, until its health check has seen it (a kept-alive
    // connection closed while the proxy sends a booking on it is a 502 the proxy cannot retry).
    if (config.drainDelayMs > 0 && code === 0) await new Promise((r) => setTimeout(r, config.drainDelayMs));
    // Stop accepting and close idle connections; requests in flight finish (answered with
    // Connection: close) within the database's statement limit, as does one already begun on a kept-alive connection.
    drain(server);
    const jobStopped = Promise.all([reminders?.stop(), notifications?.stop()]); // each finishes a tick in progress; no new ones
    await inFlight.idle(DB_LIMITS.statementTimeoutMs + 5000);
    server.closeAllConnections();
    await jobStopped;
    await scheduleCache?.stop();
    await database.close().catch((err: unknown) => config.log.error({ err }, 'Closing the database failed'));
    process.exit(code);
  };
  shutdown.stop = stop;
  // Started by something that has gone (a supervisor or `npm start` killed outright): stop too, rather than
  // run on orphaned with the embedded database, whose next start would find its data directory in use.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) void stop('Parent process gone');
  }, 1000).unref();
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGHUP', () => void stop('SIGHUP'));
}

main().catch((err: unknown) => {
  // Always told, even before the configuration is read and with LOG_LEVEL=silent: the server is not running.
  (log?.isLevelEnabled('fatal') ? log : createLogger({ level: 'fatal' })).fatal({ err }, err instanceof Error ? err.message : String(err));
  process.exit(1);
});
