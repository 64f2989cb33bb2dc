/**
 * `npm test`: every test — unit, API against the embedded PostgreSQL and API against the server at
 * TEST_DATABASE_URL (when set), end-to-end in Chromium — and one closing line `N passed, N failed`
 * over all of them. Exits non-zero if anything failed or could not run.
 *
 * One kind at a time: the unit run, then the end-to-end run, then the two API runs at once
 * (tests/bench/RESULTS.md, "CI time"; decision 087). The end-to-end output streams as it runs; each vitest run's output goes
 * to a file and is printed, whole and under its own heading, as that run ends, so none interleave
 * line by line.
 *
 * The runs share nothing that collides: each API run has its own PostgreSQL (a temporary folder and a
 * free port for the embedded one; the server's own databases, made per test file, for the other), the
 * end-to-end run its own server, data folder and build, every app, fake Stripe, push service and relay
 * a test starts listens on a port the system picks, and the folders they write are made with mkdtemp.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { findChromium, findHeadlessShell, HOW_TO_GET_CHROMIUM, HOW_TO_GET_HEADLESS_SHELL } from './e2e/find-chromium';

import { closingLine, exitCode, type Tally } from './run-summary';
import { spawnRun, stopRunsWithThisProcess } from './run-process';

const tallies: Tally[] = [];
/**
 * Failed (and, for Playwright, flaky) tests with the first lines of their error, repeated under the
 * summary: CI shows the end of the output, so the cause must be there, not 3,000 lines above.
 */
const problems: string[] = [];
const firstLines = (text: unknown, n = 6) =>
  stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .filter((l) => l.trim())
    .slice(0, n)
    .map((l) => `      ${l}`)
    .join('\n');
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'barbershop-test-run-'));

/**
 * How long one run may take before it is stopped (RUN_LIMIT_MIN, 60 minutes unless set): a run that
 * hangs must end `npm test` with its output and what it left running, not hold CI until CI's own
 * limit cuts everything off with nothing said. On a slow hour the end-to-end run has been on course
 * for about an hour (2026-11-28), so the limit leaves it that, inside CI's 90 minutes.
 */
const RUN_LIMIT_MS = Number(process.env.RUN_LIMIT_MIN || 60) * 60_000;
stopRunsWithThisProcess();

/** Runs a command with its output where this process's goes; resolves whether it exited 0. */
function run(cmd: string, args: string[], env: Record<string, string | undefined>): Promise<boolean> {
  return spawnRun(cmd, args, { env, stdio: 'inherit', limitMs: RUN_LIMIT_MS, say: (text) => process.stdout.write(text) });
}

/** Runs a command with its output in `logFile`; resolves whether it exited 0. */
async function runToFile(cmd: string, args: string[], env: Record<string, string | undefined>, logFile: string): Promise<boolean> {
  const fd = fs.openSync(logFile, 'w');
  try {
    return await spawnRun(cmd, args, { env, stdio: ['ignore', fd, fd], limitMs: RUN_LIMIT_MS, say: (text) => void fs.writeSync(fd, text) });
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * An API file spends most of its time waiting on PostgreSQL, a child process or a timer (one at a time it
 * kept about 0.4 of a core busy), so each API run takes API_WORKERS files at once (2 unless set): one run
 * alone took 648 s on 1 worker and 335 s on 3 (tests/bench/RESULTS.md, "CI time"). Every file has a
 * database of its own, so files never see each other's rows.
 */
const apiWorkers = process.env.API_WORKERS ?? '2';
/**
 * The unit run takes UNIT_WORKERS files at once (2 unless set). Vitest's own default gave it one worker
 * on this 2-core machine: 330 s at 110% of a core, against 219 s on 2 (tests/bench/RESULTS.md, "CI time").
 */
const unitWorkers = process.env.UNIT_WORKERS ?? '2';
const vitestArgs = (project: string, out: string) => [
  'vitest',
  'run',
  '--project',
  project,
  `--maxWorkers=${project === 'api' ? apiWorkers : unitWorkers}`,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${out}`,
];

/** Reads a vitest JSON report into the tallies and the problems list. */
function vitestTally(name: string, out: string, ok: boolean): Tally {
  const r = fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, 'utf8')) : {};
  for (const file of r.testResults ?? []) {
    for (const t of file.assertionResults ?? []) {
      // A test that passed with a failure message passed on its retry (on CI, vite.config.ts).
      const flaky = t.status === 'passed' && (t.failureMessages?.length ?? 0) > 0;
      if (t.status === 'failed' || flaky)
        problems.push(
          `${flaky ? 'FLAKY (passed on retry)' : 'FAIL'} [${name}] ${path.relative(process.cwd(), file.name)} › ${t.fullName}\n${firstLines(t.failureMessages?.[0])}`,
        );
    }
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t: { status: string }) => t.status === 'failed')) {
      problems.push(`FAIL [${name}] ${path.relative(process.cwd(), file.name)}\n${firstLines(file.message)}`);
    }
  }
  return {
    name,
    passed: r.numPassedTests ?? 0,
    failed: (r.numFailedTests ?? 0) + (ok ? 0 : r.numFailedTests ? 0 : 1),
    skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
    ok,
  };
}

/** Vitest runs, all at once, each printed whole when it ends; their tallies in the order given. */
async function vitest(runs: Array<{ name: string; project: string; env?: Record<string, string | undefined> }>) {
  console.log(
    `\n=== ${runs.map((r) => r.name).join(' + ')} started (${runs.length > 1 ? "each one's output follows when it ends" : 'its output follows when it ends'}) ===`,
  );
  const started = Date.now();
  const results = await Promise.all(
    runs.map(async (r) => {
      const out = path.join(tmp, `${r.name}.json`);
      const log = path.join(tmp, `${r.name}.log`);
      const ok = await runToFile('npx', vitestArgs(r.project, out), r.env ?? {}, log);
      console.log(`\n=== ${r.name} (ended after ${seconds(started)}) ===`);
      process.stdout.write(fs.readFileSync(log, 'utf8'));
      return { ok, out };
    }),
  );
  runs.forEach((r, i) => tallies.push(vitestTally(r.name, results[i]!.out, results[i]!.ok)));
}

/** The end-to-end run; answers its tally. */
async function playwright(): Promise<Tally> {
  console.log('\n=== end-to-end (Chromium) started (its output streams) ===');
  if (!findChromium()) {
    console.log(HOW_TO_GET_CHROMIUM);
    return { name: 'end-to-end', passed: 0, failed: 1, skipped: 0, ok: false };
  }
  if (!process.env.CHROME_PATH && !findHeadlessShell()) console.log(HOW_TO_GET_HEADLESS_SHELL);
  const out = path.join(tmp, 'e2e.json');
  const started = Date.now();
  // Two workers, each with its own server and database (playwright.config.ts); E2E_WORKERS sets another number.
  const ok = await run('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    PW_REPORTER: out,
    E2E_WORKERS: process.env.E2E_WORKERS ?? '2',
  });
  console.log(`\n=== end-to-end (ended after ${seconds(started)}) ===`);
  const report = fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, 'utf8')) : {};
  const s = report.stats ?? {};
  collectPlaywrightProblems(report.suites ?? []);
  const failed = (s.unexpected ?? 0) + (ok ? 0 : s.unexpected ? 0 : 1);
  return { name: 'end-to-end', passed: (s.expected ?? 0) + (s.flaky ?? 0), failed, skipped: s.skipped ?? 0, ok };
}

type PwError = { message?: string; location?: { file: string; line: number } };
type PwSuite = {
  title: string;
  file?: string;
  suites?: PwSuite[];
  specs?: Array<{
    title: string;
    file: string;
    line: number;
    tests: Array<{
      projectName: string;
      status: string;
      results: Array<{ status: string; error?: PwError; errors?: PwError[] }>;
    }>;
  }>;
};
function collectPlaywrightProblems(suites: PwSuite[]) {
  for (const suite of suites) {
    collectPlaywrightProblems(suite.suites ?? []);
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        if (t.status !== 'unexpected' && t.status !== 'flaky') continue;
        const failure = t.results.find((r) => r.status !== 'passed' && r.status !== 'skipped');
        const label = t.status === 'flaky' ? 'FLAKY (passed on retry)' : 'FAIL';
        // A timeout has two errors: "Test timeout of … exceeded" and the step it was waiting on, with its line.
        const errors = (failure?.errors?.length ? failure.errors : failure?.error ? [failure.error] : []).slice(0, 3);
        const said = errors.map((e) => {
          const at = e.location ? `      at ${path.relative(process.cwd(), e.location.file)}:${e.location.line}\n` : '';
          return `${at}${firstLines(e.message, errors.length > 1 ? 4 : 6)}`;
        });
        problems.push(`${label} [${t.projectName}] ${spec.file}:${spec.line} › ${spec.title}\n${said.join('\n')}`);
      }
    }
  }
}

const only = process.env.TEST_ONLY?.split(',');
const want = (k: string) => !only || only.includes(k);

const started = Date.now();
// One kind at a time: the unit run, then the end-to-end run, then the two API runs together. Journeys
// run beside the unit run's jsdom files, or beside the API runs' servers and child processes, timed out
// on a fresh clone (load 16-22 on 2 cores: a 45 s journey's page waited for a core); each alone keeps
// the two cores busy, so running them one after another costs little time (decision 087).
if (want('unit')) await vitest([{ name: 'unit', project: 'unit' }]);
if (want('e2e') && process.env.SKIP_E2E !== '1') tallies.push(await playwright());
if (want('api') && process.env.TEST_DATABASE_URL) {
  await vitest([
    { name: 'API on embedded PostgreSQL', project: 'api', env: { API_DB: 'embedded' } },
    { name: 'API on PostgreSQL server', project: 'api', env: { API_DB: 'server' } },
  ]);
} else if (want('api')) {
  await vitest([{ name: 'API on embedded PostgreSQL', project: 'api', env: { API_DB: 'embedded' } }]);
  console.log('\n(TEST_DATABASE_URL is not set: API tests ran on the embedded PostgreSQL only.)');
}
console.log(`\n(every run: ${seconds(started)})`);

fs.rmSync(tmp, { recursive: true, force: true });
console.log('\n=== summary ===');
if (problems.length) console.log(`${problems.join('\n')}\n`);
for (const t of tallies)
  console.log(`${t.ok ? 'ok  ' : 'FAIL'} ${t.name} (${t.passed} passing, ${t.failed} failing${t.skipped ? `, ${t.skipped} skipped` : ''})`);
console.log(closingLine(tallies));
process.exit(exitCode(tallies));
