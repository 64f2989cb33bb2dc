import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver, ResolverOptions } from 'react-hook-form';
import { lazyResolver } from './lazy-resolver';

const Schema = z.object({ email: z.email('Enter a valid email') });
type Values = z.input<typeof Schema>;
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;

describe('lazyResolver', () => {
  it('loads nothing until the first validation, then loads once and answers as the resolver it loaded', async () => {
    const load = vi.fn<() => Promise<Resolver<Values, unknown, Values>>>(async () => zodResolver(Schema));
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    const bad = await resolver({ email: 'nope' }, undefined, options);
    expect(bad.errors.email?.message).toBe('Enter a valid email');
    const good = await resolver({ email: 'ana@example.com' }, undefined, options);
    expect(good.values).toEqual({ email: 'ana@example.com' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again at the next validation when it failed (offline, a chunk gone)', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values, unknown, Values>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(zodResolver(Schema));
    const resolver = lazyResolver(load);
    await expect(resolver({ email: 'x' }, undefined, options)).rejects.toThrow('offline');
    expect((await resolver({ email: 'ana@example.com' }, undefined, options)).values).toEqual({ email: 'ana@example.com' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
