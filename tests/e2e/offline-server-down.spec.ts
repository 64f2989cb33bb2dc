import { expect, test } from './fixtures';
import { signInAsStaff } from './admin-helpers';
import { tag, today, todayRow, toast } from './admin-dashboard-helpers';
import { addWalkInInDialog, outboxStates, ownServer, serverAppointments, waitingBadge } from './offline-helpers';
import { offlineBanner, waitForServiceWorker } from './pwa-helpers';
import { pinPageClock } from './shop-clock';

// Offline, push or an update: the service worker is part of what this file proves (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * The browser online, the shop's server not answering (docs/decisions/073-outbox-through-a-bad-day.md): the tablet
 * says so in the offline banner with the count of waiting changes, queues what staff do, and
 * replays within 5 s of the server answering again (a capped probe of /api/health), whatever
 * back-off the queue had reached.
 */
test.use({ workingDay: true }); // today's list: on a Sunday the test stands on Monday (shop-clock.ts)

/** How soon after the server answers again its queue must have reached it. */
const REPLAY_WITHIN_MS = 5000;

test('the server stopped, then started again: the tablet says so, queues the walk-in, and sends it within 5 s of the server’s return', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  // A server of its own: stopping the run's shared server would stop every other spec.
  const server = await ownServer();
  await server.start();
  const context = await browser.newContext({
    baseURL: server.url,
    serviceWorkers: 'allow',
    timezoneId: 'America/Puerto_Rico',
    viewport: { width: 1024, height: 768 },
  });
  await pinPageClock(context); // a context of its own: on the test's day too
  try {
    const page = await context.newPage();
    await signInAsStaff(page);
    await waitForServiceWorker(page);
    const name = `Server Down ${tag()}`;

    await server.stop(); // the browser stays online: only the server is gone
    await addWalkInInDialog(page, { barber: 'Carlos', service: 'Barba', time: '15:35', name });
    await expect(toast(page)).toContainText('Walk-in Waiting to Sync');
    await expect(waitingBadge(page, name)).toBeVisible();
    const banner = offlineBanner(page);
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('the shop’s server is not answering');
    await expect(page.getByTestId('offline-banner-outbox')).toHaveText('1 staff change waits to sync.');
    await expect(page.getByTestId('header-waiting')).toHaveText('1 change waiting to sync');

    // Down long enough for an exponential back-off to have grown well past 5 s (2, 4, 8, 16 s …).
    await page.waitForTimeout(16_000);
    await expect(banner).toBeVisible();
    expect(await outboxStates(page)).toEqual([['walk-in', 'pending', undefined]]);

    await server.start(); // resolves as soon as /api/health answers
    const back = Date.now();
    await expect
      .poll(async () => (await serverAppointments(page, today(), name)).length, { timeout: REPLAY_WITHIN_MS, intervals: [100] })
      .toBe(1);
    const took = Date.now() - back;
    expect(took).toBeLessThan(REPLAY_WITHIN_MS);
    test.info().annotations.push({ type: 'replay after the server returned', description: `${took} ms` });

    await expect(banner).toBeHidden();
    await expect(waitingBadge(page, name)).toHaveCount(0);
    await expect(todayRow(page, name)).toBeVisible();
    expect(await outboxStates(page)).toEqual([['walk-in', 'done', 'synced']]);
  } finally {
    await context.close();
    await server.stop();
  }
});

test('502, 503 and 504 answers and failed requests show the same banner with the count; replay starts within 5 s once answers are back', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signInAsStaff(page);
  await waitForServiceWorker(page);
  const name = `Bad Gateway ${tag()}`;
  let answer: number | 'no answer' = 503;
  await context.route('**/api/**', (route) =>
    answer === 'no answer'
      ? route.abort('connectionrefused')
      : route.fulfill({ status: answer, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
  );

  await addWalkInInDialog(page, { barber: 'Javier', service: 'Barba', time: '15:35', name });
  await expect(toast(page)).toContainText('Walk-in Waiting to Sync'); // a 503 is not a refusal: it is queued
  await expect(waitingBadge(page, name)).toBeVisible();
  const banner = offlineBanner(page);
  for (const next of [502, 504, 'no answer'] as const) {
    await expect(banner).toBeVisible();
    await expect(banner).toHaveAttribute('data-connection', 'server-down');
    await expect(page.getByTestId('offline-banner-outbox')).toHaveText('1 staff change waits to sync.');
    answer = next;
    await page.waitForTimeout(3500); // at least one probe sees this answer
  }
  await expect(banner).toBeVisible();
  expect(await serverAppointments(page, today(), name)).toEqual([]);

  await context.unrouteAll({ behavior: 'ignoreErrors' });
  const back = Date.now();
  await expect
    .poll(async () => (await serverAppointments(page, today(), name)).length, { timeout: REPLAY_WITHIN_MS, intervals: [100] })
    .toBe(1);
  expect(Date.now() - back).toBeLessThan(REPLAY_WITHIN_MS);
  await expect(banner).toBeHidden();
  await expect(waitingBadge(page, name)).toHaveCount(0);
  expect(await outboxStates(page)).toEqual([['walk-in', 'done', 'synced']]);
});
