import { useLiveQuery } from 'dexie-react-hooks';
import { db } from './db';
import { WAITING_STATES } from './outbox-rules';

export { WAITING_STATES };

/** How many staff changes wait to sync on this device: pending, being sent, or needing attention. */
export function countWaitingChanges(): Promise<number> {
  return db.outbox.where('state').anyOf(WAITING_STATES).count();
}

/** The same count, live: it changes as the outbox fills or drains, in every tab. */
export function useWaitingChanges(): number | undefined {
  return useLiveQuery(countWaitingChanges, []);
}

/** What the admin header shows of the outbox: changes still to send, and changes the server refused. */
export type OutboxCounts = { toSend: number; needsAttention: number };

export async function countOutbox(): Promise<OutboxCounts> {
  const [toSend, needsAttention] = await Promise.all([
    db.outbox.where('state').anyOf('pending', 'sending').count(),
    db.outbox.where('state').equals('needs-attention').count(),
  ]);
  return { toSend, needsAttention };
}

/** The same, live in every tab. */
export function useOutboxCounts(): OutboxCounts {
  return useLiveQuery(countOutbox, []) ?? { toSend: 0, needsAttention: 0 };
}
