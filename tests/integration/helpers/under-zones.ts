import { spawn } from 'node:child_process';
import { describe, expect, inject, it } from 'vitest';

function runSuites(suites: string[], tz: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--project', 'api', '--reporter=dot', ...suites], {
      env: {
        ...process.env,
        TZ: tz,
        EXPECT_TZ: tz,
        NO_COLOR: '1',
        FORCE_COLOR: undefined,
        // This run's PostgreSQL and template, not a PostgreSQL of its own started and migrated again (global-setup.ts).
        API_DB_OF_PARENT: JSON.stringify({
          adminDatabaseUrl: inject('adminDatabaseUrl'),
          databaseKind: inject('databaseKind'),
          templateDatabase: inject('templateDatabase'),
        }),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({ code, output }));
  });
}

/**
 * Runs `suites` again in a child vitest process under each process time zone in `zones`; each suite
 * checks it really runs in the zone asked for (EXPECT_TZ). Skipped inside such a child run.
 */
export function describeUnderZones(title: string, suites: string[], zones: string[]) {
  describe.skipIf(process.env.EXPECT_TZ)(title, () => {
    for (const tz of zones) {
      it(`pass with TZ=${tz}`, { timeout: 180_000 }, async () => {
        const { code, output } = await runSuites(suites, tz);
        expect(code, output).toBe(0);
        expect(output).toMatch(/Tests\s+\d+ passed/);
        expect(output).not.toMatch(/skipped|failed/);
      });
    }
  });
}
