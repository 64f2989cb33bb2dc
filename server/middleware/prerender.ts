import fs from 'node:fs';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import path from 'node:path';
import type { Context, Next } from 'koa';
import type { AppDeps } from '../deps';
import { createPageCache } from '../prerender/page-cache';
import { loadPublicQueries } from '../prerender/page-data';
import { loadPrerenderBuild, type PrerenderBuild } from '../prerender/render-page';
import { requestLang } from '../request-lang';
import { LANGS, type Lang } from '#shared/i18n/lang';

/** The public pages rendered on the server (docs/decisions/043-prerendering.md). */
export const PRERENDERED_PATHS: ReadonlySet<string> = new Set([
  '/',
  '/services',
  '/barbers',
  '/about',
  '/contact',
  '/store',
  '/book',
  '/find-booking',
  '/privacy',
  '/terms',
  '/line',
]);

/** Paths that keep the app shell whatever they are: the staff app, the manage links, the checkout. */
const SHELL_ONLY = /^\/(admin|manage|checkout|board)(\/|$)|^\/line\//;

/**
 * The page's language: `?lang=`, the switch's cookie, then Accept-Language (server/request-lang.ts),
 * with `Vary` on both. Each language's page is rendered and kept on its own, at the same URL.
 */
export const pageLanguage = (ctx: Context): Lang => requestLang(ctx);

/** The key under which every unknown path's 404 page is kept (it shows nothing of the path). */
const NOT_FOUND_KEY = '*404';

/** A kept page, with its bytes compressed once at the best levels (served as they are; koa-compress leaves them). */
type Page = { status: number; html: string; br: Buffer; gzip: Buffer } | undefined;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Off the main thread (libuv's pool): brotli at quality 11 takes a noticeable moment for a 100 kB page. */
const compressed = (html: string) =>
  Promise.all([
    brotli(html, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
      },
    }),
    gzip(html, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);

/**
 * Public page loads answered with HTML rendered on the server from the database, then hydrated by
 * the app (docs/decisions/043-prerendering.md): the same routes and components, the React Query
 * cache filled as the API would fill it, critical CSS inline. Kept per (path, language, build) while
 * the schedule cache hears the database's notifications, dropped on each. Anything else (admin,
 * query strings, no build of the renderer, a render that fails) goes on to the app shell.
 */
export function prerenderPages({ db, config, scheduleCache }: AppDeps) {
  const shellFile = path.join(config.distDir, 'index.html');
  /** Whether the database's notifications can be heard now: pages are kept only then. */
  const listening = () => scheduleCache?.status().listening ?? false;
  const cache = createPageCache<Page>({ listening });
  // A catalogue or shop change (a '*' notification, or this process's own write) drops every page;
  // an appointment's days change nothing a pre-rendered page shows.
  scheduleCache?.onForget((days) => {
    if (days === '*') cache.clear();
  });

  let loaded: { stamp: number; build: Promise<PrerenderBuild | undefined> } | undefined;
  /** The build on disk, loaded again when it changes (a rebuild in place). */
  function currentBuild(): Promise<PrerenderBuild | undefined> {
    let stamp = 0;
    try {
      stamp = fs.statSync(shellFile).mtimeMs;
    } catch {
      /* no build */
    }
    if (!loaded || loaded.stamp !== stamp) {
      cache.clear();
      // The replaced build's renderer thread stops once the renders it may still be doing are done.
      const old = loaded?.build;
      if (old) setTimeout(() => void old.then((b) => b?.close()).catch(() => undefined), 30_000).unref();
      loaded = { stamp, build: stamp === 0 ? Promise.resolve(undefined) : loadPrerenderBuild(config.distDir) };
    }
    return loaded.build;
  }
  // Loaded as the server starts (in its own thread), so the first visitor does not wait for it.
  void currentBuild().catch(() => undefined);

  async function renderPage(build: PrerenderBuild, url: string, lang: Lang): Promise<Page> {
    const queries = await loadPublicQueries(db, config, lang);
    const result = await build.render({ url, lang, queries });
    if (result.kind !== 'page') return undefined;
    const html = await build.html(result, lang);
    const [br, gz] = await compressed(html);
    return { status: result.status, html, br, gzip: gz };
  }

  /**
   * The same page in the other language, rendered now if it is not kept: a visitor's language switch asks
   * for it (pwa/start/visitor-lang.ts), and would otherwise wait for its render. Nothing is rendered while
   * nothing can be kept.
   */
  function keepOtherLanguages(build: PrerenderBuild, p: string, lang: Lang): void {
    if (!listening()) return;
    for (const other of LANGS) {
      if (other === lang) continue;
      cache
        .get({ path: p, lang: other, build: build.id }, () => renderPage(build, `http://localhost${p}`, other))
        .catch((err: unknown) => config.log.warn({ err, path: p, lang: other }, 'Pre-rendering the other language failed'));
    }
  }

  return async function prerender(ctx: Context, next: Next) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const p = ctx.path;
    if (p === '/api' || p.startsWith('/api/') || SHELL_ONLY.test(p) || path.posix.extname(p) !== '' || ctx.querystring !== '')
      return next();
    const known = PRERENDERED_PATHS.has(p);
    let page: Page;
    let lang: Lang = 'en';
    try {
      const build = await currentBuild();
      if (!build) return next();
      lang = pageLanguage(ctx);
      if (!known && !(await build.isNotFound(p))) return next(); // a page of the app that is not pre-rendered
      // Every unknown path shows the same 404 page: kept once, not once per path.
      const key = { path: known ? p : NOT_FOUND_KEY, lang, build: build.id };
      page = await cache.get(key, () => renderPage(build, `http://localhost${p}`, lang));
      if (known) keepOtherLanguages(build, p, lang);
    } catch (err) {
      config.log.warn({ err, path: p }, 'Pre-rendering failed: answering with the app shell');
      return next();
    }
    if (!page) return next();
    ctx.status = page.status;
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-cache');
    ctx.set('Content-Language', lang);
    ctx.vary('Accept-Encoding');
    // Brotli whenever the browser takes it: Chrome lists gzip first with equal weight, and the plain
    // negotiation would then pick gzip (about a quarter more bytes on a page with its CSS inline).
    const encoding = ctx.acceptsEncodings('br') === 'br' ? 'br' : ctx.acceptsEncodings('gzip') === 'gzip' ? 'gzip' : 'identity';
    if (encoding === 'br' || encoding === 'gzip') {
      ctx.set('Content-Encoding', encoding);
      ctx.body = encoding === 'br' ? page.br : page.gzip;
    } else {
      ctx.body = page.html;
    }
  };
}
