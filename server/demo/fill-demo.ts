import type { Db } from '../db/connect';
import { clockTime, shopDate, shopInstant, shopMinutes } from '#shared/domain/shop-time';
import { addDays, isSunday } from '#shared/domain/shop-time';
import { planDemo, type DemoPlan, type LocalInstant } from './demo-plan';
import { BLOCK_REASONS } from './demo-people';
import { writeDemoMessages } from './demo-messages';
import { auditLogRepository } from '../repositories/audit-log';
import { demoDataRepository } from '../repositories/demo-data';
import { staffUsersRepository } from '../repositories/staff-users';
import { generatePassword } from '../auth/bootstrap';

/** Tables that hold what staff and visitors made; the demo only fills a shop where all are empty. */
export const SHOP_DATA_TABLES = [
  'clients',
  'appointments',
  'blocked_slots',
  'barber_time_off',
  'closures',
  'orders',
  'reminders',
  'contact_messages',
] as const;

export class DemoRefused extends Error {}

const at = (i: LocalInstant) => shopInstant(i.date, i.time);

export type DemoSummary = {
  clients: number;
  appointments: number;
  walkIns: number;
  cancelled: number;
  upcoming: number;
  blocks: number;
  orders: number;
  timeOff: number;
  closures: number;
  /** Contact messages in the inbox (docs/decisions/045-contact-inbox.md). */
  messages: number;
  /** A front-desk account with the staff role, its password printed once by `npm run demo`. */
  frontDesk: { username: string; password: string };
};

/** The back office's demo: a senior barber's own price, a staff-only service, a holiday closure, a front-desk account. */
const DEMO_OWN_PRICE = { barberSortIndex: 0, serviceName: 'Corte', priceCents: 4500 } as const;
const DEMO_STAFF_ONLY = {
  name: 'Retoque',
  description: 'A quick clean-up between cuts: neckline and sideburns.',
  price_cents: 1000,
  duration_min: 30,
} as const;
/** Its Spanish (docs/decisions/046-spanish.md). */
const DEMO_STAFF_ONLY_ES = { name: 'Retoque', description: 'Un arreglo rápido entre cortes: nuca y patillas.' } as const;
export const DEMO_FRONT_DESK = 'frontdesk';

/**
 * Writes a believable month (server/demo/demo-plan.ts) into a database that has the catalogue and
 * hours but no shop data, in one transaction. A database with any client, appointment, block,
 * order, reminder or message is refused (DemoRefused): the demo never mixes with a real shop.
 */
export async function fillDemo(db: Db, now: Date, seed?: number): Promise<DemoSummary> {
  return db.transaction(async (trx) => {
    const data = demoDataRepository(trx);
    await data.lock();
    for (const table of SHOP_DATA_TABLES) {
      if (await data.hasRows(table)) {
        throw new DemoRefused(
          `This database already has shop data (${table} is not empty): npm run demo only fills an empty shop. Use a fresh DATA_DIR or DATABASE_URL.`,
        );
      }
    }
    const hours = await data.barberHours();
    const barbers = await data.activeBarbers();
    const setup = await backOffice(trx, barbers, now);
    const services = await data.bookableServices();
    const products = await data.products();
    const plan = planDemo({
      today: shopDate(now),
      nowMinutes: shopMinutes(now),
      barbers: barbers.map((b) => ({
        id: b.id,
        hours: hours
          .filter((h) => h.barber_id === b.id)
          .map((h) => ({ weekday: h.weekday, start: clockTime(h.start_time), end: clockTime(h.end_time) })),
      })),
      services: services.map((s) => ({ id: s.id, durationMin: s.duration_min, priceCents: s.price_cents })),
      products: products.map((p) => ({ id: p.id, name: p.name, priceCents: p.price_cents })),
      seed,
    });
    await write(trx, plan, setup.ownPrices);
    const closures = await holidayClosure(trx, plan, now);
    await lowStock(trx, now);
    const messages = await writeDemoMessages(trx, now, setup.frontDeskId, setup.frontDesk.username);
    return {
      clients: plan.clients.length,
      appointments: plan.appointments.length,
      walkIns: plan.appointments.filter((a) => a.isWalkIn).length,
      cancelled: plan.appointments.filter((a) => a.status === 'cancelled').length,
      upcoming: plan.appointments.filter((a) => a.status === 'confirmed').length,
      blocks: plan.blocks.filter((b) => !isTimeOff(b)).length,
      orders: plan.orders.length,
      timeOff: plan.blocks.filter(isTimeOff).length,
      closures,
      messages,
      frontDesk: setup.frontDesk,
    };
  });
}

/** The dashboard's low-stock card has something to say: the last Clay Pomade, no Beard Conditioner left. */
export const DEMO_LOW_STOCK = [
  { name: 'Clay Pomade', stock: 1 },
  { name: 'Beard Conditioner', stock: 0 },
] as const;

async function lowStock(trx: Db, now: Date): Promise<void> {
  for (const { name, stock } of DEMO_LOW_STOCK) {
    const data = demoDataRepository(trx);
    const product = await data.liveProductNamed(name);
    if (!product) continue;
    await data.setStock(product.id, stock, now);
    await auditLogRepository(trx).record({
      actor: DEMO_ACTOR,
      at: now,
      action: 'product.update',
      entity: 'product',
      entityId: product.id,
      summary: `Demo: ${name} stock ${product.stock} → ${stock}`,
      before: { stock: product.stock },
      after: { stock },
    });
  }
}

/** A whole-day vacation is a barber's time off (the back office's model), not a blocked slot. */
const isTimeOff = (b: DemoPlan['blocks'][number]) => b.reason === BLOCK_REASONS.vacation && b.barberId !== null;

const DEMO_ACTOR = null; // the audit log's "system"

/** What an owner would have set in the back office before this month, each with its History row. */
async function backOffice(trx: Db, barbers: { id: number }[], now: Date) {
  const audit = auditLogRepository(trx);
  const data = demoDataRepository(trx);
  const ownPrices = new Map<string, number>();
  const senior = barbers[DEMO_OWN_PRICE.barberSortIndex];
  const corte = await data.liveServiceNamed(DEMO_OWN_PRICE.serviceName);
  if (senior && corte) {
    await data.setBarberPrice(corte.id, senior.id, DEMO_OWN_PRICE.priceCents);
    ownPrices.set(`${corte.id}:${senior.id}`, DEMO_OWN_PRICE.priceCents);
    await audit.record({
      actor: DEMO_ACTOR,
      at: now,
      action: 'service.update',
      entity: 'service',
      entityId: corte.id,
      summary: `Demo: ${DEMO_OWN_PRICE.serviceName} costs $${DEMO_OWN_PRICE.priceCents / 100} with barber #${senior.id}`,
      before: { barbers: [{ barberId: senior.id, price: null }] },
      after: { barbers: [{ barberId: senior.id, price: DEMO_OWN_PRICE.priceCents / 100 }] },
    });
  }
  const exists = await data.liveServiceNamedAnyCase(DEMO_STAFF_ONLY.name);
  if (!exists) {
    const svcId = await data.insertServiceLast(
      { ...DEMO_STAFF_ONLY, translations: JSON.stringify({ es: DEMO_STAFF_ONLY_ES }), bookable_online: false },
      barbers.map((b) => b.id),
    );
    await audit.record({
      actor: DEMO_ACTOR,
      at: now,
      action: 'service.create',
      entity: 'service',
      entityId: svcId,
      summary: `Demo: added the staff-only service ${DEMO_STAFF_ONLY.name}`,
      after: { ...DEMO_STAFF_ONLY, bookableOnline: false },
    });
  }
  const password = generatePassword();
  const users = staffUsersRepository(trx);
  const existing = await users.findByUsername(DEMO_FRONT_DESK);
  const account = existing ?? (await users.create({ username: DEMO_FRONT_DESK, displayName: 'Front Desk', password, now }));
  if (existing) await users.setPassword(account.id, password, now);
  await data.makeActiveStaff(account.id);
  await audit.record({
    actor: DEMO_ACTOR,
    at: now,
    action: 'staff.create',
    entity: 'staff',
    entityId: account.id,
    summary: `Demo: front-desk account "${DEMO_FRONT_DESK}" (staff)`,
    after: { username: DEMO_FRONT_DESK, role: 'staff' },
  });
  return { ownPrices, frontDesk: { username: DEMO_FRONT_DESK, password }, frontDeskId: account.id };
}

/** The shop closed on the first Christmas Day after the month's last appointment (nothing booked then). */
async function holidayClosure(trx: Db, plan: DemoPlan, now: Date): Promise<number> {
  const last = plan.appointments.reduce((max, a) => (a.date > max ? a.date : max), shopDate(now));
  const year = Number(last.slice(0, 4));
  let day = `${year}-12-25`;
  if (day <= last) day = `${year + 1}-12-25`;
  if (isSunday(day)) day = addDays(day, 1);
  const closureId = await demoDataRepository(trx).insertClosure(day, 'Christmas Day');
  await auditLogRepository(trx).record({
    actor: DEMO_ACTOR,
    at: now,
    action: 'closure.create',
    entity: 'closure',
    entityId: closureId,
    summary: `Demo: closed on ${day} (Christmas Day)`,
    after: { startDate: day, endDate: day, reason: 'Christmas Day' },
  });
  return 1;
}

async function write(trx: Db, plan: DemoPlan, ownPrices: Map<string, number>): Promise<void> {
  const data = demoDataRepository(trx);
  const ids = new Map<number, number>();
  for (const c of plan.clients) {
    ids.set(
      c.key,
      await data.insertClient({
        first_name: c.firstName,
        last_name: c.lastName,
        email: c.email,
        phone: c.phone,
        notes: c.notes,
        created_at: at(c.createdAt),
      }),
    );
  }
  await data.insertAppointments(
    plan.appointments.map((a) => ({
      client_id: ids.get(a.clientKey),
      barber_id: a.barberId,
      service_id: a.serviceId,
      appointment_date: a.date,
      appointment_time: a.time,
      duration_min: a.durationMin,
      total_price_cents: ownPrices.get(`${a.serviceId}:${a.barberId}`) ?? a.priceCents,
      status: a.status,
      payment_status: a.paymentStatus,
      notes: a.notes,
      is_walk_in: a.isWalkIn,
      created_at: at(a.createdAt),
      cancelled_at: a.cancelledAt ? at(a.cancelledAt) : null,
      startsAt: shopInstant(a.date, a.time),
      durationMin: a.durationMin,
    })),
  );
  await data.insertTimeOff(
    plan.blocks.filter(isTimeOff).map((b) => ({ barber_id: b.barberId, start_date: b.startDate, end_date: b.endDate, reason: b.reason })),
  );
  await data.insertBlocks(
    plan.blocks
      .filter((b) => !isTimeOff(b))
      .map((b) => ({
        barber_id: b.barberId,
        start_date: b.startDate,
        end_date: b.endDate,
        start_time: b.startTime,
        end_time: b.endTime,
        reason: b.reason,
      })),
  );
  for (const o of plan.orders) {
    const amount = o.items.reduce((sum, i) => sum + i.unitPriceCents * i.quantity, 0);
    const created = at(o.createdAt);
    const paid = ['paid', 'ready', 'picked_up', 'refunded'].includes(o.status);
    // Orders holding stock: the seeded counts are what is left after them (an abandoned payment gives its units back).
    const held = ['pending', 'paid', 'ready', 'picked_up'].includes(o.status);
    await data.insertOrder(
      {
        status: o.status,
        amount_cents: amount,
        created_at: created,
        updated_at: created,
        paid_at: paid ? created : null,
        stock_held: held,
        customer_name: o.customer.name,
        customer_email: o.customer.email,
        customer_phone: o.customer.phone,
        ready_at: ['ready', 'picked_up'].includes(o.status) ? created : null,
        picked_up_at: o.status === 'picked_up' ? created : null,
        refunded_at: o.status === 'refunded' ? created : null,
        canceled_at: ['failed', 'canceled'].includes(o.status) ? created : null,
        payment_intent_id: `pi_demo_${o.createdAt.date.replaceAll('-', '')}_${amount}_${o.customer.phone.slice(-3)}`,
      },
      o.items.map((i) => ({ product_id: i.productId, name: i.name, unit_price_cents: i.unitPriceCents, quantity: i.quantity })),
    );
  }
}
