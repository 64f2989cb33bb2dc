import type { DueReminder, ReminderKind } from '../repositories/push-reminders';
import { REMINDER_LEAD_HOURS } from '../repositories/push-reminders';
import type { Delivery } from '../push/deliver';

const HOUR = 3_600_000;

/** Attempts (claims) before a reminder that keeps failing is given up as 'failed'. */
export const MAX_ATTEMPTS = 5;

/** The instant a reminder of this kind is due for an appointment starting at `startsAt`. */
export const dueAt = (kind: ReminderKind, startsAt: Date) => new Date(startsAt.getTime() - REMINDER_LEAD_HOURS[kind] * HOUR);

/** Wait before the next attempt after `attempts` failed ones: 1, 2, 4, 8 … minutes, at most 30. */
export function backoffMs(attempts: number): number {
  return Math.min(30 * 60_000, 60_000 * 2 ** Math.max(0, attempts - 1));
}

export type ClaimDecision =
  { action: 'send' } | { action: 'skip'; reason: string } | { action: 'fail'; reason: string } | { action: 'reschedule'; dueAt: Date };

/**
 * What to do with a claimed reminder, decided at claim time under its row lock: a cancelled or
 * started appointment, or a client who turned reminders off, gets nothing; a 24-hour reminder with less than 2 hours to go gives way to
 * the 2-hour one; an appointment moved later waits for its new time; a reminder that has used
 * its attempts (e.g. the sender died each time) fails.
 */
export function decideClaim(r: DueReminder, now: Date): ClaimDecision {
  if (r.appointmentStatus === 'cancelled') return { action: 'skip', reason: 'appointment cancelled' };
  if (r.remindersOff) return { action: 'skip', reason: 'reminders turned off by the client' };
  if (r.startsAt.getTime() <= now.getTime()) return { action: 'skip', reason: 'appointment already started' };
  const due = dueAt(r.kind, r.startsAt);
  if (due.getTime() > now.getTime()) return { action: 'reschedule', dueAt: due };
  if (r.kind === '24h' && r.startsAt.getTime() - now.getTime() <= REMINDER_LEAD_HOURS['2h'] * HOUR) {
    return { action: 'skip', reason: 'superseded by the 2-hour reminder' };
  }
  if (r.attempts >= MAX_ATTEMPTS) return { action: 'fail', reason: `gave up after ${r.attempts} attempts` };
  return { action: 'send' };
}

export type Outcome =
  | { state: 'sent'; sentCount: number; note: string }
  | { state: 'skipped'; note: string }
  | { state: 'pending'; retryAt: Date; note: string }
  | { state: 'failed'; note: string };

/** The state a reminder ends in after one delivery to its client's devices (attempts: including this one). */
export function outcomeOf(d: Delivery, attempts: number, now: Date): Outcome {
  const note = d.errors.join('; ').slice(0, 500);
  if (d.sent > 0) return { state: 'sent', sentCount: d.sent, note };
  if (d.devices === 0) return { state: 'skipped', note: 'no device subscribed' };
  if (d.failed === 0)
    return { state: 'skipped', note: 'no device left (every subscription was gone, or given up after failing too often)' };
  if (d.retryable && attempts < MAX_ATTEMPTS) return { state: 'pending', retryAt: new Date(now.getTime() + backoffMs(attempts)), note };
  return { state: 'failed', note };
}
