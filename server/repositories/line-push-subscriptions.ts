import type { Db } from '../db/connect';
import type { PushSubscriptionJson } from '#shared/schemas/push';

/** A device a client in the line allowed from their own page (docs/decisions/071-line-push-and-floor-first.md). */
export type LinePushDevice = { id: number; endpoint: string; p256dh: string; auth: string };

/** The devices told when a line entry is two ahead and when it is up (migration 031). */
export function linePushSubscriptionsRepository(db: Db) {
  return {
    /** Binds the device to the entry; the same device again only takes its new keys. */
    async bind(lineEntryId: number, s: PushSubscriptionJson, userAgent: string, now: Date): Promise<void> {
      await db('line_push_subscriptions')
        .insert({
          line_entry_id: lineEntryId,
          endpoint: s.endpoint,
          p256dh: s.keys.p256dh,
          auth: s.keys.auth,
          user_agent: userAgent,
          created_at: now,
        })
        .onConflict(['line_entry_id', 'endpoint'])
        .merge(['p256dh', 'auth', 'user_agent']);
    },
    async listForEntry(lineEntryId: number): Promise<LinePushDevice[]> {
      const rows = await db('line_push_subscriptions')
        .where({ line_entry_id: lineEntryId })
        .orderBy('id')
        .select('id', 'endpoint', 'p256dh', 'auth');
      return rows.map((r) => ({ id: r.id, endpoint: r.endpoint, p256dh: r.p256dh, auth: r.auth }));
    },
    /** Which of these entries have at least one device. */
    async entriesWithDevices(lineEntryIds: number[]): Promise<Set<number>> {
      if (lineEntryIds.length === 0) return new Set();
      const rows = await db('line_push_subscriptions').whereIn('line_entry_id', lineEntryIds).distinct('line_entry_id');
      return new Set(rows.map((r: { line_entry_id: number }) => r.line_entry_id));
    },
    async markDelivered(id: number, now: Date): Promise<void> {
      await db('line_push_subscriptions').where({ id }).update({ last_success_at: now });
    },
    async deleteById(id: number): Promise<void> {
      await db('line_push_subscriptions').where({ id }).delete();
    },
  };
}
