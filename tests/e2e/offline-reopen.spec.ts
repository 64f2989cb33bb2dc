import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAsStaff } from './admin-helpers';
import { addWalkInViaApi, catalogue, tag, today, todayRow } from './admin-dashboard-helpers';
import { addWalkInInDialog, goOffline, waitingBadge } from './offline-helpers';
import { waitForServiceWorker } from './pwa-helpers';
import { shopMinutes } from '#shared/domain/shop-time';
import { pinPageClock, shopNow } from './shop-clock';

// Offline, push or an update: the service worker is part of what this file proves (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test.use({ workingDay: true }); // today's list: on a Sunday the test stands on Monday (shop-clock.ts)

const MINUTE = 60_000;
const AGE = /^Last updated \d{1,2}:\d{2} [AP]M \((just now|\d+ minutes? ago)\)$/;
const glance = (page: Page) => page.getByRole('region', { name: 'Today at a glance' });
const todayCount = async (page: Page) => Number(await glance(page).getByTestId('stat-value').first().textContent());

/** The saved admin cache holds the walk-in and stats counting it (the persister writes shortly after the answers). */
async function waitUntilSaved(page: Page, name: string) {
  const saved = () => page.evaluate(() => localStorage.getItem('barbershop.admin-cache') ?? '');
  await expect.poll(saved).toContain(name);
  const savedTodayCount = () =>
    page.evaluate(() => {
      const cache = JSON.parse(localStorage.getItem('barbershop.admin-cache') ?? '{}') as {
        clientState?: { queries?: Array<{ queryKey: unknown[]; state: { data?: { todayAppointments?: number } } }> };
      };
      return cache.clientState?.queries?.find((q) => q.queryKey[0] === '/api/admin/stats')?.state.data?.todayAppointments ?? 0;
    });
  await expect.poll(savedTodayCount).toBeGreaterThan(0);
}

test('the dashboard reopened offline three times shows the last day and stats with their age, pending walk-ins counted; refused after 12 hours', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  // The test moves the tablet's clock 15 minutes on while "today" must stay the server's today: after
  // 23:00 in San Juan the tablet starts 45 minutes behind, so it never crosses midnight (it once did,
  // at 23:49, and rightly found no saved list for the new day).
  const late = shopMinutes(shopNow()) >= 23 * 60;
  await context.clock.install({ time: shopNow().getTime() - (late ? 45 * MINUTE : 0) });
  await signInAsStaff(page);
  const { barber, service } = await catalogue(page.request);
  const name = `Still Here ${tag()}`;
  const queued = `Queued Offline ${tag()}`;
  await addWalkInViaApi(page, {
    barberId: barber('Javier').id,
    serviceId: service('Corte').id,
    date: today(),
    time: '18:15',
    clientName: name,
  });
  await page.reload();
  await expect(todayRow(page, name)).toBeVisible();
  await expect(page.getByTestId('last-updated')).toHaveCount(0); // online: the list is live
  await expect(page.getByTestId('stats-last-updated')).toHaveCount(0);
  await waitUntilSaved(page, name);
  const liveCount = await todayCount(page);
  expect(liveCount).toBeGreaterThan(0);

  await goOffline(page, context);
  // A walk-in queued offline counts in the cards at once, marked as waiting.
  await addWalkInInDialog(page, { barber: 'Carlos', service: 'Barba', time: '15:05', name: queued });
  await expect.poll(() => todayCount(page)).toBe(liveCount + 1);
  await expect(glance(page).getByTestId('stat-pending').first()).toHaveText('incl. 1 change waiting to sync');

  // Each offline start refreshes, fails, and must still save and show the last good data (the bug: the
  // first failed refresh dropped it, so the second start showed an empty day and 0 / $0.00).
  for (const minutes of [5, 10, 15]) {
    await page.clock.fastForward(5 * MINUTE);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible(); // not Access Denied
    await expect(todayRow(page, name)).toContainText('6:15 PM');
    await expect(waitingBadge(page, queued)).toBeVisible();
    await expect(page.getByTestId('last-updated')).toHaveText(AGE);
    await expect(page.getByTestId('last-updated')).toContainText(`(${minutes} minutes ago)`);
    await expect(page.getByTestId('stats-last-updated')).toContainText(`(${minutes} minutes ago)`);
    await expect.poll(() => todayCount(page)).toBe(liveCount + 1); // the saved stats, plus the walk-in waiting
    await expect(glance(page).getByTestId('stat-pending').first()).toHaveText('incl. 1 change waiting to sync');
    await expect(page.getByTestId('offline-banner')).toBeVisible();
  }

  // The same device 13 hours after the server last confirmed the session: no longer trusted offline.
  await page.clock.fastForward(13 * 60 * MINUTE);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
});

test('a closed and reopened browser, offline, still shows the last day and stats with their age', async ({ baseURL }, testInfo) => {
  test.setTimeout(240_000); // two browser launches on a 2-core machine
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'barbershop-reopen-'));
  const launch = async () => {
    const opened = await chromium.launchPersistentContext(dir, {
      ...testInfo.project.use.launchOptions,
      baseURL,
      serviceWorkers: 'allow',
      timezoneId: 'America/Puerto_Rico',
      viewport: { width: 1024, height: 768 },
    });
    await pinPageClock(opened); // a context of its own: on the test's day too
    return opened;
  };
  try {
    let browser = await launch();
    let page = browser.pages()[0] ?? (await browser.newPage());
    await signInAsStaff(page);
    const { barber, service } = await catalogue(page.request);
    const name = `Reopened ${tag()}`;
    await addWalkInViaApi(page, {
      barberId: barber('Luis').id,
      serviceId: service('Corte').id,
      date: today(),
      time: '15:35',
      clientName: name,
    });
    await page.reload();
    await expect(todayRow(page, name)).toBeVisible();
    await waitForServiceWorker(page);
    await waitUntilSaved(page, name);
    const liveCount = await todayCount(page);
    await browser.close(); // the tablet's browser is closed

    for (let start = 0; start < 2; start++) {
      browser = await launch(); // …and opened again with no network, twice
      await browser.setOffline(true);
      page = browser.pages()[0] ?? (await browser.newPage());
      await page.goto('/admin?tab=manage');
      // A cold browser starts its service worker and reads the admin chunks from its cache: give it time.
      await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({ timeout: 30_000 });
      await expect(todayRow(page, name)).toContainText('3:35 PM');
      await expect(page.getByTestId('last-updated')).toHaveText(AGE);
      await expect(page.getByTestId('stats-last-updated')).toHaveText(AGE);
      await expect.poll(() => todayCount(page)).toBe(liveCount);
      await page.reload(); // and a reload on top
      await expect(todayRow(page, name)).toBeVisible();
      await expect.poll(() => todayCount(page)).toBe(liveCount);
      await browser.close();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
