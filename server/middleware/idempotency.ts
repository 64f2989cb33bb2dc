import crypto from 'node:crypto';
import type { Context, Middleware } from 'koa';
import { ErrorCode } from '#shared/errors';
import { IDEMPOTENT_REPLAYED_HEADER, IdempotencyKey } from '#shared/schemas/idempotency';
import type { Db, KeyScopedDb } from '../db/connect';
import { AppError, errorBody } from '../errors';
import { requestLang } from '../request-lang';
import { idempotencyKeysRepository, isLockBusy, type KeyRow, type StoredAnswer } from '../repositories/idempotency-keys';
import { parseInput, type AppState, type InputContext, type RequestSchemas } from './validate';

export const KEEP_ANSWERS_MS = 7 * 24 * 60 * 60 * 1000;
const PURGE_EVERY_MS = 60 * 60 * 1000;
const IN_PROGRESS_RETRY_AFTER_S = 1;
/** How long a repeat of a key waits for the first request to finish before answering 409 (docs/decisions/069-visitor-never-stuck.md). */
export const IN_PROGRESS_WAIT_MS = 10_000;
const WAIT_STEP_MS = 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** JSON with object keys sorted at every depth, so `{a,b}` and `{b,a}` fingerprint alike. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** sha256 of the method, the path and the canonical JSON body (no body = `{}`). */
export function fingerprint(method: string, path: string, body: unknown): string {
  return crypto
    .createHash('sha256')
    .update(`${method.toUpperCase()} ${path}\n${canonicalJson(body ?? {})}`)
    .digest('hex');
}

const mismatch = () => new AppError(422, ErrorCode.idempotencyMismatch, 'This Idempotency-Key was already used for a different request.');
const inProgress = () =>
  new AppError(
    409,
    ErrorCode.idempotencyInProgress,
    'A request with this Idempotency-Key is still being processed. Please retry shortly.',
    undefined,
    {
      'Retry-After': String(IN_PROGRESS_RETRY_AFTER_S),
    },
  );

/** A 5xx answered without throwing: roll back and forget the key, but keep the answer. */
class ServerFailure extends Error {}

type Outcome = { kind: 'vanished' } | { kind: 'replay'; row: KeyRow } | { kind: 'acted'; error?: AppError };

/**
 * A write that honours an `Idempotency-Key` (shared/schemas/idempotency.ts), after `requireStaff()`
 * on staff routes and on public booking (`POST /api/appointments`; the row then has no staff member):
 * `router.post('/appointments/walk-in', requireStaff(), idempotent(deps, { body: WalkInInput }, (tx, ctx) => …))`.
 * The request is validated like `validate()` (a 400 is kept as the key's answer), and the handler
 * gets the database it must write through as `tx`: the key's transaction (in a savepoint) when the
 * request has a key, else `db`, typed `KeyScopedDb`: the commands it calls take only that type, so
 * passing the outer `db` is a compile error (docs/decisions/011-request-validation.md).
 *
 * The key's row is made first ('running', INSERT … ON CONFLICT DO NOTHING), then locked with
 * `FOR UPDATE NOWAIT` in a transaction that also runs the handler and stores its answer: the change
 * and the kept answer commit together or not at all, and a second request (any process) finding the
 * lock held waits for it (polling, up to `waitMs`, IN_PROGRESS_WAIT_MS by default) and answers what the first
 * answered; only a first request still running after that answers 409 with Retry-After. A 4xx answer is kept like a 2xx; a 5xx or an unexpected
 * error keeps nothing (the row is deleted).
 */
export function idempotent<S extends RequestSchemas>(
  deps: { db: Db; now: () => Date; idempotencyWaitMs?: number },
  schemas: S,
  handler: (tx: KeyScopedDb, ctx: InputContext<S>) => unknown,
): Middleware {
  const withKey = idempotencyKey(deps);
  return async function idempotentHandler(ctx) {
    await withKey(ctx, async (tx) => {
      await handler(tx as KeyScopedDb, parseInput(ctx, schemas));
    });
  };
}

function idempotencyKey({ db, now, idempotencyWaitMs = IN_PROGRESS_WAIT_MS }: { db: Db; now: () => Date; idempotencyWaitMs?: number }) {
  let lastPurge = -Infinity;
  return async function idempotencyKey(ctx: Context, next: (tx: Db) => Promise<void>) {
    const header = ctx.get('Idempotency-Key');
    if (!header) return next(db);
    const parsed = IdempotencyKey.safeParse(header);
    if (!parsed.success) throw new AppError(400, ErrorCode.validation, parsed.error.issues[0]!.message);
    const key = parsed.data;
    const staffUserId = (ctx.state as AppState).staffUser?.id ?? null;
    const print = fingerprint(ctx.method, ctx.path, (ctx.request as unknown as { body?: unknown }).body);
    const at = now();
    const keys = idempotencyKeysRepository(db);
    if (at.getTime() - lastPurge > PURGE_EVERY_MS) {
      lastPurge = at.getTime();
      await keys.purgeOlderThan(new Date(at.getTime() - KEEP_ANSWERS_MS));
    }

    const attempt = () =>
      db.transaction(async (trx): Promise<Outcome> => {
        const locked = idempotencyKeysRepository(trx);
        const row = await locked.lock(key);
        if (!row) return { kind: 'vanished' };
        if (new Date(row.created_at).getTime() <= at.getTime() - KEEP_ANSWERS_MS) {
          await locked.restart({ key, fingerprint: print, staffUserId, now: at });
        } else if (row.fingerprint !== print) {
          throw mismatch();
        } else if (row.state === 'done') {
          return { kind: 'replay', row };
        }
        let answer: StoredAnswer;
        let error: AppError | undefined;
        try {
          await trx.transaction(async (sp) => {
            await next(sp);
          });
          if (ctx.status >= 500) throw new ServerFailure();
          answer = { status: ctx.status, body: ctx.body, headers: {} };
        } catch (err) {
          if (!(err instanceof AppError) || err.status >= 500) throw err;
          error = err;
          answer = { status: err.status, body: errorBody(err, requestLang(ctx)), headers: err.headers ?? {} };
        }
        await locked.complete(key, answer, now());
        return { kind: 'acted', error };
      });

    // A double tap's second request finds the first one's lock: it waits (without holding a connection) and
    // then replays the first one's answer, so the visitor sees one success, not "still being processed".
    const waitUntil = Date.now() + idempotencyWaitMs;
    for (let tries = 0; tries < 3;) {
      await keys.claim({ key, fingerprint: print, staffUserId, now: at });
      let outcome: Outcome;
      try {
        outcome = await attempt();
      } catch (err) {
        if (isLockBusy(err)) {
          if (Date.now() >= waitUntil) throw inProgress();
          await sleep(WAIT_STEP_MS);
          continue;
        }
        if (err instanceof AppError && err.code === ErrorCode.idempotencyMismatch) throw err;
        await keys.release(key);
        if (err instanceof ServerFailure) return;
        throw err;
      }
      tries += 1;
      if (outcome.kind === 'vanished') continue; // purged or released between claim and lock: claim again
      if (outcome.kind === 'replay') return replay(ctx, outcome.row);
      if (outcome.error) throw outcome.error;
      return;
    }
    throw inProgress();
  };
}

function replay(ctx: Context, row: KeyRow) {
  if (row.response_body !== null) ctx.body = row.response_body;
  ctx.status = row.status_code!;
  ctx.set({ ...(row.response_headers ?? {}), [IDEMPOTENT_REPLAYED_HEADER]: 'true' });
}
