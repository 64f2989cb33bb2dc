import { expect, type BrowserContext, type Page } from '@playwright/test';
import type { AdminAppointment } from '../../shared/schemas/admin-appointment';
import { choose, todayRow } from './admin-dashboard-helpers';
import { waitForServiceWorker } from './pwa-helpers';

/**
 * The front desk through an outage (docs/decisions/006b-outbox.md). Times used today by the
 * offline specs (other dashboard specs use 09:05, 10:10, 11:15 and Miguel 17:20):
 *   outbox:   Carlos 12:05 (cancelled), Javier 12:05, Luis 12:05; Miguel 12:05 (lost answer); Carlos 12:45 (two tabs)
 *   conflict: Carlos 18:05 (queued, then booked by the API), resolved to Carlos 17:30
 *   reopen:   Javier 18:15;  401: Luis 18:05;  refused (past closing): Javier 18:45, Luis 18:45
 *   screens (OFFLINE_SCREENS=1): Miguel 13:05 + 18:25, Carlos 16:05 + 13:35; Javier 13:05 + 16:35,
 *            Luis 16:05 + 13:35
 */

/** Cuts the network for the whole context once the service worker controls the page (STACK.md). */
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
  await dialog.getByLabel('Phone').fill('787-555-0177');
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
export function outboxRows(page: Page): Promise<Array<{ id: string; kind: string; state: string; attempts: number; createdAt: number; outcome?: string }>> {
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
