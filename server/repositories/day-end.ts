import type { Db } from '../db/connect';
import { LIVE } from './line-entry-row';

/**
 * A new day starts clean (docs/decisions/078-floor-gaps.md): what is still live from before `dayStart` is closed,
 * each row locked first. Visits in a chair: Done with no finish time (not closed: no real length); line entries in a
 * chair: done at their start, waiting or called: left; both with day_ended_at. Their chairs are freed.
 * Returns what was closed, for the History.
 */
export function dayEndRepository(db: Db) {
  return {
    async closeBefore(
      dayStart: Date,
      now: Date,
    ): Promise<{ visits: Array<{ id: number; firstName: string }>; entries: Array<{ id: number; firstName: string; status: string }> }> {
      const visits = await db('appointments as a')
        .join('clients as c', 'c.id', 'a.client_id')
        .where('a.visit', 'in_chair')
        .andWhere('a.started_at', '<', dayStart)
        .forUpdate('a')
        .select('a.id', 'c.first_name');
      const entries = await db('line_entries')
        .whereIn('status', LIVE)
        .andWhere('joined_at', '<', dayStart)
        .forUpdate()
        .select('id', 'first_name', 'status');
      if (visits.length === 0 && entries.length === 0) return { visits: [], entries: [] };
      const visitIds = visits.map((v: any) => v.id);
      const entryIds = entries.map((e: any) => e.id);
      await db('chairs').whereIn('appointment_id', visitIds).orWhereIn('line_entry_id', entryIds).delete();
      if (visitIds.length)
        await db('appointments')
          .whereIn('id', visitIds)
          .update({ status: 'completed', finished_at: null, visit_changed_at: now, visit_undo: null });
      const seated = entries.filter((e: any) => e.status === 'in_chair').map((e: any) => e.id);
      const live = entries.filter((e: any) => e.status !== 'in_chair').map((e: any) => e.id);
      if (seated.length)
        await db('line_entries')
          .whereIn('id', seated)
          .update({ status: 'done', finished_at: db.ref('started_at'), day_ended_at: now, changed_at: now, undo: null });
      if (live.length)
        await db('line_entries')
          .whereIn('id', live)
          .update({ status: 'left', left_at: now, removed_by: null, day_ended_at: now, changed_at: now, undo: null });
      return {
        visits: visits.map((v: any) => ({ id: v.id, firstName: v.first_name })),
        entries: entries.map((e: any) => ({ id: e.id, firstName: e.first_name, status: e.status })),
      };
    },
  };
}
