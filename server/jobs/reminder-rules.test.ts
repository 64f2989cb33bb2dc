import { describe, expect, it } from 'vitest';
import type { DueReminder } from '../repositories/push-reminders';
import { MAX_ATTEMPTS, backoffMs, decideClaim, outcomeOf } from './reminder-rules';

const HOUR = 3_600_000;
const start = new Date('2030-05-06T19:00:00Z');
const at = (msBeforeStart: number) => new Date(start.getTime() - msBeforeStart);
const reminder = (over: Partial<DueReminder> = {}): DueReminder => ({
  id: 1,
  kind: '24h',
  state: 'pending',
  attempts: 0,
  dueAt: at(24 * HOUR),
  appointmentId: 9,
  clientId: 3,
  appointmentStatus: 'confirmed',
  startsAt: start,
  serviceName: 'Corte',
  barberName: 'Carlos',
  remindersOff: false,
  lang: 'en',
  ...over,
});
const delivery = (over: Partial<Parameters<typeof outcomeOf>[0]> = {}) => ({
  devices: 1,
  sent: 0,
  gone: 0,
  failed: 0,
  retryable: false,
  errors: [],
  ...over,
});

describe('deciding a claimed reminder', () => {
  it('sends a due reminder of a live appointment', () => {
    expect(decideClaim(reminder(), at(24 * HOUR))).toEqual({ action: 'send' });
    expect(decideClaim(reminder({ kind: '2h' }), at(2 * HOUR - 1))).toEqual({ action: 'send' });
  });

  it('skips a cancelled or already started appointment', () => {
    expect(decideClaim(reminder({ appointmentStatus: 'cancelled' }), at(24 * HOUR))).toMatchObject({
      action: 'skip',
      reason: 'appointment cancelled',
    });
    expect(decideClaim(reminder({ kind: '2h' }), at(0))).toMatchObject({ action: 'skip', reason: 'appointment already started' });
  });

  it('skips the reminders of a client who turned reminders off (the link in every email)', () => {
    expect(decideClaim(reminder({ remindersOff: true }), at(24 * HOUR))).toMatchObject({
      action: 'skip',
      reason: 'reminders turned off by the client',
    });
  });

  it('lets a late 24-hour reminder give way to the 2-hour one', () => {
    expect(decideClaim(reminder(), at(2 * HOUR))).toMatchObject({ action: 'skip' });
    expect(decideClaim(reminder(), at(3 * HOUR))).toEqual({ action: 'send' });
  });

  it('waits for the new time of an appointment moved later', () => {
    expect(decideClaim(reminder({ startsAt: new Date(start.getTime() + HOUR) }), at(24 * HOUR))).toEqual({
      action: 'reschedule',
      dueAt: at(23 * HOUR),
    });
  });

  it('fails a reminder that used its attempts', () => {
    expect(decideClaim(reminder({ attempts: MAX_ATTEMPTS }), at(20 * HOUR))).toMatchObject({ action: 'fail' });
  });
});

describe('the outcome of a delivery', () => {
  const now = at(24 * HOUR);
  it('is sent when any device got it', () => {
    expect(outcomeOf(delivery({ devices: 2, sent: 1, failed: 1, retryable: true, errors: ['HTTP 500'] }), 1, now)).toMatchObject({
      state: 'sent',
      sentCount: 1,
    });
  });
  it('is skipped without devices, or when every one is gone', () => {
    expect(outcomeOf(delivery({ devices: 0 }), 1, now)).toMatchObject({ state: 'skipped', note: 'no device subscribed' });
    expect(outcomeOf(delivery({ devices: 2, gone: 2 }), 1, now)).toMatchObject({ state: 'skipped' });
  });
  it('is retried later after a passing failure, with exponential backoff, then failed', () => {
    expect(outcomeOf(delivery({ failed: 1, retryable: true, errors: ['HTTP 503'] }), 1, now)).toEqual({
      state: 'pending',
      retryAt: new Date(now.getTime() + 60_000),
      note: 'HTTP 503',
    });
    expect([1, 2, 3, 4, 9].map(backoffMs)).toEqual([60_000, 120_000, 240_000, 480_000, 30 * 60_000]);
    expect(outcomeOf(delivery({ failed: 1, retryable: true }), MAX_ATTEMPTS, now)).toMatchObject({ state: 'failed' });
    expect(outcomeOf(delivery({ failed: 1, retryable: false, errors: ['HTTP 400'] }), 1, now)).toMatchObject({
      state: 'failed',
      note: 'HTTP 400',
    });
  });
});
