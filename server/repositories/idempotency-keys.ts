import type { Db } from '../db/connect';

export type KeyRow = {
  key: string;
  fingerprint: string;
  staff_user_id: number | null;
  state: 'running' | 'done';
  status_code: number | null;
  response_body: unknown;
  response_headers: Record<string, string> | null;
  created_at: Date;
  completed_at: Date | null;
};
export type StoredAnswer = { status: number; body: unknown; headers: Record<string, string> };

/** Postgres says a row lock is held by someone else (SELECT … FOR UPDATE NOWAIT). */
export const isLockBusy = (err: unknown) => (err as { code?: string }).code === '55P03';

/** The Idempotency-Key store, shared by every server process (docs/decisions/035-idempotency-key.md). */
export function idempotencyKeysRepository(db: Db) {
  return {
    /** Makes the key's row (state 'running') unless it exists; the first of any number of racers wins. */
    async claim(k: { key: string; fingerprint: string; staffUserId: number | null; now: Date }): Promise<void> {
      await db('idempotency_keys')
        .insert({ key: k.key, fingerprint: k.fingerprint, staff_user_id: k.staffUserId, state: 'running', created_at: k.now })
        .onConflict('key')
        .ignore();
    },

    /** The row, locked for this transaction; throws 55P03 (see isLockBusy) while another request holds it. */
    async lock(key: string): Promise<KeyRow | undefined> {
      return db('idempotency_keys').where({ key }).forUpdate().noWait().first();
    },

    /** Starts the key afresh (its kept answer expired). */
    async restart(k: { key: string; fingerprint: string; staffUserId: number | null; now: Date }): Promise<void> {
      await db('idempotency_keys').where({ key: k.key }).update({
        fingerprint: k.fingerprint,
        staff_user_id: k.staffUserId,
        state: 'running',
        status_code: null,
        response_body: null,
        response_headers: null,
        created_at: k.now,
        completed_at: null,
      });
    },

    async complete(key: string, answer: StoredAnswer, now: Date): Promise<void> {
      await db('idempotency_keys')
        .where({ key })
        .update({
          state: 'done',
          status_code: answer.status,
          response_body: answer.body === undefined ? null : JSON.stringify(answer.body),
          response_headers: JSON.stringify(answer.headers),
          completed_at: now,
        });
    },

    /** Forgets a key whose request failed unexpectedly (unless another request is running it now). */
    async release(key: string): Promise<void> {
      await db.raw(
        `delete from idempotency_keys where key in (select key from idempotency_keys where key = ? and state = 'running' for update skip locked)`,
        [key],
      );
    },

    async purgeOlderThan(before: Date): Promise<number> {
      return db('idempotency_keys').where('created_at', '<', before).delete();
    },
  };
}
