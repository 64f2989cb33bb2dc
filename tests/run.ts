/**
 * `npm test`: every test, in order — unit, API against the embedded PostgreSQL, API against the
 * server at TEST_DATABASE_URL (when set), then end-to-end in Chromium — and one closing line
 * `N passed, N failed` over all of them. Exits non-zero if anything failed or could not run.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { findChromium, HOW_TO_GET_CHROMIUM } from './e2e/find-chromium';

import { closingLine, exitCode, type Tally } from './run-summary';

const tallies: Tally[] = [];
/**
 * Failed (and, for Playwright, flaky) tests with the first lines of their error, repeated under the
 * summary: CI shows the end of the output, so the cause must be there, not 3,000 lines above.
 */
const problems: string[] = [];
const firstLines = (text: unknown, n = 6) =>
  stripVTControlCharacters(String(text ?? '')).split('\n').filter((l) => l.trim()).slice(0, n).map((l) => `      ${l}`).join('\n');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'barbershop-test-run-'));

function run(cmd: string, args: string[], env: Record<string, string | undefined>) {
  return spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;
}

function vitest(name: string, project: string, env: Record<string, string | undefined> = {}) {
  const out = path.join(tmp, `${name}.json`);
  console.log(`\n=== ${name} ===`);
  const ok = run('npx', ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], env);
  const r = fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, 'utf8')) : {};
  for (const file of r.testResults ?? []) {
    for (const t of file.assertionResults ?? []) {
      if (t.status === 'failed') problems.push(`FAIL [${name}] ${path.relative(process.cwd(), file.name)} › ${t.fullName}\n${firstLines(t.failureMessages?.[0])}`);
    }
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t: { status: string }) => t.status === 'failed')) {
      problems.push(`FAIL [${name}] ${path.relative(process.cwd(), file.name)}\n${firstLines(file.message)}`);
    }
  }
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
  const report = fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, 'utf8')) : {};
  const s = report.stats ?? {};
  collectPlaywrightProblems(report.suites ?? []);
  const failed = (s.unexpected ?? 0) + (ok ? 0 : s.unexpected ? 0 : 1);
  tallies.push({ name: 'end-to-end', passed: (s.expected ?? 0) + (s.flaky ?? 0), failed, skipped: s.skipped ?? 0, ok });
}

type PwSuite = { title: string; file?: string; suites?: PwSuite[]; specs?: Array<{ title: string; file: string; line: number; tests: Array<{ projectName: string; status: string; results: Array<{ status: string; error?: { message?: string; location?: { file: string; line: number } } }> }> }> };
function collectPlaywrightProblems(suites: PwSuite[]) {
  for (const suite of suites) {
    collectPlaywrightProblems(suite.suites ?? []);
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        if (t.status !== 'unexpected' && t.status !== 'flaky') continue;
        const failure = t.results.find((r) => r.status !== 'passed' && r.status !== 'skipped');
        const label = t.status === 'flaky' ? 'FLAKY (passed on retry)' : 'FAIL';
        const at = failure?.error?.location ? `      at ${path.relative(process.cwd(), failure.error.location.file)}:${failure.error.location.line}\n` : '';
        problems.push(`${label} [${t.projectName}] ${spec.file}:${spec.line} › ${spec.title}\n${at}${firstLines(failure?.error?.message)}`);
      }
    }
  }
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
if (problems.length) console.log(`${problems.join('\n')}\n`);
for (const t of tallies) console.log(`${t.ok ? "ok  " : "FAIL"} ${t.name} (${t.passed} passing, ${t.failed} failing${t.skipped ? `, ${t.skipped} skipped` : ""})`);
console.log(closingLine(tallies));
process.exit(exitCode(tallies));
