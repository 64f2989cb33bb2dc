import type { Policies } from '#shared/schemas/policies';
import type { Db } from '../db/connect';
import { say } from '../i18n/say';
import { loadPolicies, POLICIES_KEY } from '../queries/policies';
import { appSettingsRepository } from '../repositories/app-settings';
import { changed } from './changes';
import { auditLogRepository, type Actor } from '../repositories/audit-log';

/**
 * The owner replaces the shop's Privacy Policy and Terms (docs/decisions/069-visitor-never-stuck.md):
 * stored with its History row in one transaction; the pre-rendered pages show them, so they are refreshed.
 */
export async function updatePolicies(db: Db, actor: Actor, at: Date, next: Policies): Promise<Policies> {
  changed({ catalogue: true });
  await db.transaction(async (trx) => {
    const before = await loadPolicies(trx);
    await appSettingsRepository(trx).put(POLICIES_KEY, next);
    await auditLogRepository(trx).record({
      actor,
      at,
      action: 'policies.update',
      entity: 'policies',
      entityId: null,
      summary: say('history.policies.update'),
      before,
      after: next,
    });
  });
  return next;
}
