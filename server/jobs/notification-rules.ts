import type { ClaimableNotification } from '../repositories/notifications';

/** Attempts before a message that keeps failing temporarily is given up as 'failed' (about 7 hours of back-off). */
export const MAX_ATTEMPTS = 12;

/** Wait after `attempts` failed attempts: 1, 2, 4 … minutes, at most an hour (an SMTP outage of hours loses nothing). */
export function backoffMs(attempts: number): number {
  return Math.min(60 * 60_000, 60_000 * 2 ** Math.max(0, attempts - 1));
}

const REMINDERS = new Set(['reminder-24h', 'reminder-2h']);
const HOUR = 3_600_000;

export type ClaimDecision =
  | { action: 'send' }
  | { action: 'skip'; reason: string }
  | { action: 'fail'; reason: string }
  | { action: 'not-configured'; reason: string };

/**
 * What to do with a claimed row, decided at claim time under its row lock
 * (docs/decisions/042-notifications.md#delivery): a reminder of a cancelled, started or deleted
 * appointment, and any reminder or "we miss you" to a client who turned reminders off, is skipped
 * (a confirmation or cancellation still goes); a 24-hour SMS with under 2 hours to go gives way to
 * the 2-hour one; a channel that is not configured is recorded as such; a row that used its attempts fails.
 */
export function decideClaim(
  r: ClaimableNotification,
  now: Date,
  configured: { email: boolean; sms: boolean; push?: boolean },
): ClaimDecision {
  if (REMINDERS.has(r.kind)) {
    if (r.appointmentStatus === null || r.startsAt === null) return { action: 'skip', reason: 'appointment gone' };
    if (r.appointmentStatus === 'cancelled') return { action: 'skip', reason: 'appointment cancelled' };
    if (r.startsAt.getTime() <= now.getTime()) return { action: 'skip', reason: 'appointment already started' };
    if (r.kind === 'reminder-24h' && r.channel === 'sms' && r.startsAt.getTime() - now.getTime() <= 2 * HOUR) {
      return { action: 'skip', reason: 'superseded by the 2-hour reminder' };
    }
  }
  // A line message to someone who has left, or was served, before it went: no longer true.
  if (r.kind === 'line-two-ahead' && r.lineStatus !== 'waiting') return { action: 'skip', reason: 'no longer waiting' };
  if (r.kind === 'line-up' && r.lineStatus !== 'called' && r.lineStatus !== 'in_chair')
    return { action: 'skip', reason: 'no longer called' };
  if ((REMINDERS.has(r.kind) || r.kind === 'lapsed') && r.remindersOff)
    return { action: 'skip', reason: 'reminders turned off by the client' };
  if (!configured[r.channel])
    return {
      action: 'not-configured',
      reason: r.channel === 'email' ? 'email not configured' : r.channel === 'sms' ? 'SMS not configured' : 'web push not configured',
    };
  if (r.attempts >= MAX_ATTEMPTS) return { action: 'fail', reason: `gave up after ${r.attempts} attempts` };
  return { action: 'send' };
}
