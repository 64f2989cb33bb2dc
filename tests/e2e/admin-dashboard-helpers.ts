import pg from 'pg';
import { runningEmbeddedUrl } from '../../server/db/embedded';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { addDays, isSunday, shopDate } from '#shared/domain/shop-time';
import type { AdminAppointment } from '#shared/schemas/admin-appointment';

/**
 * Dashboard journeys share one database per run with every other spec: each test makes its own
 * clients (unique names) on its own barber/time, and never assumes a list is empty.
 */
export const today = () => shopDate(new Date());
/** Today unless it is Sunday (the shop is closed), then Monday. */
export const workDay = () => (isSunday(today()) ? addDays(today(), 1) : today());
/** The first non-Sunday `n` days or more ahead (shop time). */
export function dayAhead(n: number): string {
  let d = addDays(today(), n);
  while (isSunday(d)) d = addDays(d, 1);
  return d;
}
/** The first Sunday `n` days or more ahead: nothing can ever be booked on it. */
export function sundayAhead(n: number): string {
  let d = addDays(today(), n);
  while (!isSunday(d)) d = addDays(d, 1);
  return d;
}
export const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

export async function catalogue(request: APIRequestContext) {
  const barbers = (await (await request.get('/api/barbers')).json()) as Array<{ id: number; name: string }>;
  const services = (await (await request.get('/api/services')).json()) as Array<{ id: number; name: string }>;
  const barber = (first: string) => barbers.find((b) => b.name.startsWith(first))!;
  const service = (name: string) => services.find((s) => s.name === name)!;
  return { barbers, barber, service };
}

export type WalkInData = { barberId: number; serviceId: number; date: string; time: string; clientName: string; clientPhone?: string; clientEmail?: string | null };

/** A walk-in straight through the API with the page's staff session (someone at another desk). */
export async function addWalkInViaApi(page: Page, w: WalkInData): Promise<AdminAppointment> {
  const res = await page.request.post('/api/appointments/walk-in', {
    data: { clientPhone: '787-555-0100', clientEmail: null, notes: null, ...w },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as AdminAppointment;
}

/** The run's database (the e2e webServer's embedded PostgreSQL in E2E_DATA_DIR, or DATABASE_URL from E2E_SERVER_ENV). */
export function databaseUrl(): string {
  const env = process.env.E2E_SERVER_ENV ? (JSON.parse(process.env.E2E_SERVER_ENV) as Record<string, string>) : {};
  if (env.DATABASE_URL) return env.DATABASE_URL;
  return runningEmbeddedUrl(process.env.E2E_DATA_DIR!, 'barbershop'); // the database server/db/open.ts creates
}

/**
 * Fixture: moves an appointment to a past day (the API never books the past), so a client can have
 * a last visit weeks ago. Keeps the row consistent with its constraints (the `during` range).
 */
export async function moveToPast(id: number, date: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    await client.query(
      `update appointments set appointment_date = $2::date,
         during = tstzrange((($2::date + appointment_time) at time zone 'America/Puerto_Rico'),
                            (($2::date + appointment_time) at time zone 'America/Puerto_Rico') + duration_min * interval '1 minute', '[)')
       where id = $1`,
      [id, date],
    );
  } finally {
    await client.end();
  }
}

export async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

/** Picks `option` in the Radix select labelled `label` inside `scope`. */
export async function choose(page: Page, scope: Page | Locator, label: string, option: string | RegExp) {
  await scope.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

export const toast = (page: Page) => page.getByTestId('toast');
export const todayRow = (page: Page, name: string) => page.getByTestId('today-row').filter({ hasText: name });

/**
 * Everything visitors and staff make (appointments, clients, blocks, reminders, devices, orders,
 * messages, idempotency keys, login failures), emptied before a retried test (fixtures.ts), so a
 * retry starts as the first try did. The catalogue, hours, staff accounts and settings stay.
 */
export async function clearShopActivity(): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    await client.query(
      `truncate appointment_reminders, reminders, push_subscription_appointments, push_subscriptions, idempotency_keys,
         appointments, blocked_slots,
         clients, order_items, orders, stripe_events, contact_messages, login_attempts`,
    );
  } finally {
    await client.end();
  }
}
