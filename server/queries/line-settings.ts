import type { Db } from '../db/connect';
import { DEFAULT_LINE_RULES, ShopLineRules } from '#shared/schemas/shop-details';
import { appSettingsRepository } from '../repositories/app-settings';
import { SHOP_SETTINGS_KEY } from './shop-details';

export type LineSettings = ShopLineRules;

/** The owner's line settings (app_settings 'shop', under `line`), each missing or damaged field its default. */
export async function loadLineSettings(db: Db): Promise<LineSettings> {
  const stored = (await appSettingsRepository(db).get(SHOP_SETTINGS_KEY)) as { line?: unknown } | undefined;
  const parsed = ShopLineRules.partial().safeParse(stored?.line ?? {});
  return { ...DEFAULT_LINE_RULES, ...(parsed.success ? parsed.data : {}) };
}
