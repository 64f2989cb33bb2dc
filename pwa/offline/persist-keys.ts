/**
 * Which cached answers the admin screens keep on the device (docs/decisions/006b-outbox.md): what
 * the front desk needs to keep working through an outage. Today's appointments, barbers, services,
 * blocked slots and the stat cards; not client records, searches, other days or analytics.
 */
const WHOLE_KEYS = new Set(['/api/barbers', '/api/services', '/api/blocked-slots', '/api/admin/stats']);

export function isPersistedKey(key: readonly unknown[]): boolean {
  const [path, filters, ...rest] = key;
  if (typeof path !== 'string' || rest.length > 0) return false;
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
