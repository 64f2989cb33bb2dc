import type { Db } from '../db/connect';
import type { StaffUser } from '#shared/schemas/auth';
import type { AuditEntry } from '#shared/schemas/audit';
import type { Lang } from '#shared/i18n/lang';
import { isSaid, sayIn, type Said } from '../i18n/say';

/** Who acted: a signed-in account, or the system (a job, the CLI). */
export type Actor = Pick<StaffUser, 'id' | 'username'> | null;

export type AuditRecord = {
  actor: Actor;
  at: Date;
  /** `<entity>.<verb>`: service.create, service.update, appointment.cancel, walk-in.add, … */
  action: string;
  entity: string;
  entityId?: string | number | null;
  /**
   * One line a person reads in the History list: said (server/i18n/say.ts), it reads in the language of
   * whoever opens the History; plain text reads as written.
   */
  summary: string | Said;
  before?: unknown;
  after?: unknown;
};

type Row = {
  id: string;
  at: Date;
  actor: string;
  action: string;
  entity: string;
  entity_id: string | null;
  summary: string;
  summary_said: unknown;
  before: unknown;
  after: unknown;
};

const present = (r: Row, lang: Lang): AuditEntry => ({
  id: Number(r.id),
  at: r.at.toISOString(),
  actor: r.actor,
  action: r.action,
  entity: r.entity,
  entityId: r.entity_id,
  summary: isSaid(r.summary_said) ? sayIn(r.summary_said, lang) : r.summary,
  before: r.before ?? null,
  after: r.after ?? null,
});

/**
 * The audit log (append-only: migration 011's trigger refuses UPDATE and DELETE). `record` must be
 * called with the transaction that makes the change, so the row exists exactly when the change does.
 */
export function auditLogRepository(db: Db) {
  return {
    async record(r: AuditRecord): Promise<void> {
      await db('audit_log').insert({
        at: r.at,
        staff_user_id: r.actor?.id ?? null,
        actor: r.actor?.username ?? 'system',
        action: r.action,
        entity: r.entity,
        entity_id: r.entityId === undefined || r.entityId === null ? null : String(r.entityId),
        summary: typeof r.summary === 'string' ? r.summary : sayIn(r.summary, 'en'),
        summary_said: typeof r.summary === 'string' ? null : JSON.stringify(r.summary),
        before: r.before === undefined ? null : JSON.stringify(r.before),
        after: r.after === undefined ? null : JSON.stringify(r.after),
      });
    },
    /** Newest first; `before` pages on to older rows; summaries in `lang` (routes read it through auditHistoryRepository). */
    async list(
      q: { entity?: string; actor?: string; fromInstant?: Date; toInstant?: Date; before?: number; limit: number },
      lang: Lang = 'en',
    ): Promise<{ entries: AuditEntry[]; nextBefore: number | null }> {
      const query = db<Row>('audit_log')
        .orderBy('id', 'desc')
        .limit(q.limit + 1);
      // An area is an entity (appointment: walk-ins too) or an action's first word (walk-in, reminder, time-off, hours).
      if (q.entity) query.where((w) => w.where('entity', q.entity!).orWhereLike('action', `${q.entity!.replace(/[\\%_]/g, '\\$&')}.%`));
      if (q.actor) query.whereRaw('lower(actor) = lower(?)', [q.actor]);
      if (q.fromInstant) query.where('at', '>=', q.fromInstant);
      if (q.toInstant) query.where('at', '<', q.toInstant);
      if (q.before) query.where('id', '<', q.before);
      const rows = (await query) as Row[];
      const page = rows.slice(0, q.limit).map((r) => present(r, lang));
      return { entries: page, nextBefore: rows.length > q.limit ? page[page.length - 1]!.id : null };
    },
  };
}

/** The History as the back office reads it: a route may read it, never write it (a command records each change). */
export function auditHistoryRepository(db: Db) {
  return { list: auditLogRepository(db).list };
}
