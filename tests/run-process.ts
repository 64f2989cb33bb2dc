import { spawn, spawnSync, type StdioOptions } from 'node:child_process';

/**
 * How `npm test` (tests/run.ts) runs each of its runs: in a process group of its own, so that a run
 * that hangs (a process that never exits, a loop that never yields) is stopped whole at its time limit,
 * its runner with the workers and whatever they started, and says what it had running; and so that
 * what a run leaves behind when it exits (a server, a database) goes with it.
 */

/** Every run's process group, to stop them all if `npm test` itself is stopped. */
const groups = new Set<number>();

function stopGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

/** Stops every run's group when this process is interrupted or terminated. */
export function stopRunsWithThisProcess() {
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      for (const pid of groups) stopGroup(pid, 'SIGKILL');
      process.exit(1);
    });
}

/** The processes of a group (ps), for the message of a run stopped at its limit. */
function groupProcesses(pid: number): string {
  const r = spawnSync('ps', ['-o', 'pid,etimes,pcpu,args', '-g', String(pid)], { encoding: 'utf8' });
  return (r.stdout || r.error?.message || '')
    .split('\n')
    .map((l) => l.slice(0, 200))
    .join('\n');
}

/**
 * Runs `cmd` in a group of its own; resolves whether it exited 0. Past `limitMs` the whole group gets
 * SIGTERM (SIGKILL 10 s later), `say` gets a message naming what was still running, and the run
 * counts as failed.
 */
export function spawnRun(
  cmd: string,
  args: string[],
  opts: { env: Record<string, string | undefined>; stdio: StdioOptions; limitMs: number; say: (text: string) => void },
): Promise<boolean> {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(cmd, args, { stdio: opts.stdio, env: { ...process.env, ...opts.env }, detached: true });
    const pid = child.pid;
    if (pid) groups.add(pid);
    let timedOut = false;
    const limit = setTimeout(() => {
      timedOut = true;
      opts.say(
        `\n(${[cmd, ...args].join(' ').slice(0, 120)} was still running after ${Math.round((Date.now() - started) / 1000)} s: ` +
          `stopped, and counted as a failure. What it had running:)\n${pid ? groupProcesses(pid) : ''}\n`,
      );
      if (!pid) return;
      stopGroup(pid, 'SIGTERM');
      setTimeout(() => stopGroup(pid, 'SIGKILL'), 10_000).unref();
    }, opts.limitMs);
    const finish = (ok: boolean) => {
      clearTimeout(limit);
      if (pid) {
        groups.delete(pid);
        stopGroup(pid, 'SIGKILL'); // what it left behind goes with it
      }
      resolve(ok && !timedOut);
    };
    child.on('error', (err) => {
      opts.say(`\n${err.message}\n`);
      finish(false);
    });
    child.on('exit', (code, signal) => {
      if (signal && !timedOut) opts.say(`\n(ended by ${signal})\n`);
      finish(code === 0);
    });
  });
}
