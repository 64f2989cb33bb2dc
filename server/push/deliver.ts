import type { Db } from '../db/connect';
import type { PushPayload } from '#shared/schemas/push';
import { pushSubscriptionsRepository } from '../repositories/push-subscriptions';
import type { PushSender, SendOptions } from './send';

/**
 * What sending to one client's devices did. `devices`: subscriptions on file when it started;
 * `gone`: deleted because the push service answered 404/410 or the device failed too often;
 * `retryable`: at least one failure may succeed later (network, timeout, 429, 5xx).
 */
export type Delivery = { devices: number; sent: number; gone: number; failed: number; retryable: boolean; errors: string[] };

/**
 * Who a message is for (docs/decisions/038-push-binding.md): about one appointment, the devices bound to it
 * and those bound to its client by proof; about the client in general (a lapsed-visit reminder), only
 * the devices bound to the client by proof. A device subscribed from a booking's success screen is
 * bound to that booking only, so booking under someone's email never subscribes to their reminders.
 */
export type Audience = { clientId: number; appointmentId?: number };

/**
 * Sends one payload to every eligible device of the audience, outside any transaction. Each success
 * stamps the subscription; 404/410 deletes it; other failures count against it, and a device that
 * failed MAX_CONSECUTIVE_FAILURES times in a row is deleted too (counted in `gone`).
 */
export async function deliverToClient(
  db: Db,
  sender: PushSender,
  audience: Audience,
  payload: PushPayload,
  options: SendOptions,
  now: Date,
): Promise<Delivery> {
  const repo = pushSubscriptionsRepository(db);
  const subs =
    audience.appointmentId === undefined
      ? await repo.listVerifiedForClient(audience.clientId)
      : await repo.listForAppointment(audience.appointmentId, audience.clientId);
  const out: Delivery = { devices: subs.length, sent: 0, gone: 0, failed: 0, retryable: false, errors: [] };
  await Promise.all(
    subs.map(async (s) => {
      const r = await sender.send({ endpoint: s.endpoint, p256dh: s.p256dh, auth: s.auth }, payload, options);
      if (r.ok) {
        out.sent += 1;
        await repo.markDelivered(s.id, now);
      } else if (r.gone) {
        out.gone += 1;
        await repo.deleteById(s.id);
      } else if (await repo.markFailed(s.id)) {
        out.gone += 1; // given up after too many failed sends in a row
        out.errors.push(`${r.error} (device given up)`);
      } else {
        out.failed += 1;
        out.retryable ||= r.retryable;
        out.errors.push(r.error);
      }
    }),
  );
  return out;
}
