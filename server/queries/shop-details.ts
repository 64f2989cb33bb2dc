import type { Db } from '../db/connect';
import type { Config } from '../config';
import { DEFAULT_SHOP_DETAILS } from '#shared/shop';
import { ShopDetails } from '#shared/schemas/back-office';
import { appSettingsRepository } from '../repositories/app-settings';

/** The app_settings key the shop's details and booking rules live under. */
export const SHOP_SETTINGS_KEY = 'shop';

/** The spec's details, with the booking horizon from the server's config (BOOKING_HORIZON_DAYS). */
export function defaultShopDetails(config: Pick<Config, 'booking'>): ShopDetails {
  return { ...DEFAULT_SHOP_DETAILS, bookingRules: { ...DEFAULT_SHOP_DETAILS.bookingRules, horizonDays: config.booking.horizonDays } };
}

/**
 * The shop's details (`GET /api/shop`): as the owner stored them, else the defaults. A stored value
 * that no longer parses (a schema grown since) is completed field by field from the defaults.
 */
export async function loadShopDetails(db: Db, config: Pick<Config, 'booking'>): Promise<ShopDetails> {
  const fallback = defaultShopDetails(config);
  const stored = await appSettingsRepository(db).get(SHOP_SETTINGS_KEY);
  if (!stored || typeof stored !== 'object') return fallback;
  const s = stored as Partial<ShopDetails>;
  const merged = { ...fallback, ...s, bookingRules: { ...fallback.bookingRules, ...(s.bookingRules ?? {}) } };
  const parsed = ShopDetails.safeParse(merged);
  return parsed.success ? parsed.data : fallback;
}
