import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from '../logger';
import { ssrDirOf } from '../prerender/render-page';

const SOURCES = ['pwa', 'shared', 'vite.config.ts', 'package.json'];

function newestMtime(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of fs.readdirSync(p)) {
    if (entry === 'node_modules' || entry.endsWith('.test.ts')) continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  }
  return newest;
}

const mtime = (file: string) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);

/**
 * Builds the PWA and the server's page renderer (`<distDir>-server`, docs/decisions/043-prerendering.md)
 * when either is missing or a source file is newer than the last build.
 */
export async function buildIfNeeded(distDir: string, log: Logger): Promise<void> {
  const ssrDir = ssrDirOf(distDir);
  const built = Math.min(mtime(path.join(distDir, 'index.html')), mtime(path.join(ssrDir, 'entry-server.js')));
  const sources = Math.max(...SOURCES.map((s) => newestMtime(path.resolve(s))));
  if (built > 0 && built >= sources) return;
  log.info(built === 0 ? 'Building the app (first start) ...' : 'Sources changed since the last build: rebuilding the app ...');
  const { build } = await import('vite');
  // Always what visitors get: Vite keeps a NODE_ENV already set (the e2e server runs under 'test'),
  // and with anything but 'production' React ships its development build (slower, and it runs every
  // effect twice under StrictMode), so the tests would not be testing the real app.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: path.resolve('vite.config.ts'), logLevel: 'warn', build: { outDir: distDir, emptyOutDir: true } });
    // The renderer second (vite.config.ts reads VITE_SSR_BUILD: no service worker, one file); its
    // entry-server.js is written after the client's index.html, so the check above sees both.
    process.env.VITE_SSR_BUILD = '1';
    await build({
      configFile: path.resolve('vite.config.ts'),
      logLevel: 'warn',
      build: { ssr: 'entry-server.tsx', outDir: ssrDir, emptyOutDir: true },
    });
  } finally {
    delete process.env.VITE_SSR_BUILD;
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
