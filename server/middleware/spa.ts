import fs from 'node:fs';
import path from 'node:path';
import type { Context, Next } from 'koa';
import send from 'koa-send';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Files the build also writes as `.br` and `.gz` (vite.config.ts): their answer varies by Accept-Encoding. */
const PRECOMPRESSED = /\.(js|css|html|svg|webmanifest|json|txt)$/;

function cacheControl(relPath: string): string {
  if (relPath.startsWith('/assets/')) return IMMUTABLE; // content-hashed by Vite
  if (/\/(index\.html|sw\.js|registerSW\.js|manifest\.webmanifest)$/.test(relPath) || relPath.startsWith('/workbox-')) return 'no-cache';
  return 'public, max-age=86400';
}

/**
 * Serves the built PWA: files as they are, and index.html for any other page path so the app's
 * router draws it (its own 404 page included). A missing file with an extension (an old chunk,
 * a mistyped image) is a real 404, never HTML dressed as JavaScript.
 */
export function serveSpa(distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  return async function spa(ctx: Context, next: Next) {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path === '/api' || ctx.path.startsWith('/api/')) return next();
    let rel: string;
    try {
      rel = decodeURIComponent(ctx.path);
    } catch {
      ctx.status = 400;
      ctx.body = 'Bad request';
      return;
    }
    const filePath = path.join(distDir, rel);
    if (filePath.startsWith(distDir + path.sep) && rel !== '/' && fs.existsSync(filePath) && fs.statSync(filePath).isFile()) {
      ctx.set('Cache-Control', cacheControl(rel));
      if (PRECOMPRESSED.test(rel)) ctx.vary('Accept-Encoding');
      await send(ctx, rel, { root: distDir, hidden: false, gzip: true, brotli: true });
      return;
    }
    if (path.extname(rel) !== '' && !rel.endsWith('.html')) return next();
    if (!fs.existsSync(indexFile)) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The app has not been built yet: run `npm run build` (npm start does it for you).';
      return;
    }
    ctx.set('Cache-Control', 'no-cache');
    ctx.vary('Accept-Encoding');
    await send(ctx, 'index.html', { root: distDir, gzip: true, brotli: true });
  };
}
