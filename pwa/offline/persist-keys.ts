/**
 * Which cached answers the admin screens keep on the device (docs/decisions/036-admin-cache-offline.md): what
 * the front desk needs to keep working through an outage. Today's appointments, barbers, services (the
 * public list and the desk's, staff-only ones included),
 * blocked slots and the stat cards; not client records, searches, other days or analytics.
 */
const WHOLE_KEYS = new Set(['/api/barbers', '/api/services', '/api/blocked-slots', '/api/admin/stats', '/api/floor']);

/** `['/api/services', { view: 'desk' }]`: the walk-in dialog's services, staff-only ones included. */
const isDeskServices = (path: string, filters: unknown) =>
  path === '/api/services' &&
  typeof filters === 'object' &&
  filters !== null &&
  (filters as { view?: unknown }).view === 'desk' &&
  Object.keys(filters).length === 1;

export function isPersistedKey(key: readonly unknown[]): boolean {
  const [path, filters, ...rest] = key;
  if (typeof path !== 'string' || rest.length > 0) return false;
  if (isDeskServices(path, filters)) return true;
  if (WHOLE_KEYS.has(path)) return filters === undefined;
  if (path !== '/api/appointments' || !filters || typeof filters !== 'object') return false;
  const f = filters as { date?: unknown; barberId?: unknown };
  return f.date === 'today' && f.barberId === undefined && Object.keys(f).length === 1;
}

/** The keys to give a long cache life (a prefix each), so an inactive tab's data is not collected. */
export const PERSISTED_KEY_PREFIXES: ReadonlyArray<readonly unknown[]> = [
  ...[...WHOLE_KEYS].map((k) => [k]),
  ['/api/appointments', { date: 'today' }],
];

/** The part of a saved query this file reads and rewrites (TanStack's DehydratedState query). */
type SavedQuery = { queryKey: readonly unknown[]; state: { status: string; data?: unknown; error?: unknown } };

/**
 * What is written to the device keeps the last good answer of every whitelisted query, whatever
 * happened since: a refresh that failed offline leaves a query in 'error' with its data still there,
 * and TanStack would neither save it (only 'success' is saved by default) nor restore it cleanly, so
 * the next offline start would show an empty day and 0 / $0.00 as if current. Such a query is saved
 * as the success it last was (its data and `dataUpdatedAt`, the time of that last good answer); one
 * with no data yet is not saved. Any number of offline starts keeps showing the same last good data.
 */
export function keepLastGood<Q extends SavedQuery>(queries: readonly Q[]): Q[] {
  return queries.flatMap((q) => {
    if (q.state.data === undefined) return [];
    if (q.state.status === 'success') return [q];
    return [{ ...q, state: { ...q.state, status: 'success', error: null, fetchFailureCount: 0, fetchFailureReason: null } } as Q];
  });
}
