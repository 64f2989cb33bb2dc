import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { e2eLaunchOptions } from './tests/e2e/find-chromium';
import { freePorts } from './tests/e2e/free-ports';
import { E2E_STAFF } from './tests/e2e/admin-credentials';
import { rehearsalOffset } from './tests/e2e/shop-clock';

/**
 * End-to-end on several workers (docs/decisions/065-tests-run-in-parallel.md): E2E_WORKERS of them (1
 * unless set; `npm test` sets 2), each with a server, a data folder (its own embedded PostgreSQL) and a
 * mailbox of its own, so no spec sees another worker's bookings, blocks or mail. The app is built once,
 * by the first server, into one folder every server serves read-only.
 *
 * Free ports and the run's folder are decided once, in the main process; Playwright's workers load this
 * file again with the env they inherit, and TEST_PARALLEL_INDEX (0 .. workers - 1, kept by a worker that
 * replaces a failed one) picks that worker's server: E2E_PORT, E2E_DATA_DIR and the mailbox's ports are
 * the worker's own from here on, for `baseURL` and every helper that reads them.
 */
type WorkerServer = { app: number; smtp: number; http: number; dataDir: string };
if (!process.env.E2E_SERVERS) {
  const count = Math.max(1, Number(process.env.E2E_WORKERS || 1));
  const ports = freePorts(3 * count);
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'barbershop-e2e-'));
  fs.chmodSync(runDir, 0o711); // as root, each embedded PostgreSQL runs as `postgres`, which must pass through to its folder
  const servers: WorkerServer[] = Array.from({ length: count }, (_, i) => ({
    app: ports[3 * i]!,
    smtp: ports[3 * i + 1]!,
    http: ports[3 * i + 2]!,
    dataDir: path.join(runDir, `worker-${i}`),
  }));
  for (const s of servers) fs.mkdirSync(s.dataDir, { recursive: true });
  process.env.E2E_SERVERS = JSON.stringify(servers);
  // Each run builds the current sources into its own folder, so parallel runs never share a dist/.
  process.env.E2E_DIST_DIR ??= path.join(runDir, 'dist');
}
const servers = JSON.parse(process.env.E2E_SERVERS) as WorkerServer[];
const parallelIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const mine = servers[parallelIndex];
if (!mine) throw new Error(`worker ${parallelIndex} has no server: run with --workers=${servers.length} or less, or set E2E_WORKERS`);
process.env.E2E_PORT = String(mine.app);
process.env.E2E_MAIL_SMTP_PORT = String(mine.smtp);
process.env.E2E_MAIL_HTTP_PORT = String(mine.http);
process.env.E2E_DATA_DIR = mine.dataDir;
const distDir = process.env.E2E_DIST_DIR!;
// E2E_NOW (an instant) rehearses another day for the tests that need a working day (tests/e2e/shop-clock.ts):
// how far it is from the machine's time is decided once, so the rehearsed clock runs through the whole run.
process.env.E2E_NOW_OFFSET_MS ??= String(rehearsalOffset());
const serverEnv = process.env.E2E_SERVER_ENV ? (JSON.parse(process.env.E2E_SERVER_ENV) as Record<string, string>) : {};
if (serverEnv.DATABASE_URL && servers.length > 1)
  throw new Error('E2E_SERVER_ENV with a DATABASE_URL is one database: run it with E2E_WORKERS=1');
/** This worker's server. */
export const baseURL = `http://127.0.0.1:${mine.app}`;
/** This worker's mailbox. */
export const mailboxURL = `http://127.0.0.1:${mine.http}`;

/**
 * The browser: Chromium's headless shell, which opens no toolbar or omnibox of its own for each page a test
 * opens (a quarter to a third of the journeys' time; docs/decisions/110-journeys-in-the-headless-shell.md). The few files
 * that prove what only the full browser does use it (`FULL_BROWSER` in tests/e2e/fixtures.ts).
 */
const launchOptions = e2eLaunchOptions();

export default defineConfig({
  testDir: 'tests/e2e',
  // Per-run folder: parallel runs (several engineers, CI) never clear each other's artifacts.
  outputDir: process.env.PW_OUTPUT_DIR ?? `test-results/run-${servers[0]!.app}`,
  fullyParallel: false, // a file's tests run in order, in one worker
  workers: servers.length,
  // CI retries a failed journey once (reported as FLAKY in npm test's summary, never hidden): one
  // slow moment on a shared 2-core machine must not sink 750 tests. Locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  // CI's machine has hours when everything runs two to three times slower (tests/bench/RESULTS.md, "CI
  // time", 2026-11-28): there a journey gets twice the time. Waiting longer only delays a failure; a
  // journey that passes takes no longer.
  timeout: process.env.CI ? 90_000 : 45_000,
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.PW_REPORTER ? [['list'], ['json', { outputFile: process.env.PW_REPORTER }]] : [['list']],
  use: {
    baseURL,
    // The service worker installs and precaches the whole build (about 180 files) in every new browser
    // context: about a fifth of a journey's time where it plays no part (tests/bench/RESULTS.md, "CI time").
    // The files that prove offline, push and updates allow it (`test.use({ serviceWorkers: 'allow' })`).
    serviceWorkers: 'block',
    // Recording a trace (a screencast and a DOM snapshot at every step) took about a sixth of a journey's
    // time, passing or not (tests/bench/RESULTS.md, "CI time"). On CI only a journey's retry records one,
    // so a failure that happens twice comes with its trace; a local run keeps the trace of any failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    timezoneId: 'America/Puerto_Rico',
    // The visitor's "reduce motion" setting, which the app and Radix Themes honour: no enter and exit
    // animations, so a dialog, sheet or toast is ready at once and Playwright's wait for a steady element
    // is short. The same 22 journeys, two rounds: 227/213 s with animations, 214/182 s without
    // (tests/bench/RESULTS.md, "CI time"). Files about motion itself ask for it back (touch-states.spec.ts).
    reducedMotion: 'reduce',
    launchOptions,
  },
  projects: [
    { name: 'tablet', use: { ...devices['Desktop Chrome'], viewport: { width: 1024, height: 768 }, launchOptions }, grepInvert: /@phone/ },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions }, grep: /@phone/ },
  ],
  // For each worker, its mailbox, then its app server. Playwright starts them one after another, so the
  // first app server builds the app (server/startup/build-if-needed.ts) before any other starts.
  webServer: servers.flatMap((s, i): NonNullable<PlaywrightTestConfig['webServer']> => [
    {
      command: 'node --import tsx tests/e2e/mailbox-server.ts',
      url: `http://127.0.0.1:${s.http}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: { MAILBOX_SMTP_PORT: String(s.smtp), MAILBOX_HTTP_PORT: String(s.http) },
    },
    {
      command: 'node --import tsx server/index.ts',
      url: `http://127.0.0.1:${s.app}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(s.app),
        HOST: '127.0.0.1',
        DATA_DIR: s.dataDir,
        DIST_DIR: distDir,
        ...(i > 0 ? { SKIP_BUILD: '1' } : {}), // the first server built it
        NODE_ENV: 'test',
        RATE_LIMITS: 'off',
        LOG_LEVEL: 'warn', // no access line per request in the test output; warnings and errors still show
        PUSH_DEV_ENDPOINTS: '1', // the development switch for push endpoints (tests)
        // The first staff account (tests/e2e/admin-helpers.ts signs in with it).
        ADMIN_USERNAME: E2E_STAFF.username,
        ADMIN_PASSWORD: E2E_STAFF.password,
        // Email goes to this worker's mailbox; links in it point at this server.
        SMTP_URL: `smtp://127.0.0.1:${s.smtp}`,
        PUBLIC_URL: `http://127.0.0.1:${s.app}`,
        NOTIFY_INTERVAL_MS: '2000',
        // The machine's clock, which a test that needs a working day moves (tests/e2e/shop-clock.ts, PUT /api/test-clock).
        TEST_CLOCK_OFFSET_MS: '0',
        TEST_SCRYPT_LN: '10', // staff sign-ins hash at 2^10, not production's 2^15 (server/auth/password.ts)
        ...serverEnv,
      },
    },
  ]),
});
