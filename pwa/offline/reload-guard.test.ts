import { describe, expect, it } from 'vitest';
import { addReloadGuard, holdReload, reloadBlockers } from './reload-guard';

describe('reload guards', () => {
  it('lists the reasons of the guards that block, once each, until released', async () => {
    expect(await reloadBlockers()).toEqual([]);
    const form = holdReload('the walk-in form');
    const again = holdReload('the walk-in form');
    const outbox = addReloadGuard(async () => 'staff changes waiting to sync');
    const idle = addReloadGuard(() => null);
    expect(await reloadBlockers()).toEqual(['the walk-in form', 'staff changes waiting to sync']);
    form();
    again();
    outbox();
    idle();
    expect(await reloadBlockers()).toEqual([]);
  });

  it('counts a guard that fails as blocking', async () => {
    const release = addReloadGuard(() => Promise.reject(new Error('IndexedDB is closed')));
    expect(await reloadBlockers()).toEqual(['saved changes that could not be checked']);
    release();
  });
});
