import type { PublicKeyAnswer } from '#shared/schemas/push';
import { getJson, schema } from '#pwa/lib/api';

/** GET /api/push/public-key: the VAPID key a push subscription must be made with. */
export function getPushPublicKey(): Promise<PublicKeyAnswer> {
  return getJson('/api/push/public-key', schema('push', 'PublicKeyAnswer'));
}
