import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api';
import type { OutboxRow } from './db';
import {
  BACKOFF_MAX_MS,
  backoffMs,
  claimPatch,
  classifyFailure,
  discardedPatch,
  failurePatch,
  isNetworkFailure,
  isStaleClaim,
  isUnreachable,
  isUnsent,
  nextCreatedAt,
  NotYet,
  pickNext,
  replacedPatch,
  syncedPatch,
  withdrawnPatch,
} from './outbox-rules';

const row = (id: string, createdAt: number, over: Partial<OutboxRow> = {}): OutboxRow => ({
  id,
  kind: 'walk-in',
  payload: {},
  createdAt,
  attempts: 0,
  state: 'pending',
  ...over,
});
const apiError = (status: number, body: unknown = null) => new ApiError(status, JSON.stringify(body), body);

describe('classifyFailure', () => {
  it('no answer at all is a network failure', () => {
    expect(classifyFailure(new TypeError('Failed to fetch')).kind).toBe('network');
    expect(classifyFailure(Object.assign(new Error('aborted'), { name: 'AbortError' })).kind).toBe('network');
    expect(isNetworkFailure(apiError(503))).toBe(false);
  });

  it('401 pauses, 5xx / 408 / 429 / a key still running are worth a retry', () => {
    expect(classifyFailure(apiError(401, { message: 'Not signed in' }))).toEqual({ kind: 'unauthorized', message: 'Not signed in' });
    for (const status of [500, 502, 503, 408, 429]) expect(classifyFailure(apiError(status)).kind).toBe('transient');
    expect(classifyFailure(apiError(409, { message: 'Still running', code: 'idempotency_in_progress' })).kind).toBe('transient');
  });

  it('409 slot taken and other 4xx are refusals with the server’s message', () => {
    const taken = classifyFailure(apiError(409, { message: 'That time was just booked. Please choose another time.', code: 'slot_taken' }));
    expect(taken).toEqual({
      kind: 'refused',
      message: 'That time was just booked. Please choose another time.',
      body: { message: 'That time was just booked. Please choose another time.', code: 'slot_taken' }, // kept: what it clashes with, both versions
    });
    expect(classifyFailure(apiError(400, { message: 'Sunday' })).kind).toBe('refused');
    expect(classifyFailure(apiError(404)).kind).toBe('refused');
    expect(classifyFailure(apiError(422, { message: 'mismatch', code: 'idempotency_mismatch' })).kind).toBe('refused');
    expect(classifyFailure(new ApiError(418, '', null)).message).toBe('418: ');
  });

  it('the server not being there is 502/503/504 or no answer; other answers are the server speaking', () => {
    for (const status of [502, 503, 504]) expect(isUnreachable(apiError(status))).toBe(true);
    for (const status of [500, 400, 401, 409, 429]) expect(isUnreachable(apiError(status))).toBe(false);
    expect(isUnreachable(new TypeError('Failed to fetch'))).toBe(true);
    expect(isUnreachable(new Error('Invalid input'))).toBe(false);
  });

  it('a change waiting for another one is retried, never refused', () => {
    expect(classifyFailure(new NotYet('The walk-in has not been answered yet.')).kind).toBe('transient');
  });

  it('an answer that cannot be read is kept for staff, not retried forever', () => {
    expect(classifyFailure(new Error('Invalid input'))).toEqual({ kind: 'refused', message: 'Invalid input' });
  });
});

describe('backoffMs', () => {
  it('doubles from 2 s and stops at a minute, spread ±20%', () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(n))).toEqual([2000, 4000, 8000, 16000]);
    expect(BACKOFF_MAX_MS).toBe(60_000);
    expect(backoffMs(0)).toBe(2000);
    expect(backoffMs(30)).toBe(BACKOFF_MAX_MS);
    expect(backoffMs(1, 0)).toBe(1600);
    expect(backoffMs(1, 0.999)).toBeLessThanOrEqual(2400);
  });
});

describe('pickNext', () => {
  const now = 10_000;
  it('takes the oldest pending change, whatever order the rows come in', () => {
    expect(pickNext([row('b', 3), row('a', 2), row('c', 1, { state: 'sending' })], now)?.id).toBe('a');
  });

  it('sets changes needing attention (and done ones) aside', () => {
    expect(pickNext([row('x', 1, { state: 'needs-attention' }), row('y', 2, { state: 'done' }), row('z', 3)], now)?.id).toBe('z');
  });

  it('waits while the oldest is backing off, rather than sending a later one first', () => {
    const rows = [row('a', 1, { nextAttemptAt: now + 1 }), row('b', 2)];
    expect(pickNext(rows, now)).toBeUndefined();
    expect(pickNext(rows, now + 1)?.id).toBe('a');
    expect(pickNext(rows, now, true)?.id).toBe('a'); // back online: try now
    expect(pickNext([], now)).toBeUndefined();
  });
});

describe('state transitions', () => {
  const now = 50_000;
  it('pending → sending counts an attempt; a 2xx makes it done', () => {
    expect(claimPatch(row('a', 1, { attempts: 2 }), now)).toEqual({ state: 'sending', claimedAt: now, attempts: 3 });
    expect(syncedPatch(now)).toEqual({ state: 'done', outcome: 'synced', doneAt: now, lastError: undefined });
  });

  it('a network or server failure goes back to pending with a backoff', () => {
    const p = failurePatch(row('a', 1, { attempts: 1 }), { kind: 'network', message: 'offline' }, now);
    expect(p).toEqual({ state: 'pending', lastError: 'offline', nextAttemptAt: now + 2000 });
    expect(failurePatch(row('a', 1, { attempts: 2 }), { kind: 'transient', message: '503' }, now).nextAttemptAt).toBe(now + 4000);
  });

  it('a 401 keeps it pending with no wait (the pause holds it); a refusal needs attention', () => {
    expect(failurePatch(row('a', 1), { kind: 'unauthorized', message: 'x' }, now)).toMatchObject({
      state: 'pending',
      nextAttemptAt: undefined,
    });
    expect(failurePatch(row('a', 1), { kind: 'refused', message: 'taken' }, now)).toEqual({
      state: 'needs-attention',
      lastError: 'taken',
      nextAttemptAt: undefined,
    });
  });

  it('a synced change keeps what the server made of it', () => {
    expect(syncedPatch(now, 42)).toEqual({ state: 'done', outcome: 'synced', doneAt: now, lastError: undefined, serverId: 42 });
  });

  it('only a change never sent can be withdrawn without asking the server', () => {
    expect(isUnsent(row('a', 1))).toBe(true);
    expect(isUnsent(row('a', 1, { attempts: 1 }))).toBe(false); // its answer may have been lost after the server acted
    expect(isUnsent(row('a', 1, { state: 'sending', attempts: 1 }))).toBe(false);
    expect(isUnsent(row('a', 1, { state: 'needs-attention' }))).toBe(false);
    expect(withdrawnPatch(now)).toEqual({ state: 'done', outcome: 'withdrawn', doneAt: now });
  });

  it('staff resolve a change by discarding it or replacing it with a new one', () => {
    expect(discardedPatch(now)).toEqual({ state: 'done', outcome: 'discarded', doneAt: now });
    expect(replacedPatch(now, 'new')).toEqual({ state: 'done', outcome: 'replaced', doneAt: now, replacedBy: 'new' });
  });

  it('a sending claim is stale when this tab holds the replay lock, or after two minutes', () => {
    const sending = row('a', 1, { state: 'sending', claimedAt: now });
    expect(isStaleClaim(sending, now + 1000, true)).toBe(true);
    expect(isStaleClaim(sending, now + 1000, false)).toBe(false);
    expect(isStaleClaim(sending, now + 121_000, false)).toBe(true);
    expect(isStaleClaim(row('b', 1), now, true)).toBe(false);
  });
});

describe('nextCreatedAt', () => {
  it('keeps the order of entry even within one millisecond', () => {
    expect(nextCreatedAt(undefined, 100)).toBe(100);
    expect(nextCreatedAt(100, 100)).toBe(101);
    expect(nextCreatedAt(90, 100)).toBe(100);
  });
});
