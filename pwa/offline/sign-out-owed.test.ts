import { describe, expect, it, vi } from 'vitest';
import { clearOwedSignOut, isSignOutOwed, oweSignOut, settleOwedSignOut } from './sign-out-owed';
import { memoryStorage } from '../testing/memory-storage';

describe('a sign-out owed to the server', () => {
  it('nothing owed: settled without sending anything', async () => {
    const send = vi.fn(async () => {});
    expect(await settleOwedSignOut(send, memoryStorage())).toBe(true);
    expect(send).not.toHaveBeenCalled();
  });

  it('stays owed while the logout gets no answer, and is cleared once the server takes it', async () => {
    const store = memoryStorage();
    oweSignOut(1000, store);
    expect(isSignOutOwed(store)).toBe(true);
    expect(await settleOwedSignOut(() => Promise.reject(new TypeError('Failed to fetch')), store)).toBe(false);
    expect(isSignOutOwed(store)).toBe(true);
    const send = vi.fn(async () => {});
    expect(await settleOwedSignOut(send, store)).toBe(true);
    expect(send).toHaveBeenCalledTimes(1);
    expect(isSignOutOwed(store)).toBe(false);
  });

  it('is sent once when asked twice at the same moment', async () => {
    const store = memoryStorage();
    oweSignOut(1000, store);
    const send = vi.fn(() => new Promise<void>((resolve) => setTimeout(resolve, 10)));
    expect(await Promise.all([settleOwedSignOut(send, store), settleOwedSignOut(send, store)])).toEqual([true, true]);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('a sign-in clears it', () => {
    const store = memoryStorage();
    oweSignOut(1000, store);
    clearOwedSignOut(store);
    expect(isSignOutOwed(store)).toBe(false);
  });
});
