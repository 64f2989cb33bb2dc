import { z } from 'zod';
import { Id, IsoDate } from './common';

/** The back office's History (docs/decisions/041-back-office.md): an append-only record of who changed what. */

/** One row of who changed what (`GET /api/admin/audit`). */
export const AuditEntry = z.object({
  id: z.number().int().positive(),
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  summary: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditQuery = z.object({
  entity: z.string().trim().max(40).optional(),
  actor: z.string().trim().max(64).optional(),
  from: IsoDate.optional(),
  to: IsoDate.optional(),
  /** Older than this id (the next page). */
  before: Id.optional(),
  limit: z.preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v), z.number().int().min(1).max(200)).default(50),
});
export const AuditPage = z.object({ entries: z.array(AuditEntry), nextBefore: z.number().int().nullable() });
export type AuditPage = z.infer<typeof AuditPage>;
