import type { Db } from '../db/connect';
import { clockTime, shopDate, shopInstant, shopMinutes } from '#shared/domain/shop-time';
import { planDemo, type DemoPlan, type LocalInstant } from './demo-plan';

/** Tables that hold what staff and visitors made; the demo only fills a shop where all are empty. */
export const SHOP_DATA_TABLES = ['clients', 'appointments', 'blocked_slots', 'orders', 'reminders', 'contact_messages'] as const;

export class DemoRefused extends Error {}

const at = (i: LocalInstant) => shopInstant(i.date, i.time);

export type DemoSummary = { clients: number; appointments: number; walkIns: number; cancelled: number; upcoming: number; blocks: number; orders: number };

/**
 * Writes a believable month (server/demo/demo-plan.ts) into a database that has the catalogue and
 * hours but no shop data, in one transaction. A database with any client, appointment, block,
 * order, reminder or message is refused (DemoRefused): the demo never mixes with a real shop.
 */
export async function fillDemo(db: Db, now: Date, seed?: number): Promise<DemoSummary> {
  return db.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(?)', [727_012]);
    for (const table of SHOP_DATA_TABLES) {
      const row = await trx(table).count<{ n: string }[]>({ n: '*' }).first();
      if (Number(row?.n ?? 0) > 0) {
        throw new DemoRefused(`This database already has shop data (${table} is not empty): npm run demo only fills an empty shop. Use a fresh DATA_DIR or DATABASE_URL.`);
      }
    }
    const hours: { barber_id: number; weekday: number; start_time: string; end_time: string }[] = await trx('barber_hours').select('barber_id', 'weekday', 'start_time', 'end_time');
    const barbers: { id: number }[] = await trx('barbers').where({ active: true }).select('id').orderBy(['sort_order', 'id']);
    const services: { id: number; duration_min: number; price_cents: number }[] = await trx('services').whereNotNull('price_cents').select('id', 'duration_min', 'price_cents');
    const products: { id: number; name: string; price_cents: number }[] = await trx('products').select('id', 'name', 'price_cents');
    const plan = planDemo({
      today: shopDate(now),
      nowMinutes: shopMinutes(now),
      barbers: barbers.map((b) => ({
        id: b.id,
        hours: hours.filter((h) => h.barber_id === b.id).map((h) => ({ weekday: h.weekday, start: clockTime(h.start_time), end: clockTime(h.end_time) })),
      })),
      services: services.map((s) => ({ id: s.id, durationMin: s.duration_min, priceCents: s.price_cents })),
      products: products.map((p) => ({ id: p.id, name: p.name, priceCents: p.price_cents })),
      seed,
    });
    await write(trx, plan);
    return {
      clients: plan.clients.length,
      appointments: plan.appointments.length,
      walkIns: plan.appointments.filter((a) => a.isWalkIn).length,
      cancelled: plan.appointments.filter((a) => a.status === 'cancelled').length,
      upcoming: plan.appointments.filter((a) => a.status === 'confirmed').length,
      blocks: plan.blocks.length,
      orders: plan.orders.length,
    };
  });
}

async function write(trx: Db, plan: DemoPlan): Promise<void> {
  const ids = new Map<number, number>();
  for (const c of plan.clients) {
    const [row] = await trx('clients')
      .insert({ first_name: c.firstName, last_name: c.lastName, email: c.email, phone: c.phone, notes: c.notes, created_at: at(c.createdAt) })
      .returning('id');
    ids.set(c.key, row.id);
  }
  const rows = plan.appointments.map((a) => {
    const start = shopInstant(a.date, a.time);
    return {
      client_id: ids.get(a.clientKey), barber_id: a.barberId, service_id: a.serviceId, appointment_date: a.date, appointment_time: a.time,
      duration_min: a.durationMin, total_price_cents: a.priceCents, status: a.status, payment_status: a.paymentStatus, notes: a.notes,
      is_walk_in: a.isWalkIn, created_at: at(a.createdAt), cancelled_at: a.cancelledAt ? at(a.cancelledAt) : null,
      during: trx.raw(`tstzrange(?::timestamptz, ?::timestamptz, '[)')`, [start.toISOString(), new Date(start.getTime() + a.durationMin * 60_000).toISOString()]),
    };
  });
  for (let i = 0; i < rows.length; i += 500) await trx('appointments').insert(rows.slice(i, i + 500));
  await trx('blocked_slots').insert(plan.blocks.map((b) => ({
    barber_id: b.barberId, start_date: b.startDate, end_date: b.endDate, start_time: b.startTime, end_time: b.endTime, reason: b.reason,
  })));
  for (const o of plan.orders) {
    const amount = o.items.reduce((sum, i) => sum + i.unitPriceCents * i.quantity, 0);
    const created = at(o.createdAt);
    const [order] = await trx('orders')
      .insert({ status: o.status, amount_cents: amount, created_at: created, updated_at: created, paid_at: o.status === 'paid' ? created : null })
      .returning('id');
    await trx('order_items').insert(o.items.map((i) => ({ order_id: order.id, product_id: i.productId, name: i.name, unit_price_cents: i.unitPriceCents, quantity: i.quantity })));
  }
}
