import { describe, expect, it } from 'vitest';
import { forgetSession, recallSession, rememberSession, touchSession } from './session-memory';
import { isStaffDevice, OFFLINE_SESSION_MS } from './staff-device';
import { memoryStorage } from '../testing/memory-storage';

const user = { id: 1, username: 'staff', displayName: 'Front Desk', role: 'owner' as const };

describe('the remembered staff session', () => {
  it('is usable for 12 hours after the server last confirmed it', () => {
    const store = memoryStorage();
    rememberSession(user, 1_000, store);
    expect(recallSession(1_000 + OFFLINE_SESSION_MS - 1, store)).toEqual({ user, confirmedAt: 1_000 });
    expect(recallSession(1_000 + OFFLINE_SESSION_MS, store)).toBeUndefined();
  });

  it('each confirmation starts the 12 hours again', () => {
    const store = memoryStorage();
    rememberSession(user, 0, store);
    rememberSession(user, OFFLINE_SESSION_MS - 10, store);
    expect(recallSession(OFFLINE_SESSION_MS + 10, store)?.confirmedAt).toBe(OFFLINE_SESSION_MS - 10);
  });

  it('is gone after forgetting, and ignores a clock set back or a damaged record', () => {
    const store = memoryStorage();
    rememberSession(user, 5_000, store);
    expect(recallSession(4_000, store)).toBeUndefined();
    forgetSession(store);
    expect(recallSession(5_000, store)).toBeUndefined();
    store.setItem('barbershop.staff-session', '{not json');
    expect(recallSession(5_000, store)).toBeUndefined();
    store.setItem('barbershop.staff-session', JSON.stringify({ user: { id: 'x' }, confirmedAt: 1 }));
    expect(recallSession(5_000, store)).toBeUndefined();
  });

  it('a staff change the server took confirms it again; touching never invents a session', () => {
    const store = memoryStorage();
    touchSession(1_000, store);
    expect(recallSession(1_000, store)).toBeUndefined();
    rememberSession(user, 0, store);
    touchSession(OFFLINE_SESSION_MS - 1, store);
    expect(recallSession(2 * OFFLINE_SESSION_MS - 2, store)?.confirmedAt).toBe(OFFLINE_SESSION_MS - 1);
    touchSession(3 * OFFLINE_SESSION_MS, store); // too late: expired sessions stay expired
    expect(recallSession(3 * OFFLINE_SESSION_MS, store)).toBeUndefined();
  });

  it('marks a staff device until sign-out, however old the session (visitors never load the replay)', () => {
    const store = memoryStorage();
    expect(isStaffDevice(store)).toBe(false);
    rememberSession(user, 1_000, store);
    expect(isStaffDevice(store)).toBe(true);
    expect(recallSession(1_000 + 2 * OFFLINE_SESSION_MS, store)).toBeUndefined();
    expect(isStaffDevice(store)).toBe(true); // too old to open offline, still worth replaying for
    forgetSession(store);
    expect(isStaffDevice(store)).toBe(false);
  });
});
