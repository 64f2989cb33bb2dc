import type { QueryClient } from '@tanstack/react-query';
import { persistQueryClient, type Persister } from '@tanstack/react-query-persist-client';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { isPersistedKey, keepLastGood, PERSISTED_KEY_PREFIXES } from './persist-keys';
import { OFFLINE_SESSION_MS } from './staff-device';

/**
 * The admin screens' query cache, kept in localStorage (docs/decisions/036-admin-cache-offline.md), so the
 * dashboard opens offline with the last known data. Only the whitelisted keys (persist-keys.ts)
 * are written. Started by the admin area on its first visit, so visitors' pages never load it.
 * A restored answer is older than it looks to a cache that never goes stale (staleTime Infinity):
 * each is invalidated once restored, and refetched when its screen opens with a network. A refresh
 * that fails (offline, server down) never replaces the saved answer: the last good data survives any
 * number of offline starts, until a fresh answer arrives (keepLastGood).
 */
const STORAGE_KEY = 'barbershop.admin-cache';
/** Bump when a cached answer's shape changes: an old cache is then dropped, not misread. */
const CACHE_VERSION = 'admin-cache-1';

/**
 * Saving stops at sign-out until the next sign-in: the persister writes on a 500 ms throttle with the
 * cache as it was when a write was asked for, and a dashboard still unmounting may refetch a list
 * after the cache was cleared. The flag is read at write time, so neither puts staff data back.
 */
let saving = true;
const storage =
  typeof localStorage === 'undefined'
    ? undefined
    : {
        getItem: (key: string) => localStorage.getItem(key),
        setItem: (key: string, value: string) => (saving ? localStorage.setItem(key, value) : undefined),
        removeItem: (key: string) => localStorage.removeItem(key),
      };

const base = createSyncStoragePersister({ storage, key: STORAGE_KEY, throttleTime: 500 });
const persister: Persister = {
  ...base,
  persistClient: (client) =>
    base.persistClient({ ...client, clientState: { ...client.clientState, queries: keepLastGood(client.clientState.queries) } }),
};

let started: Promise<void> | undefined;

/** Restores the saved cache once and keeps saving it; resolves when the restore is done. */
export function startAdminCache(queryClient: QueryClient): Promise<void> {
  if (started) return started;
  // Kept as long as the data may be shown: an inactive tab's queries must not be collected first.
  for (const key of PERSISTED_KEY_PREFIXES) {
    queryClient.setQueryDefaults(key, { ...queryClient.getQueryDefaults(key), gcTime: OFFLINE_SESSION_MS });
  }
  const [, restored] = persistQueryClient({
    queryClient,
    persister,
    maxAge: OFFLINE_SESSION_MS,
    buster: CACHE_VERSION,
    // Any whitelisted query with data, a failed refresh included (saved as its last good answer).
    dehydrateOptions: { shouldDehydrateQuery: (q) => q.state.data !== undefined && isPersistedKey(q.queryKey) },
  });
  started = restored
    .catch(() => undefined) // an unreadable cache is removed by the restore: start without it
    .then(() => queryClient.invalidateQueries({ predicate: (q) => isPersistedKey(q.queryKey), refetchType: 'none' }))
    .catch(() => undefined);
  return started;
}

/** Sign-out: the saved cache leaves the device and nothing is saved until the next sign-in. */
export async function clearAdminCache(): Promise<void> {
  saving = false;
  await persister.removeClient();
}

/** Sign-in: the admin screens' answers are saved again. */
export function resumeAdminCache(): void {
  saving = true;
}
