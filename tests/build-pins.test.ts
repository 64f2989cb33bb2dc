import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Three build plugins lean on how a package is built, not on a documented API
 * (docs/decisions/090-build-plugins-measured.md): they stay because each buys more than it costs, and
 * the packages they read stay on exact versions, so an ordinary `npm update` cannot change what they read.
 */
const PINNED: Record<string, { readBy: string; check: string }> = {
  '@radix-ui/themes': {
    readBy: 'scripts/barrel-imports.ts (its components barrel), scripts/radix-css-subset.ts (its class names)',
    check: 'tests/barrel-imports.test.ts tests/radix-css-subset.test.ts',
  },
  'radix-ui': { readBy: 'scripts/barrel-imports.ts (its barrel of primitives)', check: 'tests/barrel-imports.test.ts' },
  vite: { readBy: 'scripts/compile-hints.ts (the hook of its import-analysis plugin)', check: 'tests/compile-hints.test.ts' },
};

/** What to do to move one of them to a new version: the message a failing check prints. */
const UPGRADE_STEP = (name: string) =>
  `${name} is read by ${PINNED[name]!.readBy}. To upgrade it: set the new exact version in package.json, run npm install, ` +
  `then npx vitest run --project unit ${PINNED[name]!.check} and npx playwright test compile-hints first-visit-budget code-on-first-use, ` +
  'and compare npm run bench:transfer -- --started with tests/bench/RESULTS.md ("Each build plugin, measured").';

describe('packages the build reads are on exact versions', () => {
  const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  for (const name of Object.keys(PINNED)) {
    it(name, () => {
      const wanted = pkg.dependencies[name] ?? pkg.devDependencies[name];
      expect(wanted, UPGRADE_STEP(name)).toMatch(/^\d+\.\d+\.\d+$/);
      const installed = (JSON.parse(fs.readFileSync(`node_modules/${name}/package.json`, 'utf8')) as { version: string }).version;
      expect(installed, UPGRADE_STEP(name)).toBe(wanted);
    });
  }
});
