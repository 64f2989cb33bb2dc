import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { spawnRun } from './run-process';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const eventually = async (check: () => boolean, ms = 5000) => {
  for (const end = Date.now() + ms; !check() && Date.now() < end;) await new Promise((r) => setTimeout(r, 50));
  return check();
};

/** A runner that starts a worker (its pid written to PID_FILE; SIGTERM ignored), then exits with EXIT, or never when EXIT is unset. */
const RUNNER = `
  const { spawn } = require('node:child_process');
  const w = spawn(process.execPath, ['-e', "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000)"], { stdio: 'ignore' });
  require('node:fs').writeFileSync(process.env.PID_FILE, String(w.pid));
  if (process.env.EXIT) setTimeout(() => process.exit(Number(process.env.EXIT)), 200);
  else setInterval(() => {}, 1000);`;

function runner(env: Record<string, string>, limitMs: number) {
  const pidFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'run-process-')), 'pid');
  let said = '';
  const result = spawnRun(process.execPath, ['-e', RUNNER], {
    env: { ...env, PID_FILE: pidFile },
    stdio: 'ignore',
    limitMs,
    say: (t) => (said += t),
  });
  return { result, said: () => said, worker: () => Number(fs.readFileSync(pidFile, 'utf8')) };
}

describe('spawnRun (how npm test runs each of its runs)', () => {
  it('stops a run still going at its limit, with what it started, says what that was, and counts it failed', async () => {
    const started = Date.now();
    const r = runner({}, 1500);
    expect(await r.result).toBe(false);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(r.said()).toMatch(/was still running after \d+ s: stopped, and counted as a failure/);
    expect(r.said()).toContain('setInterval'); // the group's processes, listed
    expect(await eventually(() => !alive(r.worker()), 15_000)).toBe(true); // SIGTERM ignored: SIGKILL follows
  }, 30_000);

  it('answers whether a run exited 0, and what a run leaves running goes with it', async () => {
    for (const exit of ['0', '3']) {
      const r = runner({ EXIT: exit }, 20_000);
      expect(await r.result).toBe(exit === '0');
      expect(r.said()).toBe('');
      expect(await eventually(() => !alive(r.worker()))).toBe(true);
    }
  }, 30_000);
});
