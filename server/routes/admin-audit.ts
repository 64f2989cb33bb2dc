import Router from '@koa/router';
import { addDays, shopInstant } from '#shared/domain/shop-time';
import { AuditQuery } from '#shared/schemas/audit';
import type { AppDeps } from '../deps';
import { requireOwner } from '../middleware/require-staff';
import { validate } from '../middleware/validate';
import { auditHistoryRepository } from '../repositories/audit-log';
import { requestLang } from '../request-lang';

/**
 * `GET /api/admin/audit`, owner only: who changed what, newest first (`AuditQuery` → `AuditPage`).
 * `from` / `to` are shop-local dates, both days included; `before` (an id) pages on to older rows.
 */
export function adminAuditRoutes({ db }: AppDeps) {
  const router = new Router();
  router.get(
    '/admin/audit',
    requireOwner(),
    validate({ query: AuditQuery }, async function auditLog(ctx) {
      const q = ctx.input.query;
      ctx.body = await auditHistoryRepository(db).list(
        {
          entity: q.entity || undefined,
          actor: q.actor || undefined,
          fromInstant: q.from ? shopInstant(q.from) : undefined,
          toInstant: q.to ? shopInstant(addDays(q.to, 1)) : undefined,
          before: q.before,
          limit: q.limit,
        },
        requestLang(ctx),
      );
    }),
  );
  return router;
}
