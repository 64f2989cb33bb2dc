import { describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT } from '../scripts/compile-hints';

describe('compile hints (scripts/compile-hints.ts)', () => {
  it('puts the hint on the first line of each chunk, before Vite’s list of lazy dependencies', () => {
    const bundle = {
      'assets/site-a.js': { type: 'chunk', code: 'const __vite__mapDeps=(i)=>i;\nimport"./b.js";', map: null },
      'assets/site-a.css': { type: 'asset', source: 'a{}' },
    };
    addCompileHints(bundle);
    expect(bundle['assets/site-a.js'].code).toBe(COMPILE_HINT + 'const __vite__mapDeps=(i)=>i;\nimport"./b.js";');
    expect(bundle['assets/site-a.css']).toEqual({ type: 'asset', source: 'a{}' });
  });

  it('adds it once, and moves a source map’s lines down by one', () => {
    const chunk = { type: 'chunk', code: 'f();', map: { mappings: 'AAAA' } };
    addCompileHints({ a: chunk });
    addCompileHints({ a: chunk });
    expect(chunk.code).toBe(COMPILE_HINT + 'f();');
    expect(chunk.map.mappings).toBe(';AAAA');
  });
});
