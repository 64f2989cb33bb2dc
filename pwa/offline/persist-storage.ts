/**
 * Asks the browser to keep this site's storage (the cart, the outbox) when space runs low, once per
 * app start and only while it is not yet persistent. Chromium decides silently (more likely once
 * installed or often used); Firefox asks the person once and remembers the answer.
 * Answers whether storage is persistent, or undefined where the API does not exist.
 */
export async function askForPersistentStorage(): Promise<boolean | undefined> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.persist || !storage.persisted) return undefined;
  try {
    if (await storage.persisted()) return true;
    return await storage.persist();
  } catch {
    return false;
  }
}
