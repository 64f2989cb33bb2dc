import type { Db } from '../db/connect';
import type { ClientSubscription, PushSubscriptionJson } from '#shared/schemas/push';

export type SubscriptionRow = {
  id: number;
  client_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  user_agent: string;
  created_at: Date;
  last_success_at: Date | null;
  failure_count: number;
  client_verified_at: Date | null;
};

/** Failed sends in a row after which a device is given up (404/410 delete it at once). */
export const MAX_CONSECUTIVE_FAILURES = 15;

/** A client keeps at most this many devices; subscribing another drops the oldest. */
export const MAX_DEVICES_PER_CLIENT = 10;

export const presentSubscription = (r: SubscriptionRow): ClientSubscription => ({
  id: r.id,
  endpointHost: new URL(r.endpoint).host,
  userAgent: r.user_agent,
  createdAt: new Date(r.created_at).toISOString(),
  lastSuccessAt: r.last_success_at ? new Date(r.last_success_at).toISOString() : null,
  failureCount: r.failure_count,
});

export function pushSubscriptionsRepository(db: Db) {
  /** Inserts or updates the device row (one per endpoint) for `clientId`; answers its id. */
  async function save(clientId: number, s: PushSubscriptionJson, userAgent: string, now: Date, verified: boolean): Promise<number> {
    const [row] = await db('push_subscriptions')
      .insert({
        client_id: clientId,
        endpoint: s.endpoint,
        p256dh: s.keys.p256dh,
        auth: s.keys.auth,
        user_agent: userAgent,
        created_at: now,
        client_verified_at: verified ? now : null,
      })
      .onConflict('endpoint')
      .merge({
        client_id: clientId,
        p256dh: s.keys.p256dh,
        auth: s.keys.auth,
        user_agent: userAgent,
        failure_count: 0,
        // Proven now; else kept only while the device stays with the client it was proven for.
        client_verified_at: verified
          ? now
          : db.raw('case when push_subscriptions.client_id = ? then push_subscriptions.client_verified_at end', [clientId]),
      })
      .returning<{ id: number }[]>('id');
    const keep = db('push_subscriptions')
      .select('id')
      .where({ client_id: clientId })
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(MAX_DEVICES_PER_CLIENT);
    await db('push_subscriptions').where({ client_id: clientId }).whereNotIn('id', keep).delete();
    return row!.id;
  }

  return {
    /**
     * The client (and start) of a live appointment booked since `since` whose client's email is
     * `email` (case-insensitive, trimmed); undefined when anything does not match.
     */
    async findRecentBooking(appointmentId: number, email: string, since: Date): Promise<{ clientId: number; startsAt: Date } | undefined> {
      const row = await db('appointments as a')
        .join('clients as c', 'c.id', 'a.client_id')
        .where('a.id', appointmentId)
        .andWhere('a.created_at', '>=', since)
        .andWhereNot('a.status', 'cancelled')
        .andWhereRaw('lower(trim(c.email)) = lower(trim(?))', [email])
        .first('a.client_id', db.raw('lower(a.during) as starts_at'));
      return row ? { clientId: row.client_id, startsAt: new Date(row.starts_at) } : undefined;
    },

    /**
     * The success screen: saves the device for the client of `appointmentId` and binds it to that one
     * appointment (its 24 h and 2 h reminders), adding to the appointments it is already bound to.
     * The same endpoint again (same browser) is updated; moved to another client, it loses a binding
     * proven for the previous one (docs/decisions/038-push-binding.md).
     */
    async bindToAppointment(
      appointmentId: number,
      clientId: number,
      s: PushSubscriptionJson,
      userAgent: string,
      now: Date,
    ): Promise<number> {
      const id = await save(clientId, s, userAgent, now, false);
      await db('push_subscription_appointments')
        .insert({ subscription_id: id, appointment_id: appointmentId, created_at: now })
        .onConflict(['subscription_id', 'appointment_id'])
        .ignore();
      return id;
    },

    /**
     * A device bound to the client through proof that its user owns the client's email or phone (a
     * manage link; not offered yet): it gets every reminder of that client, lapsed-visit ones included.
     */
    async bindToClient(clientId: number, s: PushSubscriptionJson, userAgent: string, now: Date): Promise<number> {
      return save(clientId, s, userAgent, now, true);
    },

    /**
     * The devices a reminder about one appointment goes to: those bound to that appointment, and
     * those bound by proof to its client.
     */
    async listForAppointment(appointmentId: number, clientId: number): Promise<SubscriptionRow[]> {
      return db('push_subscriptions as s')
        .select('s.*')
        .where((w) => {
          w.whereExists(
            db('push_subscription_appointments as b').whereRaw('b.subscription_id = s.id').andWhere('b.appointment_id', appointmentId),
          ).orWhere((v) => v.where('s.client_id', clientId).whereNotNull('s.client_verified_at'));
        })
        .orderBy('s.id');
    },

    /** The devices bound by proof to a client: the only ones a staff (lapsed-visit) reminder goes to. */
    async listVerifiedForClient(clientId: number): Promise<SubscriptionRow[]> {
      return db('push_subscriptions').where({ client_id: clientId }).whereNotNull('client_verified_at').orderBy('id');
    },

    /**
     * The browser replaced its subscription (`pushsubscriptionchange`): the device with endpoint
     * `oldEndpoint` becomes a device with the new endpoint and keys, its failure count reset, its
     * client, user agent, created_at and last success kept; a row that already has the new endpoint
     * is overwritten (one row per endpoint), then the old row is deleted. One transaction; false when
     * no device has `oldEndpoint`.
     *
     * An upsert rather than updating the old row's endpoint: `ON CONFLICT` waits for a concurrent
     * writer of the new endpoint (another renewal, a subscribe) instead of failing on the unique
     * index, and the row id changes, so a send still in flight to the old endpoint that answers 410
     * (deliver.ts deletes by id) cannot delete the renewed device.
     */
    async renew(oldEndpoint: string, s: PushSubscriptionJson): Promise<boolean> {
      return db.transaction(async (trx) => {
        const moved = await trx.raw<{ rows: Array<{ id: number }> }>(
          `insert into push_subscriptions (client_id, endpoint, p256dh, auth, user_agent, created_at, last_success_at, failure_count, client_verified_at)
           select client_id, ?, ?, ?, user_agent, created_at, last_success_at, 0, client_verified_at
             from push_subscriptions where endpoint = ? for update
           on conflict (endpoint) do update set
             client_id = excluded.client_id, p256dh = excluded.p256dh, auth = excluded.auth, user_agent = excluded.user_agent,
             created_at = excluded.created_at, last_success_at = excluded.last_success_at, failure_count = 0,
             client_verified_at = excluded.client_verified_at
           returning id`,
          [s.endpoint, s.keys.p256dh, s.keys.auth, oldEndpoint],
        );
        if (moved.rows.length === 0) return false;
        if (s.endpoint !== oldEndpoint) {
          // The renewed device keeps the appointments it was bound to.
          await trx.raw(
            `insert into push_subscription_appointments (subscription_id, appointment_id, created_at)
             select ?, b.appointment_id, b.created_at from push_subscription_appointments b
               join push_subscriptions o on o.id = b.subscription_id where o.endpoint = ?
             on conflict do nothing`,
            [moved.rows[0]!.id, oldEndpoint],
          );
          await trx('push_subscriptions').where({ endpoint: oldEndpoint }).delete();
        }
        return true;
      });
    },

    async deleteByEndpoint(endpoint: string): Promise<number> {
      return db('push_subscriptions').where({ endpoint }).delete();
    },

    async deleteById(id: number): Promise<void> {
      await db('push_subscriptions').where({ id }).delete();
    },

    async listForClient(clientId: number): Promise<SubscriptionRow[]> {
      return db('push_subscriptions').where({ client_id: clientId }).orderBy('id');
    },

    async markDelivered(id: number, now: Date): Promise<void> {
      await db('push_subscriptions').where({ id }).update({ last_success_at: now, failure_count: 0 });
    },

    /**
     * One more failed send in a row. A device whose last MAX_CONSECUTIVE_FAILURES sends all failed
     * (three reminders' worth of retries, with no success between) is deleted: answers true then.
     */
    async markFailed(id: number): Promise<boolean> {
      const [row] = await db('push_subscriptions').where({ id }).increment('failure_count', 1).returning('failure_count');
      if (!row || row.failure_count < MAX_CONSECUTIVE_FAILURES) return false;
      await db('push_subscriptions').where({ id }).andWhere('failure_count', '>=', MAX_CONSECUTIVE_FAILURES).delete();
      return true;
    },
  };
}
