import { describe, expect, it, vi } from 'vitest';

describe('zod-jitless', () => {
  it('turns zod’s fast parsers off before zod loads, so no schema probes eval (the CSP forbids it)', async () => {
    vi.resetModules();
    await import('./zod-jitless');
    const probe = vi.spyOn(globalThis, 'Function');
    const { z, config } = await import('zod');
    expect(config().jitless).toBe(true);
    const Shape = z.object({ id: z.number(), name: z.string() });
    expect(Shape.parse({ id: 1, name: 'Fade' })).toEqual({ id: 1, name: 'Fade' });
    expect(probe).not.toHaveBeenCalled();
    probe.mockRestore();
  });
});
