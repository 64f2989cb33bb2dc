import type { Db } from '../db/connect';
import type { Config } from '../config';
import type { ShopDetails } from '#shared/schemas/shop-details';
import { appSettingsRepository } from '../repositories/app-settings';
import { auditLogRepository, type Actor } from '../repositories/audit-log';
import { keepCardTranslations, loadShopDetails, SHOP_SETTINGS_KEY } from '../queries/shop-details';
import { say } from '../i18n/say';
import { changed } from './changes';

/**
 * `PUT /api/shop` (owner): the shop's details and booking rules replaced whole, in one transaction
 * with their History row (a card sent without translations keeps its Spanish while its English is
 * unchanged). Answers the details as stored. The booking rules change every day's availability and
 * the details every public page.
 */
export async function updateShopDetails(
  db: Db,
  config: Pick<Config, 'booking'>,
  now: Date,
  actor: Actor,
  details: ShopDetails,
): Promise<ShopDetails> {
  changed({ catalogue: true, schedule: true });
  return db.transaction(async (trx) => {
    const before = await loadShopDetails(trx, config);
    // A form that does not send the line's settings keeps the stored ones (docs/decisions/067-floor-data-model-and-live-channel.md).
    const next = { ...keepCardTranslations(details, before), line: details.line ?? before.line };
    await appSettingsRepository(trx).put(SHOP_SETTINGS_KEY, next);
    await auditLogRepository(trx).record({
      actor,
      at: now,
      action: 'shop.update',
      entity: 'shop',
      entityId: null,
      summary: say('history.shop.update'),
      before,
      after: next,
    });
    return next;
  });
}
