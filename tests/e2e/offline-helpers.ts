import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import type { AdminAppointment } from '#shared/schemas/admin-appointment';
import { choose, databaseUrl, phoneOf, todayRow } from './admin-dashboard-helpers';
import { waitForServiceWorker } from './pwa-helpers';
import { shopClockOffsetMs } from './shop-clock';

/**
 * The front desk through an outage (docs/decisions/006b-outbox.md). Times used today by the
 * offline specs (other dashboard specs use 09:05, 10:10, 11:15 and Miguel 17:20):
 *   outbox:   Carlos 12:05 (cancelled), Javier 12:05, Luis 12:05; Miguel 12:05 (lost answer); Carlos 12:45 (two tabs)
 *   conflict: Carlos 18:05 (queued, then booked by the API), resolved to Carlos 17:30
 *   reopen:   Javier 18:15;  401: Luis 18:05;  refused (past closing): Javier 18:45, Luis 18:45
 *   screens (OFFLINE_SCREENS=1): Miguel 13:05 + 18:25, Carlos 16:05 + 13:35; Javier 13:05 + 16:35,
 *            Luis 16:05 + 13:35
 *   sign-out: Carlos 14:05, Javier 14:05 (sign-out pressed first); Luis 14:05, Miguel 15:05 (session
 *            ended); Luis 18:45 (refused, kept)
 *   reopen:  Carlos 15:05 (queued, never sent); Luis 15:35 (reopened browser)
 *   server down: Carlos 15:35 (stopped server), Javier 15:35 (502/503/504)
 *   changed since: Luis 10:40 (queued cancellation), moved to Luis 14:45
 *   undo:    Miguel 15:35 (never sent), Carlos 16:45 (undone while sending); analytics: Javier 18:45 (refused)
 */

/** Cuts the network for the whole context once the service worker controls the page (docs/decisions/033-browser-tests-offline-and-push.md). */
export async function goOffline(page: Page, context: BrowserContext) {
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
}

export type DialogWalkIn = { barber: string; service: string; time: string; name: string; date?: string };

/** Fills and sends the Add Walk-in dialog (the dialog closes when the walk-in is sent or queued). */
export async function addWalkInInDialog(page: Page, w: DialogWalkIn) {
  await page.getByRole('button', { name: 'Add Walk-in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Walk-in' });
  await choose(page, dialog, 'Barber', new RegExp(`^${w.barber}`));
  await choose(page, dialog, 'Service', new RegExp(`^${w.service} ·`));
  if (w.date) await dialog.getByLabel('Date').fill(w.date);
  await dialog.getByLabel('Time').fill(w.time);
  await dialog.getByLabel('Client Name').fill(w.name);
  await dialog.getByLabel('Phone').fill(phoneOf(w.name));
  await dialog.getByRole('button', { name: 'Add Walk-in' }).click();
  await expect(dialog).toBeHidden();
}

/** Cancels today's row for `name` through its confirmation. */
export async function cancelInList(page: Page, name: string) {
  await todayRow(page, name).getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel Appointment' }).click();
}

export const waitingBadge = (page: Page, name: string) => todayRow(page, name).getByText('Waiting to sync', { exact: true });
export const needsAttention = (page: Page) => page.getByRole('region', { name: 'Needs attention' });

/** What the server holds for a client name on `date` (every status), through the staff session. */
export async function serverAppointments(page: Page, date: string, name: string): Promise<AdminAppointment[]> {
  const res = await page.request.get(`/api/appointments?date=${date}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as AdminAppointment[]).filter((a) => a.clientName === name);
}

/** The outbox's rows as stored in IndexedDB (read raw: the test needs none of the app's code). */
export function outboxRows(
  page: Page,
): Promise<Array<{ id: string; kind: string; state: string; attempts: number; createdAt: number; outcome?: string }>> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('barbershop');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const req = open.result.transaction('outbox').objectStore('outbox').getAll();
          req.onsuccess = () => {
            open.result.close();
            resolve(req.result);
          };
          req.onerror = () => reject(req.error);
        };
      }),
  );
}

export const signInToSendBadge = (page: Page, name: string) => todayRow(page, name).getByText('Sign in to send', { exact: true });
export const offlineToast = (page: Page) => page.getByTestId('toast').filter({ hasText: 'You are offline' });

/** The outbox's rows, oldest first, as [kind, state, outcome]. */
export async function outboxStates(page: Page): Promise<Array<[string, string, string | undefined]>> {
  return (await outboxRows(page)).sort((a, b) => a.createdAt - b.createdAt).map((r) => [r.kind, r.state, r.outcome]);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (addr && typeof addr === 'object' ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * A second app server of its own (the shared webServer must stay up for the other specs), on its own
 * port, serving the run's build on the run's database: a test can stop it and start it again, as
 * the shop's server going down and coming back. `start()` resolves when /api/health answers.
 */
export async function ownServer() {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let output = '';
  const start = async () => {
    child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl(),
        SKIP_BUILD: '1',
        NODE_ENV: 'test',
        DIST_DIR: process.env.E2E_DIST_DIR ?? path.join(process.env.E2E_DATA_DIR!, 'dist'),
        RATE_LIMITS: 'off',
        REMINDER_JOB: 'off',
        LOG_LEVEL: 'silent',
        TEST_CLOCK_OFFSET_MS: String(shopClockOffsetMs()), // on the test's day, as the run's server is (shop-clock.ts)
        TEST_SCRYPT_LN: '10', // as the run's server: a sign-in here does not upgrade the shared account's hash to production's cost
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    const until = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server stopped at start: ${output}`);
      if ((await healthAt(url)) === 200) return;
      if (Date.now() > until) throw new Error(`no answer from ${url}: ${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const stop = async () => {
    const c = child;
    if (!c || c.exitCode !== null) return;
    const exited = new Promise((r) => c.once('exit', r));
    c.kill('SIGTERM');
    await exited;
  };
  return { port, url, start, stop };
}

/** GET /api/health's status at `url`, or 0 when nothing answers. */
export async function healthAt(url: string): Promise<number> {
  try {
    return (await fetch(`${url}/api/health`)).status;
  } catch {
    return 0;
  }
}
