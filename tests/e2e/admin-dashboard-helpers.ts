import pg from 'pg';
import { runningEmbeddedUrl } from '../../server/db/embedded';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { addDays, isSunday, shopDate } from '#shared/domain/shop-time';
import type { AdminAppointment } from '#shared/schemas/admin-appointment';
import { BARBERS, SERVICES } from '../../server/db/seeds/catalogue-data';
import { SEEDED_HOURS } from '../../server/db/seeds/barber-hours';
import { E2E_STAFF } from './admin-credentials';
import { shopNow } from './shop-clock';
import { clearShopActivity as clearShopActivityIn } from './shop-activity';

/**
 * Dashboard journeys share one database per run with every other spec: each test makes its own
 * clients (unique names) on its own barber/time, and never assumes a list is empty.
 */
/** Today in the shop, by the test's shop clock (shop-clock.ts: a test with `workingDay` is never on a Sunday). */
export const today = () => shopDate(shopNow());
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

export type WalkInData = {
  barberId: number;
  serviceId: number;
  date: string;
  time: string;
  clientName: string;
  clientPhone?: string;
  clientEmail?: string | null;
};

/**
 * A phone of the client's own, the same for the same name: clients are known by phone as well as
 * email, so two names on one phone without an email is a refusal (docs/decisions/055-client-identity-and-search.md).
 */
export const phoneOf = (name: string) => {
  // FNV-1a over the name, then 8 million numbers (exchange 200-999, line 0000-9999): two names of one
  // run (a few hundred) share a phone about once in 300 runs; 787-555-XXXX's 10,000 did in most runs,
  // and the second walk-in was refused as the first one's phone (docs/decisions/055-client-identity-and-search.md).
  let h = 0x811c9dc5;
  for (const c of name) h = Math.imul(h ^ c.codePointAt(0)!, 0x01000193) >>> 0;
  const n = h % 8_000_000;
  return `787-${200 + Math.floor(n / 10_000)}-${String(n % 10_000).padStart(4, '0')}`;
};

/** A walk-in straight through the API with the page's staff session (someone at another desk). */
export async function addWalkInViaApi(page: Page, w: WalkInData): Promise<AdminAppointment> {
  const res = await page.request.post('/api/appointments/walk-in', {
    data: { clientPhone: phoneOf(w.clientName), clientEmail: null, notes: null, ...w },
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

/** Empties what visitors and staff made, before a retried test (fixtures.ts): see shop-activity.ts. */
export const clearShopActivity = () => clearShopActivityIn(databaseUrl());

/**
 * Puts the catalogue back as first installed after a back-office journey (the e2e server is shared by
 * every spec, which expect the spec's four services and barbers at their prices): services and barbers
 * the journey added are retired and deactivated (appointments may point at them), the seeded ones get
 * their seeded fields, who performs what and the shop details are reset, and accounts it made are
 * deactivated. The audit log stays, as it always does.
 */
export async function restoreSeededCatalogue(): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    await client.query('begin');
    const names = SERVICES.map((s) => s.name);
    await client.query(`update services set retired_at = now() where retired_at is null and not (name = any($1))`, [names]);
    for (const [i, s] of SERVICES.entries()) {
      await client.query(
        `update services set description = $2, price_cents = $3, duration_min = $4, sort_order = $5, retired_at = null, bookable_online = true, cleanup_min = 0 where name = $1`,
        [s.name, s.description, s.price_cents, s.duration_min, i],
      );
    }
    const barberNames = BARBERS.map((b) => b.name);
    await client.query(`update barbers set active = false where not (name = any($1))`, [barberNames]);
    for (const [i, b] of BARBERS.entries()) {
      await client.query(
        `update barbers set title = $2, bio = $3, active = true, sort_order = $4, photo_image_id = null, rating = $5 where name = $1`,
        [b.name, b.title, b.bio, i, b.rating],
      );
    }
    await client.query(`delete from service_barbers`);
    await client.query(
      `insert into service_barbers (service_id, barber_id) select s.id, b.id from services s cross join barbers b where s.retired_at is null and b.active`,
    );
    await client.query(`delete from barber_hours where barber_id in (select id from barbers where name = any($1))`, [barberNames]);
    await client.query(
      `insert into barber_hours (barber_id, weekday, start_time, end_time)
       select b.id, d, $2::time, $3::time from barbers b cross join unnest($4::int[]) d where b.name = any($1)`,
      [barberNames, SEEDED_HOURS.startTime, SEEDED_HOURS.endTime, [...SEEDED_HOURS.weekdays]],
    );
    await client.query(`delete from app_settings where key = 'shop'`);
    await client.query(`truncate closures, barber_time_off`);
    await client.query(
      `update staff_users set deactivated_at = now() where deactivated_at is null and lower(username) <> lower($1) and role = 'staff'`,
      [E2E_STAFF.username],
    );
    await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    throw err;
  } finally {
    await client.end();
  }
}

/**
 * Frees these barbers' chairs on today's floor (whoever an earlier spec on this worker's server left
 * in one is marked Done), so a spec that seats clients starts from empty chairs.
 */
export async function freeChairs(page: Page, barberIds: number[]): Promise<void> {
  const floor = (await (await page.request.get('/api/floor')).json()) as {
    barbers: Array<{ id: number; inChair: { kind: 'appointment' | 'line'; id: number } | null }>;
  };
  for (const b of floor.barbers) {
    if (!barberIds.includes(b.id) || !b.inChair) continue;
    const url = b.inChair.kind === 'appointment' ? `/api/appointments/${b.inChair.id}/visit` : `/api/floor/line/${b.inChair.id}`;
    const res = await page.request.post(url, { data: { to: 'done' } });
    expect(res.status(), await res.text()).toBe(200);
  }
}
