import type { Db } from '../db/connect';

type Row = Record<string, unknown>;

/**
 * The demo month's reads and writes (server/demo/fill-demo.ts, demo-messages.ts), inside its one
 * transaction: plain rows as the demo plan made them, no rules of the app applied (the demo writes a
 * past month that no command could book).
 */
export function demoDataRepository(trx: Db) {
  return {
    /** One demo fill at a time (a transaction-scoped advisory lock). */
    async lock(): Promise<void> {
      await trx.raw('select pg_advisory_xact_lock(?)', [727_012]);
    },
    async hasRows(table: string): Promise<boolean> {
      const row = await trx(table).count<{ n: string }[]>({ n: '*' }).first();
      return Number(row?.n ?? 0) > 0;
    },
    async barberHours(): Promise<{ barber_id: number; weekday: number; start_time: string; end_time: string }[]> {
      return trx('barber_hours').select('barber_id', 'weekday', 'start_time', 'end_time');
    },
    async activeBarbers(): Promise<{ id: number }[]> {
      return trx('barbers').where({ active: true }).select('id').orderBy(['sort_order', 'id']);
    },
    /** Live, priced services bookable online. */
    async bookableServices(): Promise<{ id: number; duration_min: number; price_cents: number }[]> {
      return trx('services')
        .whereNotNull('price_cents')
        .whereNull('retired_at')
        .where({ bookable_online: true })
        .select('id', 'duration_min', 'price_cents');
    },
    async products(): Promise<{ id: number; name: string; price_cents: number }[]> {
      return trx('products').select('id', 'name', 'price_cents');
    },
    async liveProductNamed(name: string): Promise<{ id: number; stock: number } | undefined> {
      return trx('products').whereNull('retired_at').where({ name }).first<{ id: number; stock: number } | undefined>('id', 'stock');
    },
    async setStock(productId: number, stock: number, now: Date): Promise<void> {
      await trx('products').where({ id: productId }).update({ stock, updated_at: now });
    },
    async liveServiceNamed(name: string): Promise<{ id: number } | undefined> {
      return trx('services').whereNull('retired_at').where({ name }).first<{ id: number } | undefined>('id');
    },
    /** A live service with this name in any case. */
    async liveServiceNamedAnyCase(name: string): Promise<{ id: number } | undefined> {
      return trx('services').whereRaw('lower(name) = lower(?)', [name]).whereNull('retired_at').first('id');
    },
    async setBarberPrice(serviceId: number, barberId: number, priceCents: number): Promise<void> {
      await trx('service_barbers').where({ service_id: serviceId, barber_id: barberId }).update({ price_cents: priceCents });
    },
    /** A service placed last, performed by these barbers; its id. */
    async insertServiceLast(row: Row, barberIds: number[]): Promise<number> {
      const order = await trx('services').max<{ m: number | null }>({ m: 'sort_order' }).first();
      const [svc] = await trx('services')
        .insert({ ...row, sort_order: Number(order?.m ?? 0) + 1 })
        .returning<{ id: number }[]>('id');
      if (barberIds.length)
        await trx('service_barbers').insert(barberIds.map((barberId) => ({ service_id: svc!.id, barber_id: barberId })));
      return svc!.id;
    },
    /** An active account with the staff role. */
    async makeActiveStaff(staffUserId: number): Promise<void> {
      await trx('staff_users').where({ id: staffUserId }).update({ role: 'staff', deactivated_at: null });
    },
    async insertClosure(day: string, reason: string): Promise<number> {
      const [row] = await trx('closures').insert({ start_date: day, end_date: day, reason }).returning<{ id: number }[]>('id');
      return row!.id;
    },
    async insertClient(row: Row): Promise<number> {
      const [inserted] = await trx('clients').insert(row).returning('id');
      return inserted.id;
    },
    /** Appointments, each `during` from its `startsAt` and `durationMin`, 500 rows a statement. */
    async insertAppointments(rows: (Row & { startsAt: Date; durationMin: number })[]): Promise<void> {
      const withDuring = rows.map(({ startsAt, durationMin, ...r }) => ({
        ...r,
        during: trx.raw(`tstzrange(?::timestamptz, ?::timestamptz, '[)')`, [
          startsAt.toISOString(),
          new Date(startsAt.getTime() + durationMin * 60_000).toISOString(),
        ]),
      }));
      for (let i = 0; i < withDuring.length; i += 500) await trx('appointments').insert(withDuring.slice(i, i + 500));
    },
    async insertTimeOff(rows: Row[]): Promise<void> {
      if (rows.length) await trx('barber_time_off').insert(rows);
    },
    async insertBlocks(rows: Row[]): Promise<void> {
      await trx('blocked_slots').insert(rows);
    },
    async insertOrder(row: Row, items: Row[]): Promise<number> {
      const [order] = await trx('orders').insert(row).returning('id');
      await trx('order_items').insert(items.map((i) => ({ ...i, order_id: order.id })));
      return order.id;
    },
    async firstClientWithEmail(): Promise<{ id: number; first_name: string; last_name: string; email: string; phone: string } | undefined> {
      return trx('clients')
        .whereNotNull('email')
        .orderBy('id')
        .first<{ id: number; first_name: string; last_name: string; email: string; phone: string }>();
    },
    async insertContactMessage(row: Row): Promise<number> {
      const [inserted] = await trx('contact_messages').insert(row).returning<{ id: number }[]>('id');
      return inserted!.id;
    },
    /** A reply already sent: its notification row, then the reply pointing at it. */
    async insertSentReply(notification: Row, reply: Row): Promise<void> {
      const [note] = await trx('notifications').insert(notification).returning<{ id: string }[]>('id');
      await trx('contact_message_replies').insert({ ...reply, notification_id: note!.id });
    },
  };
}
