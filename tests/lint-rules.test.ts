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

  it("the staff's features keep to their rooms: front desk, back office and staff accounts share only staff-shell", async () => {
    const backOffice = "import { BackOfficePage } from '../../back-office/back-office-page';\nexport const p = BackOfficePage;\n";
    const frontDesk = "import { ManageTab } from '../../front-desk/components/manage/manage-tab';\nexport const m = ManageTab;\n";
    const shell = "import { EmptyState } from '../../staff-shell/components/empty-state';\nexport const e = EmptyState;\n";
    expect(await rulesBroken('pwa/features/front-desk/components/zz-probe.ts', backOffice)).toContain('import-x/no-restricted-paths');
    expect(await rulesBroken('pwa/features/back-office/common/zz-probe.ts', frontDesk)).toContain('import-x/no-restricted-paths');
    expect(await rulesBroken('pwa/features/staff-accounts/staff/zz-probe.ts', backOffice)).toContain('import-x/no-restricted-paths');
    expect(await rulesBroken('pwa/features/staff-shell/components/zz-probe.ts', frontDesk)).toContain('import-x/no-restricted-paths');
    expect(await rulesBroken('pwa/features/site/components/zz-probe.ts', shell)).toContain('import-x/no-restricted-paths');
    for (const feature of ['front-desk', 'back-office', 'staff-accounts']) {
      expect(await rulesBroken(`pwa/features/${feature}/components/zz-probe.ts`, shell)).toEqual([]);
    }
  });

  it('a feature never imports app/, and app/ imports a feature only through its routes.tsx', async () => {
    const app = "import { RouteError } from '../../../app/route-error';\nexport const r = RouteError;\n";
    expect(await rulesBroken('pwa/features/site/pages/zz-probe.ts', app)).toContain('import-x/no-restricted-paths');
    const internals =
      "import { contactFailureText } from '../../features/site/lib/contact-failure';\nexport const g = contactFailureText;\n";
    expect(await rulesBroken('pwa/app/layouts/zz-probe.ts', internals)).toContain('import-x/no-restricted-paths');
    const entry = "import { siteRoutes } from '../../features/site/routes';\nexport const r = siteRoutes;\n";
    expect(await rulesBroken('pwa/app/layouts/zz-probe.ts', entry)).toEqual([]);
  });

  it("pwa/start/ (every public page's first request) imports no part of the app; only its boot file starts the app", async () => {
    const app = "import { hydrateRoot } from '../app/react-dom';\nexport const h = hydrateRoot;\n";
    const component = "import { useToast } from '../components/toast';\nexport const t = useToast;\n";
    expect(await rulesBroken('pwa/start/zz-probe.ts', app)).toContain('import-x/no-restricted-paths');
    expect(await rulesBroken('pwa/start/zz-probe.ts', component)).toContain('import-x/no-restricted-paths');
    const shared = "import { isLang } from '#shared/i18n/lang';\nexport const l = isLang;\n";
    expect(await rulesBroken('pwa/start/zz-probe.ts', shared)).toEqual([]);
    const start = "export const load = () => import('../app/react-dom');\n";
    expect(await rulesBroken('pwa/start/boot.ts', start)).toEqual([]);
  });

  it("within pwa/, a file three or more folders up is imported as '#pwa/…', and the zones hold through the alias", async () => {
    const climb = "import { useT } from '../../../i18n/use-t';\nexport const u = useT;\n";
    const alias = "import { useT } from '#pwa/i18n/use-t';\nexport const u = useT;\n";
    expect(await rulesBroken('pwa/features/front-desk/components/zz-probe.ts', climb)).toContain('no-restricted-imports');
    expect(await rulesBroken('pwa/features/front-desk/components/zz-probe.ts', alias)).toEqual([]);
    const otherFeature = "import { BackOfficePage } from '#pwa/features/back-office/back-office-page';\nexport const p = BackOfficePage;\n";
    expect(await rulesBroken('pwa/features/front-desk/components/zz-probe.ts', otherFeature)).toContain('import-x/no-restricted-paths');
  });

  it('shared/ imports nothing from pwa/ or server/', async () => {
    const pwa = "import { ApiError } from '../pwa/lib/api';\nexport const e = ApiError;\n";
    const server = "import { loadConfig } from '../../server/config';\nexport const c = loadConfig;\n";
    expect(await rulesBroken('shared/zz-probe.ts', pwa)).toContain('import-x/no-restricted-paths');
    expect(await rulesBroken('shared/domain/zz-probe.ts', server)).toContain('import-x/no-restricted-paths');
  });

  it('the server imports pwa/ for types only, never at run time (the image holds server/ and shared/, not pwa/)', async () => {
    const runtime = "import { scriptJson } from '../../pwa/lib/zz-probe-json';\nexport const s = scriptJson;\n";
    const alias = "import { scriptJson } from '#pwa/lib/zz-probe-json';\nexport const s = scriptJson;\n";
    const typeOnly = "import type { RenderInput } from '../../pwa/entry-server';\nexport type R = RenderInput;\n";
    expect(await rulesBroken('server/prerender/zz-probe.ts', runtime)).toContain('@typescript-eslint/no-restricted-imports');
    expect(await rulesBroken('server/prerender/zz-probe.ts', alias)).toContain('@typescript-eslint/no-restricted-imports');
    expect(await rulesBroken('server/prerender/zz-probe.ts', typeOnly)).not.toContain('@typescript-eslint/no-restricted-imports');
    // What the server and the PWA both need at run time lives in shared/.
    const files = fs.readdirSync('server', { recursive: true, encoding: 'utf8' }).filter((f) => /\.ts$/.test(f) && !/\.test\.ts$/.test(f));
    const runtimeImports = files.filter((f) =>
      /^import (?!type )[^;]*from '((\.{1,2}\/)+pwa\/|#pwa\/)/m.test(fs.readFileSync(path.join('server', f), 'utf8')),
    );
    expect(runtimeImports).toEqual([]);
  });

  it("shared/ is imported as '#shared/…', never by a relative climb", async () => {
    const climb = "import { SHOP } from '../../shared/shop';\nexport const s = SHOP;\n";
    const alias = "import { SHOP } from '#shared/shop';\nexport const s = SHOP;\n";
    expect(await rulesBroken('pwa/lib/zz-probe.ts', climb)).toContain('no-restricted-imports');
    expect(await rulesBroken('server/routes/zz-probe.ts', climb)).toContain('no-restricted-imports');
    expect(await rulesBroken('pwa/lib/zz-probe.ts', alias)).toEqual([]);
  });

  it('on the server, only repositories/ and db/ touch Knex: no knex import, no query built on a handle elsewhere', async () => {
    const knexImport = "import knex from 'knex';\nexport const k = knex;\n";
    const query = "import type { Db } from '../db/connect';\nexport const f = (db: Db) => db('clients').where({ id: 1 }).first();\n";
    const raw = "import type { Db } from '../db/connect';\nexport const f = (trx: Db) => trx.raw('select 1');\n";
    expect(await rulesBroken('server/commands/zz-probe.ts', knexImport)).toContain('no-restricted-imports');
    expect(await rulesBroken('server/commands/zz-probe.ts', query)).toEqual(['no-restricted-syntax']);
    expect(await rulesBroken('server/demo/zz-probe.ts', raw)).toEqual(['no-restricted-syntax']);
    expect(await rulesBroken('server/queries/zz-probe.ts', query)).toEqual(['no-restricted-syntax']);
    expect(await rulesBroken('server/repositories/zz-probe.ts', query)).toEqual([]);
    expect(await rulesBroken('server/db/zz-probe.ts', raw)).toEqual([]);
    // A command names a transaction's type without Knex, and opens one.
    const command = "import type { Db, Tx } from '../db/connect';\nexport const f = (db: Db) => db.transaction(async (trx: Tx) => trx);\n";
    expect(await rulesBroken('server/commands/zz-probe.ts', command)).toEqual([]);
  });

  it('a server route opens no transaction and writes no History row', async () => {
    const transaction = "import type { Db } from '../db/connect';\nexport const f = (db: Db) => db.transaction(async () => 1);\n";
    const history = "import { auditLogRepository } from '../repositories/audit-log';\nexport const f = auditLogRepository;\n";
    const reading = "import { auditHistoryRepository } from '../repositories/audit-log';\nexport const f = auditHistoryRepository;\n";
    expect(await rulesBroken('server/routes/zz-probe.ts', transaction)).toEqual(['no-restricted-syntax']);
    expect(await rulesBroken('server/routes/zz-probe.ts', history)).toEqual(['no-restricted-imports']);
    expect(await rulesBroken('server/routes/zz-probe.ts', reading)).toEqual([]);
    expect(await rulesBroken('server/commands/zz-probe.ts', transaction)).toEqual([]);
    expect(await rulesBroken('server/commands/zz-probe.ts', history)).toEqual([]);
  });

  it('a server repository imports no command', async () => {
    const code = "import { changed } from '../commands/changes';\nexport const f = changed;\n";
    expect(await rulesBroken('server/repositories/zz-probe.ts', code)).toEqual(['import-x/no-restricted-paths']);
    expect(await rulesBroken('server/routes/zz-probe.ts', code)).toEqual([]);
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

  it("the PWA loads a shared schema lazily only through the table in pwa/lib/schemas.ts, not by its own import('#shared/schemas/…')", async () => {
    const lazy = "export const load = () => import('#shared/schemas/contact').then((m) => m.ContactMessageAnswer);\n";
    const template = 'export const load = (m: string) => import(`#shared/schemas/${m}`);\n';
    const named =
      "import { getJson, schema } from '#pwa/lib/api';\nexport const f = () => getJson('/api/x', schema('contact', 'ContactMessageAnswer'));\n";
    const staticImport = "import { ContactMessageAnswer } from '#shared/schemas/contact';\nexport const s = ContactMessageAnswer;\n";
    const [result] = await eslint.lintText(lazy, { filePath: 'pwa/features/site/api/zz-probe.ts' });
    expect(result?.messages.map((m) => m.ruleId)).toEqual(['no-restricted-syntax']);
    expect(result?.messages[0]?.message).toContain('pwa/lib/schemas.ts');
    expect(await rulesBroken('pwa/lib/zz-probe.ts', template)).toEqual(['no-restricted-syntax']);
    expect(await rulesBroken('pwa/features/site/api/zz-probe.ts', named)).toEqual([]);
    expect(await rulesBroken('pwa/features/site/api/zz-probe.ts', staticImport)).toEqual([]);
    // The table itself, the PWA's tests and the server may.
    expect(await rulesBroken('pwa/lib/schemas.ts', lazy)).toEqual([]);
    expect(await rulesBroken('pwa/features/site/api/zz-probe.test.ts', lazy)).toEqual([]);
    expect(await rulesBroken('server/zz-probe.ts', lazy)).toEqual([]);
    // The table is the only file of pwa/ outside tests that writes one.
    const files = fs.readdirSync('pwa', { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
    const writers = files.filter((f) => /import\(\s*['"`]#shared\/schemas\//.test(fs.readFileSync(path.join('pwa', f), 'utf8')));
    expect(writers.map((f) => f.split(path.sep).join('/'))).toEqual(['lib/schemas.ts']);
  });

  it('shared/ reads no clock: no new Date() without arguments, no Date.now()', async () => {
    expect(await rulesBroken('shared/domain/zz-probe.ts', 'export const a = new Date();\n')).toEqual(['no-restricted-syntax']);
    expect(await rulesBroken('shared/domain/zz-probe.ts', 'export const a = Date.now();\n')).toEqual(['no-restricted-syntax']);
    expect(await rulesBroken('shared/domain/zz-probe.ts', 'export const a = (t: number) => new Date(t);\n')).toEqual([]);
    expect(await rulesBroken('server/zz-probe.ts', 'export const a = new Date();\n')).toEqual([]);
  });
});
