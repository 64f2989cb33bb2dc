/**
 * An in-memory stand-in for `localStorage` (the three methods the PWA uses), for tests of code that
 * takes its storage as an argument; `m` is the map behind it, for a test to look inside.
 */
export function memoryStorage() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    m,
  };
}
