/**
 * `npm run bench:bundle`: the bytes of JavaScript and CSS a first visit to `/` loads, AS TRANSFERRED by
 * the running server, beside a bare React hello world built and served the same way.
 *
 * Both are built with Vite (production, target es2022; the app with vite.config.ts, whose build also
 * writes the `.br`/`.gz` copies the server sends; the hello world with the same React plugin and the
 * same brotli/gzip step) and each is served by the real server (`server/index.ts`, started as `npm start`
 * does, tests/bench/start-app.ts) from its own build folder. The files of a first visit to `/` come from
 * the build manifest (the entry, its static imports, the `/` route's lazy chunk with its imports, and
 * their CSS); each is requested with `Accept-Encoding: br, gzip` and counted as its body arrived on the
 * wire (still compressed: node:http does not decompress). The page's HTML is listed too, apart.
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { build, type Manifest } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { startApp } from './start-app';

const root = process.cwd();
const work = path.join(root, 'tests/bench/.build');

/** The files a first visit to `/` loads, by the manifest: entry, static imports, the route chunk's, and their CSS. */
function firstVisit(manifest: Manifest, routeSrc?: string): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imp of chunk.imports ?? []) visit(imp);
  };
  const entry = Object.entries(manifest).find(([, c]) => c.isEntry)?.[0];
  if (!entry) throw new Error('no entry in manifest');
  visit(entry);
  if (routeSrc) {
    if (!manifest[routeSrc]) throw new Error(`route chunk ${routeSrc} not in manifest`);
    visit(routeSrc);
  }
  return [...files];
}

type Wire = { file: string; status: number; encoding: string; bytes: number; raw: number };

/** GET with `Accept-Encoding: br, gzip`; the body's bytes as received (compressed), and its size on disk. */
function wireSize(base: string, file: string, dir: string): Promise<Wire> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}/${file}`, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (d: Buffer) => (bytes += d.length));
      res.on('end', () => {
        if (res.statusCode !== 200) return reject(new Error(`GET /${file}: ${res.statusCode}`));
        const onDisk = path.join(dir, file === '' ? 'index.html' : file);
        resolve({
          file: file || '/ (HTML)',
          status: res.statusCode,
          encoding: String(res.headers['content-encoding'] ?? 'none'),
          bytes,
          raw: fs.statSync(onDisk).size,
        });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

async function measure(dir: string, files: string[]) {
  const app = await startApp({ distDir: dir });
  try {
    const html = await wireSize(app.url, '', dir);
    const list: Wire[] = [];
    for (const f of files) list.push(await wireSize(app.url, f, dir));
    const sum = (ext: string) => list.filter((f) => f.file.endsWith(ext)).reduce((n, f) => n + f.bytes, 0);
    return { html, list, js: sum('.js'), css: sum('.css') };
  } finally {
    await app.stop();
  }
}

async function buildApp() {
  const outDir = path.join(work, 'app');
  await build({
    configFile: path.join(root, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  // The page renderer beside it, as `npm run build` writes it, so `/` arrives pre-rendered as a visitor gets it.
  await build({
    configFile: path.join(root, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'error',
    build: { ssr: 'entry-server.tsx', outDir: `${outDir}-server`, emptyOutDir: true },
  });
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  return { outDir, files: firstVisit(manifest, 'features/site/pages/home-page.tsx') };
}

async function buildHello() {
  const src = path.join(work, 'hello-src');
  const outDir = path.join(work, 'hello');
  fs.mkdirSync(src, { recursive: true });
  fs.writeFileSync(
    path.join(src, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="/main.tsx"></script></body></html>',
  );
  fs.writeFileSync(
    path.join(src, 'main.tsx'),
    "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')!).render(<h1>Hello, world</h1>);\n",
  );
  await build({
    configFile: false,
    root: src,
    mode: 'production',
    logLevel: 'error',
    // The same precompression as vite.config.ts, so the server can send the hello world in brotli too.
    plugins: [
      react(),
      compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|html|svg|webmanifest|json|txt)$/, threshold: 1024 }),
    ],
    build: { outDir, emptyOutDir: true, manifest: true, target: 'es2022' },
  });
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  return { outDir, files: firstVisit(manifest) };
}

const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`;
let app: Awaited<ReturnType<typeof measure>>;
let hello: Awaited<ReturnType<typeof measure>>;
try {
  const appBuild = await buildApp();
  const helloBuild = await buildHello();
  app = await measure(appBuild.outDir, appBuild.files);
  hello = await measure(helloBuild.outDir, helloBuild.files);
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}

const table = (title: string, r: typeof app) => {
  console.log(`${title}\n| file | encoding | on disk | transferred |\n|---|---|---|---|`);
  for (const f of [r.html, ...r.list]) console.log(`| ${f.file} | ${f.encoding} | ${kb(f.raw)} | ${kb(f.bytes)} |`);
  console.log('');
};
table('First visit to / of the app, as the server sends it (Accept-Encoding: br, gzip):', app);
table('Bare React hello world, built and served the same way:', hello);

const uncompressed = [...app.list, ...hello.list].filter((f) => f.encoding === 'none' && f.raw >= 1024).map((f) => f.file);
console.log('| build | HTML | JS | CSS | JS + CSS | HTML + JS + CSS |\n|---|---|---|---|---|---|');
for (const [name, r] of [
  ['app, first visit to `/`', app],
  ['bare React hello world', hello],
] as const) {
  console.log(`| ${name} | ${kb(r.html.bytes)} | ${kb(r.js)} | ${kb(r.css)} | ${kb(r.js + r.css)} | ${kb(r.html.bytes + r.js + r.css)} |`);
}
console.log(
  `\nRatio app / hello world (transferred): ${(app.js / hello.js).toFixed(2)}x JS, ${((app.js + app.css) / (hello.js + hello.css)).toFixed(2)}x JS + CSS.`,
);
if (uncompressed.length) console.log(`WARNING: sent uncompressed (1 kB or more): ${uncompressed.join(', ')}`);
const leaked = app.list.filter((f) => /admin|book|store|checkout/i.test(f.file));
console.log(
  leaked.length
    ? `WARNING: first visit loads ${leaked.map((f) => f.file).join(', ')}`
    : 'No admin, booking or store code in the first visit.',
);
