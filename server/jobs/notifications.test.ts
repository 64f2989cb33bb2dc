import { describe, expect, it } from 'vitest';
import type { ClaimableNotification } from '../repositories/notifications';
import { classifySmtpError } from '../notifications/mailer';
import { backoffMs, decideClaim, MAX_ATTEMPTS } from './notification-rules';

const now = new Date('2026-11-24T12:00:00Z');
const HOUR = 3_600_000;
const row = (over: Partial<ClaimableNotification> = {}): ClaimableNotification => ({
  id: 1,
  kind: 'reminder-24h',
  channel: 'email',
  recipient: 'a@example.com',
  payload: {},
  state: 'pending',
  attempts: 0,
  clientId: 1,
  appointmentId: 1,
  appointmentStatus: 'confirmed',
  startsAt: new Date(now.getTime() + 20 * HOUR),
  remindersOff: false,
  lang: 'en',
  ...over,
});
const both = { email: true, sms: true };

describe('decideClaim', () => {
  it('sends what is owed and configured', () => {
    expect(decideClaim(row(), now, both)).toEqual({ action: 'send' });
    expect(decideClaim(row({ kind: 'lapsed', appointmentId: null, appointmentStatus: null, startsAt: null }), now, both)).toEqual({
      action: 'send',
    });
  });

  it('skips reminders of cancelled, gone or started appointments, but not their confirmation or cancellation', () => {
    expect(decideClaim(row({ appointmentStatus: 'cancelled' }), now, both)).toEqual({ action: 'skip', reason: 'appointment cancelled' });
    expect(decideClaim(row({ appointmentStatus: null, startsAt: null }), now, both)).toEqual({
      action: 'skip',
      reason: 'appointment gone',
    });
    expect(decideClaim(row({ kind: 'reminder-2h', channel: 'sms', startsAt: now }), now, both)).toEqual({
      action: 'skip',
      reason: 'appointment already started',
    });
    expect(decideClaim(row({ kind: 'cancellation', appointmentStatus: 'cancelled' }), now, both)).toEqual({ action: 'send' });
    expect(decideClaim(row({ kind: 'confirmation', startsAt: new Date(now.getTime() - HOUR) }), now, both)).toEqual({ action: 'send' });
  });

  it('a client who turned reminders off gets no reminder and no "we miss you", still confirmations', () => {
    expect(decideClaim(row({ remindersOff: true }), now, both)).toMatchObject({ action: 'skip' });
    expect(decideClaim(row({ kind: 'lapsed', remindersOff: true }), now, both)).toMatchObject({ action: 'skip' });
    expect(decideClaim(row({ kind: 'confirmation', remindersOff: true }), now, both)).toEqual({ action: 'send' });
  });

  it('a 24-hour SMS with under 2 hours left gives way to the 2-hour one (the email still goes)', () => {
    const soon = new Date(now.getTime() + 90 * 60_000);
    expect(decideClaim(row({ channel: 'sms', startsAt: soon }), now, both)).toEqual({
      action: 'skip',
      reason: 'superseded by the 2-hour reminder',
    });
    expect(decideClaim(row({ channel: 'email', startsAt: soon }), now, both)).toEqual({ action: 'send' });
  });

  it('a channel not configured is recorded as such; a row out of attempts fails', () => {
    expect(decideClaim(row(), now, { email: false, sms: true })).toEqual({ action: 'not-configured', reason: 'email not configured' });
    expect(decideClaim(row({ channel: 'sms' }), now, { email: true, sms: false })).toEqual({
      action: 'not-configured',
      reason: 'SMS not configured',
    });
    expect(decideClaim(row({ attempts: MAX_ATTEMPTS }), now, both)).toMatchObject({ action: 'fail' });
  });
});

describe('retries', () => {
  it('back off 1, 2, 4 … minutes up to an hour, over several hours in all', () => {
    expect([1, 2, 3, 6, 7, 12].map(backoffMs)).toEqual([60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000]);
    const total = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, i) => backoffMs(i + 1)).reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(5 * HOUR);
  });

  it('SMTP: a 5xx reply is permanent; connection trouble and 4xx are temporary', () => {
    expect(classifySmtpError(Object.assign(new Error('550 no such user'), { responseCode: 550 }))).toEqual({
      temporary: false,
      error: '550 no such user',
    });
    expect(classifySmtpError(Object.assign(new Error('451 try later'), { responseCode: 451 })).temporary).toBe(true);
    expect(classifySmtpError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' })).temporary).toBe(true);
  });
});
