import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { RenderInput, RenderResult } from '../../pwa/entry-server';
import { PAGE_ASSETS_ID, type PageAssets } from '#shared/prerender/page-assets';
import { scriptJson } from '#shared/prerender/prerendered-state';

/**
 * The build's renderer in a thread of its own (server/prerender/ssr-worker.mjs), started without the
 * server's TypeScript loader (`execArgv: []`): loading the 4 MB renderer through that loader held the
 * server's main thread 7-13 s on a quiet machine (40 s on a loaded one), and every request with it
 * (docs/decisions/087-renderer-off-the-main-thread.md). Resolves once the renderer is loaded; rejects if
 * it cannot be. The thread does not keep the process alive.
 */
async function startRenderer(entryUrl: string) {
  const worker = new Worker(new URL('./ssr-worker.mjs', import.meta.url), { workerData: { entryUrl }, execArgv: [] });
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let next = 0;
  let gone: Error | undefined;
  const fail = (err: Error) => {
    gone ??= err;
    for (const w of waiting.values()) w.reject(gone);
    waiting.clear();
  };
  let loading: { resolve: () => void; reject: (e: Error) => void } | undefined;
  const ready = new Promise<void>((resolve, reject) => (loading = { resolve, reject }));
  worker.on('message', (m: { ready?: true; id: number; ok: boolean; value?: unknown; message?: string }) => {
    if (m.ready) return loading?.resolve();
    const w = waiting.get(m.id);
    if (!w) return;
    waiting.delete(m.id);
    if (m.ok) w.resolve(m.value);
    else w.reject(new Error(m.message));
  });
  worker.on('error', (err) => {
    loading?.reject(err);
    fail(err);
  });
  worker.on('exit', (code) => {
    const err = new Error(`the page renderer's thread exited (${code})`);
    loading?.reject(err);
    fail(err);
  });
  worker.unref();
  await ready;
  return {
    call(method: 'render' | 'isNotFound', arg: unknown): Promise<unknown> {
      if (gone) return Promise.reject(gone);
      const id = next++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, method, arg });
      });
    },
    close: async () => {
      await worker.terminate();
    },
  };
}

/** Where `npm run build` writes the server's page renderer for a client build in `distDir`. */
export const ssrDirOf = (distDir: string) => `${distDir}-server`;

type ManifestChunk = { file: string; css?: string[]; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** One build, as the server uses it to pre-render: its shell, its manifest and its renderer. */
export type PrerenderBuild = {
  /** Changes with every build (a hash of the shell): part of each cached page's key. */
  id: string;
  render(input: RenderInput): Promise<RenderResult>;
  /** Whether the app answers this path with its 404 page. */
  isNotFound(pathname: string): Promise<boolean>;
  /** Stops the renderer's thread (a newer build replaces this one). */
  close(): Promise<void>;
  /** The final HTML of a rendered page: the shell with the markup, the state, the page's stylesheets and the list of its code. */
  html(result: Extract<RenderResult, { kind: 'page' }>, lang: string): Promise<string>;
};

/**
 * The app's own start (pwa/main.tsx, as the build's manifest names it): the boot file imports it, and
 * React with it, when the page starts (docs/decisions/052-code-on-first-use.md).
 */
export const APP_MODULE = 'main.tsx';

/** The CSS files and the code (with what it imports) the build's manifest lists for these source modules. */
export function pageAssets(manifest: Manifest, modules: readonly string[]): { css: string[]; js: string[] } {
  const css = new Set<string>();
  const js = new Set<string>();
  const collect = (key: string, intoJs: Set<string>, intoCss: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || intoJs.has(chunk.file)) return;
    intoJs.add(chunk.file);
    for (const c of chunk.css ?? []) intoCss.add(c);
    for (const i of chunk.imports ?? []) collect(i, intoJs, intoCss);
  };
  // What the shell links already (the entry and everything it imports).
  const shellJs = new Set<string>();
  const shellCss = new Set<string>();
  collect('index.html', shellJs, shellCss);
  for (const m of modules) collect(m, js, css);
  return { css: [...css].filter((f) => !shellCss.has(f)), js: [...js].filter((f) => !shellJs.has(f)) };
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * What a pre-rendered page's head gains (docs/decisions/049-quiet-main-thread.md): its stylesheets,
 * linked, so the browser styles the page once, before its first paint and from its HTTP cache on every
 * later page; and, in the JSON pwa/start/boot.ts reads, the code the page starts with (React, the app, the
 * route's modules; docs/decisions/052-code-on-first-use.md) and the year it was rendered in. No CSS goes inline and no stylesheet is switched on
 * after the paint: that restyles and lays out the whole page again, 200-350 ms of a phone's main
 * thread on Home whatever the stylesheet's size.
 */
export function pageHead(styles: readonly string[], modules: readonly string[], year: number): string {
  const links = styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttr(href)}">`);
  const assets: PageAssets = { modules: [...modules], year };
  return [...links, `<script type="application/json" id="${PAGE_ASSETS_ID}">${scriptJson(assets)}</script>`]
    .map((l) => `  ${l}\n`)
    .join('');
}
const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * Loads the build in `distDir` and its renderer (`<distDir>-server/entry-server.js`); undefined when
 * either is missing (the server then answers every page with the app shell, as before).
 */
export async function loadPrerenderBuild(distDir: string): Promise<PrerenderBuild | undefined> {
  const shellFile = path.join(distDir, 'index.html');
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  const entryFile = path.join(ssrDirOf(distDir), 'entry-server.js');
  if (![shellFile, manifestFile, entryFile].every((f) => fs.existsSync(f))) return undefined;
  const shell = fs.readFileSync(shellFile, 'utf8');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const id = crypto.createHash('sha256').update(shell).update(fs.readFileSync(entryFile)).digest('hex').slice(0, 16);
  if (!shell.includes('<div id="root"></div>')) return undefined;
  const renderer = await startRenderer(`${pathToFileURL(entryFile).href}?build=${id}`);
  return {
    id,
    render: (input) => renderer.call('render', input) as Promise<RenderResult>,
    isNotFound: (pathname) => renderer.call('isNotFound', pathname) as Promise<boolean>,
    close: renderer.close,
    async html(result, lang) {
      // The app's start first (React, the app, the layout), then the route's own code.
      const assets = pageAssets(manifest, [APP_MODULE, ...result.modules]);
      return shell
        .replace(/<html lang="[^"]*"/, `<html lang="${escapeAttr(lang)}"`)
        .replace(/<title>[^<]*<\/title>/, (t) => (result.title === undefined ? t : `<title>${escapeText(result.title)}</title>`))
        .replace(
          '</head>',
          () =>
            `${pageHead(
              assets.css.map((f) => `/${f}`),
              assets.js.map((f) => `/${f}`),
              new Date().getFullYear(),
            )}  </head>`,
        )
        .replace(
          '<div id="root"></div>',
          // The state first: the app reads it before hydrating; type="application/json" is data, never run.
          // (Functions, not strings: a page's text may hold `$&` or `$'`, which a replacement string expands.)
          () => `<script type="application/json" id="prerendered-state">${result.state}</script>\n    <div id="root">${result.html}</div>`,
        );
    },
  };
}
