/**
 * `npm test`: every test — unit, then API against the embedded PostgreSQL and API against the server
 * at TEST_DATABASE_URL (when set) at the same time, then end-to-end in Chromium — and one closing line
 * `N passed, N failed` over all of them. Exits non-zero if anything failed or could not run.
 *
 * The two API runs share nothing that collides: each has its own PostgreSQL (a temporary folder and a
 * free port for the embedded one; the server's own databases, made per test file, for the other), every
 * app, fake Stripe, push service and relay a test starts listens on a port the system picks, and the
 * folders they write are made with mkdtemp. Their output goes to a file each and is printed, whole and
 * under its own heading, as each run ends, so the two never interleave.
 */
import { spawn, spawnSync } from 'node:child_process';
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

/** Runs a command with its output in `logFile`; resolves whether it exited 0. */
function runToFile(cmd: string, args: string[], env: Record<string, string | undefined>, logFile: string): Promise<boolean> {
  return new Promise((resolve) => {
    const fd = fs.openSync(logFile, 'w');
    let done = false;
    const finish = (ok: boolean, why = '') => {
      if (done) return;
      done = true;
      if (why) fs.writeSync(fd, `\n${why}\n`);
      fs.closeSync(fd);
      resolve(ok);
    };
    const child = spawn(cmd, args, { stdio: ['ignore', fd, fd], env: { ...process.env, ...env } });
    child.on('error', (err) => finish(false, err.message));
    child.on('exit', (code, signal) => finish(code === 0, signal ? `(ended by ${signal})` : ''));
  });
}

const vitestArgs = (project: string, out: string) => ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`];

/** Reads a vitest JSON report into the tallies and the problems list. */
function vitestTally(name: string, out: string, ok: boolean): Tally {
  const r = fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, 'utf8')) : {};
  for (const file of r.testResults ?? []) {
    for (const t of file.assertionResults ?? []) {
      if (t.status === 'failed') problems.push(`FAIL [${name}] ${path.relative(process.cwd(), file.name)} › ${t.fullName}\n${firstLines(t.failureMessages?.[0])}`);
    }
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t: { status: string }) => t.status === 'failed')) {
      problems.push(`FAIL [${name}] ${path.relative(process.cwd(), file.name)}\n${firstLines(file.message)}`);
    }
  }
  return { name, passed: r.numPassedTests ?? 0, failed: (r.numFailedTests ?? 0) + (ok ? 0 : r.numFailedTests ? 0 : 1), skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0), ok };
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

function vitest(name: string, project: string, env: Record<string, string | undefined> = {}) {
  const out = path.join(tmp, `${name}.json`);
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const ok = run('npx', vitestArgs(project, out), env);
  console.log(`(${name}: ${seconds(started)})`);
  tallies.push(vitestTally(name, out, ok));
}

/** Several vitest runs at once, each printed whole when it ends; their tallies in the order given. */
async function vitestTogether(runs: Array<{ name: string; project: string; env: Record<string, string | undefined> }>) {
  console.log(`\n=== ${runs.map((r) => r.name).join(' + ')}, at the same time (each one's output follows when it ends) ===`);
  const started = Date.now();
  const results = await Promise.all(
    runs.map(async (r, i) => {
      const out = path.join(tmp, `${r.name}.json`);
      const log = path.join(tmp, `${i}.log`);
      const ok = await runToFile('npx', vitestArgs(r.project, out), r.env, log);
      console.log(`\n=== ${r.name} (ended after ${seconds(started)}) ===`);
      process.stdout.write(fs.readFileSync(log, 'utf8'));
      return { ok, out };
    }),
  );
  runs.forEach((r, i) => tallies.push(vitestTally(r.name, results[i]!.out, results[i]!.ok)));
}

function playwright() {
  console.log('\n=== end-to-end (Chromium) ===');
  if (!findChromium()) {
    console.log(HOW_TO_GET_CHROMIUM);
    tallies.push({ name: 'end-to-end', passed: 0, failed: 1, skipped: 0, ok: false });
    return;
  }
  const out = path.join(tmp, 'e2e.json');
  const started = Date.now();
  const ok = run('npx', ['playwright', 'test', ...process.argv.slice(2)], { PW_REPORTER: out });
  console.log(`(end-to-end: ${seconds(started)})`);
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
if (want('api') && process.env.TEST_DATABASE_URL) {
  await vitestTogether([
    { name: 'API on embedded PostgreSQL', project: 'api', env: { API_DB: 'embedded' } },
    { name: 'API on PostgreSQL server', project: 'api', env: { API_DB: 'server' } },
  ]);
} else if (want('api')) {
  vitest('API on embedded PostgreSQL', 'api', { API_DB: 'embedded' });
  console.log('\n(TEST_DATABASE_URL is not set: API tests ran on the embedded PostgreSQL only.)');
}
if (want('e2e') && process.env.SKIP_E2E !== '1') playwright();

fs.rmSync(tmp, { recursive: true, force: true });
console.log('\n=== summary ===');
if (problems.length) console.log(`${problems.join('\n')}\n`);
for (const t of tallies) console.log(`${t.ok ? "ok  " : "FAIL"} ${t.name} (${t.passed} passing, ${t.failed} failing${t.skipped ? `, ${t.skipped} skipped` : ""})`);
console.log(closingLine(tallies));
process.exit(exitCode(tallies));
