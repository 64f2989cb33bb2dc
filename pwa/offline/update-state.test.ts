import { describe, expect, it, vi } from 'vitest';
import { holdReload } from './reload-guard';
import { announceUpdate, dismissUpdate, getUpdateState, requestReload, subscribeUpdateState } from './update-state';

describe('update prompt state', () => {
  it('announces a new build, holds Reload while a guard objects, then switches', async () => {
    const apply = vi.fn();
    const seen = vi.fn();
    const unsubscribe = subscribeUpdateState(seen);
    announceUpdate(apply);
    expect(getUpdateState()).toEqual({ available: true, dismissed: false, blockedBy: [] });

    const release = holdReload('the walk-in form');
    expect(await requestReload()).toBe(false);
    expect(apply).not.toHaveBeenCalled();
    expect(getUpdateState().blockedBy).toEqual(['the walk-in form']);

    release();
    expect(await requestReload()).toBe(true);
    expect(apply).toHaveBeenCalledOnce();
    expect(getUpdateState().blockedBy).toEqual([]);
    expect(seen).toHaveBeenCalled();
    unsubscribe();
  });

  it('"Later" hides the prompt until the next build is announced', () => {
    announceUpdate(() => {});
    dismissUpdate();
    expect(getUpdateState().dismissed).toBe(true);
    announceUpdate();
    expect(getUpdateState()).toMatchObject({ available: true, dismissed: false });
  });
});
