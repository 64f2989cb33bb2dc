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
