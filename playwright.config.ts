import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { findChromium } from './tests/e2e/find-chromium';
import { freePorts } from './tests/e2e/free-ports';
import { E2E_STAFF } from './tests/e2e/admin-credentials';
import { rehearsalOffset } from './tests/e2e/shop-clock';

// Free ports and one fresh data folder per run, decided once in the main process; workers inherit the env.
// The mailbox (tests/e2e/mailbox-server.ts): the app's SMTP_URL points at it; specs read it over HTTP.
if (!process.env.E2E_PORT || !process.env.E2E_MAIL_SMTP_PORT || !process.env.E2E_MAIL_HTTP_PORT) {
  const [app, smtp, http] = freePorts(3);
  process.env.E2E_PORT ??= String(app);
  process.env.E2E_MAIL_SMTP_PORT ??= String(smtp);
  process.env.E2E_MAIL_HTTP_PORT ??= String(http);
}
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'barbershop-e2e-'));
// E2E_NOW (an instant) rehearses another day for the tests that need a working day (tests/e2e/shop-clock.ts):
// how far it is from the machine's time is decided once, so the rehearsed clock runs through the whole run.
process.env.E2E_NOW_OFFSET_MS ??= String(rehearsalOffset());
const port = Number(process.env.E2E_PORT);
export const baseURL = `http://127.0.0.1:${port}`;
export const mailboxURL = `http://127.0.0.1:${process.env.E2E_MAIL_HTTP_PORT}`;

const executablePath = findChromium();
const launchOptions = {
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
};

export default defineConfig({
  testDir: 'tests/e2e',
  // Per-run folder: parallel runs (several engineers, CI) never clear each other's artifacts.
  outputDir: process.env.PW_OUTPUT_DIR ?? `test-results/run-${port}`,
  fullyParallel: false,
  workers: 1,
  // CI retries a failed journey once (reported as FLAKY in npm test's summary, never hidden): one
  // slow moment on a shared 2-core machine must not sink 750 tests. Locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.PW_REPORTER ? [['list'], ['json', { outputFile: process.env.PW_REPORTER }]] : [['list']],
  use: {
    baseURL,
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    timezoneId: 'America/Puerto_Rico',
    launchOptions,
  },
  projects: [
    { name: 'tablet', use: { ...devices['Desktop Chrome'], viewport: { width: 1024, height: 768 }, launchOptions }, grepInvert: /@phone/ },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions }, grep: /@phone/ },
  ],
  webServer: [{
    command: 'node --import tsx tests/e2e/mailbox-server.ts',
    url: `${mailboxURL}/health`,
    timeout: 30_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { MAILBOX_SMTP_PORT: process.env.E2E_MAIL_SMTP_PORT, MAILBOX_HTTP_PORT: process.env.E2E_MAIL_HTTP_PORT },
  }, {
    command: 'node --import tsx server/index.ts',
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      // Each run builds the current sources into its own folder, so parallel runs never share a dist/.
      DIST_DIR: process.env.E2E_DIST_DIR ?? path.join(process.env.E2E_DATA_DIR, 'dist'),
      NODE_ENV: 'test',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn', // no access line per request in the test output; warnings and errors still show
      PUSH_DEV_ENDPOINTS: '1', // the development switch for push endpoints (tests)
      // The first staff account (tests/e2e/admin-helpers.ts signs in with it).
      ADMIN_USERNAME: E2E_STAFF.username,
      ADMIN_PASSWORD: E2E_STAFF.password,
      // Email goes to the mailbox above; links in it point at this server.
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_MAIL_SMTP_PORT}`,
      PUBLIC_URL: baseURL,
      NOTIFY_INTERVAL_MS: '2000',
      // The machine's clock, which a test that needs a working day moves (tests/e2e/shop-clock.ts, PUT /api/test-clock).
      TEST_CLOCK_OFFSET_MS: '0',
      TEST_SCRYPT_LN: '10', // staff sign-ins hash at 2^10, not production's 2^15 (server/auth/password.ts)
      ...(process.env.E2E_SERVER_ENV ? JSON.parse(process.env.E2E_SERVER_ENV) : {}),
    },
  }],
});
