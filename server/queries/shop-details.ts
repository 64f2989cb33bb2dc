import type { Db } from '../db/connect';
import type { Config } from '../config';
import { DEFAULT_SHOP_DETAILS, HOME_SERVICES, HOME_SERVICES_ES } from '#shared/shop';
import { DEFAULT_LINE_RULES, ShopDetails } from '#shared/schemas/shop-details';
import { appSettingsRepository } from '../repositories/app-settings';

/** The app_settings key the shop's details and booking rules live under. */
export const SHOP_SETTINGS_KEY = 'shop';

type HomeCard = ShopDetails['homeServices'][number];

/** The spec's details, with the booking horizon from the server's config (BOOKING_HORIZON_DAYS). */
export function defaultShopDetails(config: Pick<Config, 'booking'>): ShopDetails {
  return {
    ...DEFAULT_SHOP_DETAILS,
    homeServices: DEFAULT_SHOP_DETAILS.homeServices.map((card, i) => ({ ...card, translations: { es: { ...HOME_SERVICES_ES[i]! } } })),
    bookingRules: { ...DEFAULT_SHOP_DETAILS.bookingRules, horizonDays: config.booking.horizonDays },
  };
}

/** A Home card with no translations that is still one of the spec's cards word for word gets its Spanish. */
function withDefaultSpanish(card: HomeCard): HomeCard {
  if (card.translations && Object.keys(card.translations).length > 0) return card;
  const i = HOME_SERVICES.findIndex((d) => d.name === card.name && d.description === card.description);
  return i < 0 ? card : { ...card, translations: { es: { ...HOME_SERVICES_ES[i]! } } };
}

/**
 * The shop's details as the owner edits them (`GET /api/shop?view=admin`): as the owner stored them,
 * else the defaults. A stored value that no longer parses (a schema grown since) is completed field by
 * field from the defaults. Home's cards carry their Spanish (`translations`).
 */
export async function loadShopDetails(db: Db, config: Pick<Config, 'booking'>): Promise<ShopDetails> {
  const fallback = defaultShopDetails(config);
  const stored = await appSettingsRepository(db).get(SHOP_SETTINGS_KEY);
  if (!stored || typeof stored !== 'object') return fallback;
  const s = stored as Partial<ShopDetails>;
  const merged = {
    ...fallback,
    ...s,
    bookingRules: { ...fallback.bookingRules, ...(s.bookingRules ?? {}) },
    reminders: { ...fallback.reminders, ...(s.reminders ?? {}) },
    line: { ...DEFAULT_LINE_RULES, ...(s.line ?? {}) },
  };
  const parsed = ShopDetails.safeParse(merged);
  if (!parsed.success) return fallback;
  return { ...parsed.data, homeServices: parsed.data.homeServices.map(withDefaultSpanish) };
}

/** The quiet period between two lapsed-client reminders to one client, in days (the owner's setting). */
export async function reminderEveryDays(db: Db, config: Pick<Config, 'booking'>): Promise<number> {
  return (await loadShopDetails(db, config)).reminders.everyDays;
}

/**
 * A replacement from the owner (`PUT /api/shop`): a Home card sent without `translations` (a form that
 * does not edit them) keeps the Spanish it had, while its English text is unchanged.
 */
export function keepCardTranslations(next: ShopDetails, before: ShopDetails): ShopDetails {
  return {
    ...next,
    homeServices: next.homeServices.map((card, i) => {
      if (card.translations !== undefined) return card;
      const old = before.homeServices[i];
      return old?.translations && old.name === card.name && old.description === card.description
        ? { ...card, translations: old.translations }
        : card;
    }),
  };
}
