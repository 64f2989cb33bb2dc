import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

// The layer rules of eslint.config.js, run on code that breaks them (not written to disk, except the
// two files of a cycle, which the rule reads from disk: a folder of their own, removed afterwards).
const eslint = new ESLint({ cwd: process.cwd() });

async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

// Loading the config and parsing with type information takes seconds on a busy machine.
describe('lint rules that keep the layers', { timeout: 60_000 }, () => {
  it('a PWA feature never imports another feature', async () => {
    const code = "import { formatLongDate } from '../../booking/lib/format';\nexport const f = formatLongDate;\n";
    expect(await rulesBroken('pwa/features/site/lib/zz-probe.ts', code)).toContain('import-x/no-restricted-paths');
    const own = "import { formatLongDate } from '../lib/format';\nexport const f = formatLongDate;\n";
    expect(await rulesBroken('pwa/features/booking/components/zz-probe.ts', own)).toEqual([]);
  });

  it("the PWA's common code never imports a feature", async () => {
    const code = "import { formatLongDate } from '../features/booking/lib/format';\nexport const f = formatLongDate;\n";
    expect(await rulesBroken('pwa/push/zz-probe.ts', code)).toContain('import-x/no-restricted-paths');
  });

  it('shared/ imports nothing from pwa/ or server/', async () => {
    const pwa = "import { ApiError } from '../pwa/lib/api';\nexport const e = ApiError;\n";
    const server = "import { loadConfig } from '../../server/config';\nexport const c = loadConfig;\n";
    expect(await rulesBroken('shared/zz-probe.ts', pwa)).toContain('import-x/no-restricted-paths');
    expect(await rulesBroken('shared/domain/zz-probe.ts', server)).toContain('import-x/no-restricted-paths');
  });

  it("shared/ is imported as '#shared/…', never by a relative climb", async () => {
    const climb = "import { SHOP } from '../../shared/shop';\nexport const s = SHOP;\n";
    const alias = "import { SHOP } from '#shared/shop';\nexport const s = SHOP;\n";
    expect(await rulesBroken('pwa/lib/zz-probe.ts', climb)).toContain('no-restricted-imports');
    expect(await rulesBroken('server/routes/zz-probe.ts', climb)).toContain('no-restricted-imports');
    expect(await rulesBroken('pwa/lib/zz-probe.ts', alias)).toEqual([]);
  });

  it('no import cycles', async () => {
    const dir = fs.mkdtempSync(path.join('shared', 'zz-cycle-'));
    try {
      fs.writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
      fs.writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
      const results = await eslint.lintFiles([path.join(dir, 'a.ts')]);
      expect(results[0]?.messages.map((m) => m.ruleId)).toEqual(['import-x/no-cycle']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('shared/ reads no clock: no new Date() without arguments, no Date.now()', async () => {
    expect(await rulesBroken('shared/domain/zz-probe.ts', 'export const a = new Date();\n')).toEqual(['no-restricted-syntax']);
    expect(await rulesBroken('shared/domain/zz-probe.ts', 'export const a = Date.now();\n')).toEqual(['no-restricted-syntax']);
    expect(await rulesBroken('shared/domain/zz-probe.ts', 'export const a = (t: number) => new Date(t);\n')).toEqual([]);
    expect(await rulesBroken('server/zz-probe.ts', 'export const a = new Date();\n')).toEqual([]);
  });
});
