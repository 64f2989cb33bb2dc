import { performance } from 'node:perf_hooks';

/** Where a page's HTML is kept: its path, its language and the build that rendered it. */
export type PageKey = { path: string; lang: string; build: string };

export type PageCacheOptions = {
  /** Whether invalidations can be heard now (the schedule cache's listener is connected): nothing is kept otherwise. */
  listening: () => boolean;
  /** How long a page may be served at most, whatever the notifications say (products have no trigger yet). */
  ttlMs?: number;
  /** Most pages kept (least recently used dropped first). */
  maxEntries?: number;
  clock?: () => number;
};

export type PageCache<T> = {
  /** The kept page, else `render()`'s (kept unless an invalidation came while it rendered). Same key at once: one render. */
  get(key: PageKey, render: () => Promise<T>): Promise<T>;
  /** Drops every page, and marks renders in progress as stale (answered, never kept). */
  clear(): void;
  size(): number;
};

const keyOf = (k: PageKey) => `${k.build}\n${k.lang}\n${k.path}`;

/**
 * The per-process cache of pre-rendered public pages (docs/decisions/043-prerendering.md), on the
 * schedule cache's rules (docs/decisions/003-availability-cache.md): kept only while the process
 * hears the database's notifications, dropped whole on each, a render overtaken by one never kept,
 * and a TTL besides.
 */
export function createPageCache<T>(opts: PageCacheOptions): PageCache<T> {
  const ttlMs = opts.ttlMs ?? 5 * 60_000;
  const maxEntries = opts.maxEntries ?? 100;
  const clock = opts.clock ?? (() => performance.now());
  const entries = new Map<string, { value: T; expiresAt: number }>();
  const rendering = new Map<string, { promise: Promise<T>; generation: number }>();
  let generation = 0;

  return {
    async get(key, render) {
      const k = keyOf(key);
      const hit = entries.get(k);
      if (hit && hit.expiresAt > clock() && opts.listening()) {
        entries.delete(k); // most recently used last
        entries.set(k, hit);
        return hit.value;
      }
      entries.delete(k);
      const pending = rendering.get(k);
      if (pending && pending.generation === generation) return pending.promise;
      const started = { generation, promise: render() };
      rendering.set(k, started);
      try {
        const value = await started.promise;
        if (started.generation === generation && opts.listening()) {
          entries.set(k, { value, expiresAt: clock() + ttlMs });
          if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
        }
        return value;
      } finally {
        if (rendering.get(k) === started) rendering.delete(k);
      }
    },
    clear() {
      generation += 1;
      entries.clear();
    },
    size: () => entries.size,
  };
}
