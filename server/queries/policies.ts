import type { Db } from '../db/connect';
import type { Lang } from '#shared/i18n/lang';
import { DEFAULT_POLICIES } from '#shared/policies';
import { Policies, type PublicPolicies } from '#shared/schemas/policies';
import { appSettingsRepository } from '../repositories/app-settings';

/** The app_settings key the Privacy Policy and Terms live under (docs/decisions/069-visitor-never-stuck.md). */
export const POLICIES_KEY = 'policies';

/** The texts as the owner stored them, else the defaults (a stored value that no longer parses too). */
export async function loadPolicies(db: Db): Promise<Policies> {
  const stored = await appSettingsRepository(db).get(POLICIES_KEY);
  const parsed = Policies.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_POLICIES;
}

/** The public answer: each text in `lang`, with the shop's name for `{shop}`. */
export function localisePolicies(p: Policies, lang: Lang, shopName: string): PublicPolicies {
  const fill = (text: string) => text.replaceAll('{shop}', shopName);
  return { privacy: fill(p.privacy[lang]), terms: fill(p.terms[lang]) };
}
