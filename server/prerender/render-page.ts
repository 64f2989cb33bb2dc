import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import type { isNotFound, RenderInput, RenderResult } from '../../pwa/entry-server';
import { PAGE_ASSETS_ID, type PageAssets } from '../../pwa/app/page-assets';
import { scriptJson } from '../../pwa/app/prerendered-state';
import { pruneCriticalCss } from './critical-css';

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
  isNotFound(pathname: string): boolean;
  /** The final HTML of a rendered page: the shell with the markup, the state, the page's CSS and code, critical CSS inlined. */
  html(result: Extract<RenderResult, { kind: 'page' }>, lang: string): Promise<string>;
};

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

/** A selector's `:where(…)`, `:is(…)` or `:not(…)` holding only classes and attributes (no pseudo-class inside). */
const PLAIN_GROUP = /:(?:where|is|not)\((?:\\.|[^():\\])*\)/g;

/**
 * Beasties keeps a rule when an element matches its selector with every pseudo-class removed, so
 * `.rt-Heading:where(.md\:rt-r-size-9)` counted as `.rt-Heading` and every responsive size of every
 * Radix component went inline. Plain `:where`/`:is`/`:not` groups are kept (the DOM can match them);
 * a selector with any other pseudo-class is normalised as Beasties does (kept when in doubt).
 */
// normalizeCssSelector is Beasties' own (0.5.x), not in its typings: a unit test checks it is still called.
const BeastiesWithSelectors = Beasties as unknown as new (options: ConstructorParameters<typeof Beasties>[0]) => Beasties & {
  normalizeCssSelector(sel: string): string;
};

export class RadixBeasties extends BeastiesWithSelectors {
  override normalizeCssSelector(sel: string): string {
    const groups: string[] = [];
    const masked = sel.replace(PLAIN_GROUP, (m) => `\u{E000}${groups.push(m) - 1}\u{E001}`);
    if (/(?<!\\):/.test(masked)) return super.normalizeCssSelector(sel);
    return masked.replace(/\u{E000}(\d+)\u{E001}/gu, (_, i: string) => groups[Number(i)]!).trim();
  }
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const unescapeAttr = (s: string) => s.replace(/&quot;/g, '"').replace(/&amp;/g, '&');

/** A stylesheet Beasties made non-blocking (`media="print" data-beasties-media="all"`), outside <noscript>. */
const DEFERRED_STYLESHEET = /<link\b[^>]*\bdata-beasties-media="[^"]*"[^>]*>\s*/g;

/**
 * Takes the stylesheets Beasties deferred out of the page and lists them, with the route's modules, in
 * the JSON pwa/boot.ts reads once the page has painted (docs/decisions/048-first-paint-then-code.md):
 * a `<link>` in the HTML, even one with media="print", is fetched while the page is still loading.
 * Their <noscript> copies stay, for a browser without JavaScript.
 */
export function listAfterPaint(html: string, modules: readonly string[]): string {
  const styles: string[] = [];
  const outside = html.split(/(<noscript>[\s\S]*?<\/noscript>)/);
  const kept = outside
    .map((part) =>
      part.startsWith('<noscript>')
        ? part
        : part.replace(DEFERRED_STYLESHEET, (tag) => {
            const href = /\bhref="([^"]*)"/.exec(tag)?.[1];
            if (href !== undefined) styles.push(unescapeAttr(href));
            return '';
          }),
    )
    .join('');
  const assets: PageAssets = { styles, modules: [...modules] };
  return kept.replace('</head>', `  <script type="application/json" id="${PAGE_ASSETS_ID}">${scriptJson(assets)}</script>\n  </head>`);
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
  // The file's hash in the URL: a rebuild in the same folder is imported anew, not from Node's module cache.
  const entry = (await import(`${pathToFileURL(entryFile).href}?build=${id}`)) as { render(input: RenderInput): Promise<RenderResult>; isNotFound: typeof isNotFound };
  if (!shell.includes('<div id="root"></div>')) return undefined;
  // Critical CSS (docs/decisions/043-prerendering.md): the rules the page's elements use go inline; the
  // stylesheets are loaded by pwa/boot.ts once the page has painted (listAfterPaint), so no inline
  // script is needed (the CSP forbids it); <noscript> keeps them for a browser without JS.
  const beasties = new RadixBeasties({
    path: distDir,
    publicPath: '/',
    preload: 'media-script',
    noscriptFallback: true,
    pruneSource: false,
    inlineFonts: false,
    reduceInlineStyles: false,
    mergeStylesheets: true,
    logLevel: 'silent',
  });

  return {
    id,
    render: (input) => entry.render(input),
    isNotFound: (pathname) => entry.isNotFound(pathname),
    async html(result, lang) {
      const assets = pageAssets(manifest, result.modules);
      // The stylesheets go in for Beasties to find the critical CSS in; listAfterPaint takes them out again.
      const head = assets.css.map((f) => `<link rel="stylesheet" crossorigin href="/${escapeAttr(f)}">`).join('\n    ');
      const page = shell
        .replace(/<html lang="[^"]*"/, `<html lang="${escapeAttr(lang)}"`)
        .replace(/<title>[^<]*<\/title>/, (t) => (result.title === undefined ? t : `<title>${escapeText(result.title)}</title>`))
        .replace('</head>', `  ${head}\n  </head>`)
        .replace(
          '<div id="root"></div>',
          // The state first: the app reads it before hydrating; type="application/json" is data, never run.
          `<script type="application/json" id="prerendered-state">${result.state}</script>\n    <div id="root">${result.html}</div>`,
        );
      const processed = await beasties.process(page);
      // The strategy appends one inline script that switches the stylesheets on; pwa/boot.ts loads them instead (CSP).
      const withoutScript = processed.replace(/<script>document\.querySelectorAll\('link\[data-beasties-media\]'\)[^<]*<\/script>/, '');
      return pruneCriticalCss(listAfterPaint(withoutScript, assets.js.map((f) => `/${f}`)));
    },
  };
}
