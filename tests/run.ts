/**
 * `npm test`: every test, in order — unit, API against the embedded PostgreSQL, API against the
 * server at TEST_DATABASE_URL (when set), then end-to-end in Chromium — and one closing line
 * `N passed, N failed` over all of them. Exits non-zero if anything failed or could not run.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findChromium, HOW_TO_GET_CHROMIUM } from './e2e/find-chromium';

type Tally = { name: string; passed: number; failed: number; skipped: number; ok: boolean };
const tallies: Tally[] = [];
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'barbershop-test-run-'));

function run(cmd: string, args: string[], env: Record<string, string | undefined>) {
  return spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;
}

function vitest(name: string, project: string, env: Record<string, string | undefined> = {}) {
  const out = path.join(tmp, `${name}.json`);
  console.log(`\n=== ${name} ===`);
  const ok = run('npx', ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], env);
  const r = fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, 'utf8')) : {};
  tallies.push({ name, passed: r.numPassedTests ?? 0, failed: (r.numFailedTests ?? 0) + (ok ? 0 : r.numFailedTests ? 0 : 1), skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0), ok });
}

function playwright() {
  console.log('\n=== end-to-end (Chromium) ===');
  if (!findChromium()) {
    console.log(HOW_TO_GET_CHROMIUM);
    tallies.push({ name: 'end-to-end', passed: 0, failed: 1, skipped: 0, ok: false });
    return;
  }
  const out = path.join(tmp, 'e2e.json');
  const ok = run('npx', ['playwright', 'test', ...process.argv.slice(2)], { PW_REPORTER: out });
  const s = fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, 'utf8')).stats ?? {} : {};
  const failed = (s.unexpected ?? 0) + (ok ? 0 : s.unexpected ? 0 : 1);
  tallies.push({ name: 'end-to-end', passed: (s.expected ?? 0) + (s.flaky ?? 0), failed, skipped: s.skipped ?? 0, ok });
}

const only = process.env.TEST_ONLY?.split(',');
const want = (k: string) => !only || only.includes(k);

if (want('unit')) vitest('unit', 'unit');
if (want('api')) vitest('API on embedded PostgreSQL', 'api', { API_DB: 'embedded' });
if (want('api') && process.env.TEST_DATABASE_URL) vitest('API on PostgreSQL server', 'api', { API_DB: 'server' });
else if (want('api')) console.log('\n(TEST_DATABASE_URL is not set: API tests ran on the embedded PostgreSQL only.)');
if (want('e2e') && process.env.SKIP_E2E !== '1') playwright();

fs.rmSync(tmp, { recursive: true, force: true });
console.log('\n=== summary ===');
for (const t of tallies) console.log(`${t.ok ? "ok  " : "FAIL"} ${t.name} (${t.passed} passing, ${t.failed} failing${t.skipped ? `, ${t.skipped} skipped` : ""})`);
const sum = (k: 'passed' | 'failed' | 'skipped') => tallies.reduce((n, t) => n + t[k], 0);
console.log(`${sum('passed')} passed, ${sum('failed')} failed${sum('skipped') ? `, ${sum('skipped')} skipped` : ''}`);
process.exit(tallies.every((t) => t.ok) && sum('passed') > 0 ? 0 : 1);
