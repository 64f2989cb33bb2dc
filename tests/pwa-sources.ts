import fs from 'node:fs';
import path from 'node:path';

/**
 * The PWA's TypeScript sources as [path, text], for the tests that check what the build may drop
 * (tests/radix-css-subset.test.ts, tests/barrel-imports.test.ts). `tests: false` leaves out `*.test.ts(x)`.
 */
export function pwaSources({ tests = true }: { tests?: boolean } = {}): Array<[string, string]> {
  const files: Array<[string, string]> = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.tsx?$/.test(e.name) && (tests || !/\.test\.tsx?$/.test(e.name))) files.push([p, fs.readFileSync(p, 'utf8')]);
    }
  };
  walk('pwa');
  return files;
}
