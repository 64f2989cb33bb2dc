import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver, ResolverOptions } from 'react-hook-form';
import { lazyResolver, lazyZodResolver } from './lazy-resolver';

// The contact schemas' module, counted as it loads; it fails to load once when `failNext` is set.
const contactModule = vi.hoisted(() => ({ loads: 0, failNext: false }));
vi.mock('#shared/schemas/contact', async (importOriginal) => {
  if (contactModule.failNext) {
    contactModule.failNext = false;
    throw new Error('offline');
  }
  contactModule.loads += 1;
  return importOriginal();
});

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

/** The form resolver of a shared schema named as in ./schemas.ts: zod's resolver and the schema load with the first check. */
describe('lazyZodResolver', () => {
  type Contact = { firstName: string; lastName: string; email: string; phone?: string; message: string };
  const contactOptions = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Contact>;
  const valid: Contact = { firstName: ' Ana ', lastName: 'Ríos', email: 'ana@example.com', message: 'Do you open on Sundays?' };

  // The only test here that loads the contact schemas (the module stays loaded once it has been).
  it('loads the named schema at the first validation, again after a failed load, and validates with it', async () => {
    const resolver = lazyZodResolver('contact', 'ContactMessageInput');
    expect(contactModule.loads).toBe(0);
    contactModule.failNext = true;
    await expect(resolver(valid, undefined, contactOptions)).rejects.toThrow();
    expect(contactModule.loads).toBe(0);
    const bad = await resolver({ ...valid, email: 'nope', message: 'short' }, undefined, contactOptions);
    expect(bad.errors.email?.message).toBe('Please enter a valid email');
    expect(bad.errors.message?.message).toBe('Message must be at least 10 characters');
    // The schema's output: trimmed, the optional phone defaulted.
    const good = await resolver(valid, undefined, contactOptions);
    expect(good.values).toEqual({ ...valid, firstName: 'Ana', phone: '' });
    expect(contactModule.loads).toBe(1);
  });

  it('takes only a module of the table and a zod schema it exports (tsc checks the names)', () => {
    // @ts-expect-error not an export of the module
    expect(typeof lazyZodResolver('contact', 'ContactInput')).toBe('function');
    // @ts-expect-error not a module of the table
    expect(typeof lazyZodResolver('contacts', 'ContactMessageInput')).toBe('function');
  });
});
