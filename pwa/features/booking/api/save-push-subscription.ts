import type { SubscribeAnswer, SubscribeInput } from '#shared/schemas/push';
import { schema, sendJson } from '#pwa/lib/api';

/**
 * POST /api/push/subscriptions: ties this device to the client of the booking just made (the
 * server checks the appointment is recent and the email is its client's). 201 `SubscribeAnswer`.
 */
export function savePushSubscription(input: SubscribeInput): Promise<SubscribeAnswer> {
  return sendJson('POST', '/api/push/subscriptions', input, schema('push', 'SubscribeAnswer'));
}
