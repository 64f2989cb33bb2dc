/**
 * `npm run bench:bundle`: builds the PWA and a bare React hello world the same way (Vite, same
 * target, production), then prints the gzipped JavaScript and CSS a first visit to `/` loads
 * (the entry, its static imports, and the `/` route's lazy chunk with its imports), and the ratio.
 * It also lists every chunk a first visit loads, so admin or booking code showing up there is seen.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build, type Manifest } from 'vite';
import react from '@vitejs/plugin-react';

const root = process.cwd();
const work = path.join(root, 'tests/bench/.build');
const gz = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

function firstVisit(manifest: Manifest, outDir: string, routeSrc?: string) {
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
  const list = [...files].map((f) => ({ file: f, gzip: gz(path.join(outDir, f)) }));
  const sum = (ext: string) => list.filter((f) => f.file.endsWith(ext)).reduce((n, f) => n + f.gzip, 0);
  return { list, js: sum('.js'), css: sum('.css') };
}

async function buildApp() {
  const outDir = path.join(work, 'app');
  await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'error', build: { outDir, emptyOutDir: true, manifest: true } });
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  return firstVisit(manifest, outDir, 'features/site/pages/home-page.tsx');
}

async function buildHello() {
  const src = path.join(work, 'hello-src');
  const outDir = path.join(work, 'hello');
  fs.mkdirSync(src, { recursive: true });
  fs.writeFileSync(path.join(src, 'index.html'), '<!doctype html><html><body><div id="root"></div><script type="module" src="/main.tsx"></script></body></html>');
  fs.writeFileSync(
    path.join(src, 'main.tsx'),
    "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')!).render(<h1>Hello, world</h1>);\n",
  );
  await build({
    configFile: false,
    root: src,
    logLevel: 'error',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, manifest: true, target: 'es2022' },
  });
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  return firstVisit(manifest, outDir);
}

const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`;
const app = await buildApp();
const hello = await buildHello();
fs.rmSync(work, { recursive: true, force: true });

console.log('First visit to / (gzipped):');
for (const f of app.list) console.log(`  ${f.file.padEnd(48)} ${kb(f.gzip)}`);
console.log('');
console.log(`                      JS          CSS        JS+CSS`);
console.log(`app, first visit /    ${kb(app.js).padEnd(11)} ${kb(app.css).padEnd(10)} ${kb(app.js + app.css)}`);
console.log(`bare React hello      ${kb(hello.js).padEnd(11)} ${kb(hello.css).padEnd(10)} ${kb(hello.js + hello.css)}`);
console.log(`ratio app / hello     ${(app.js / hello.js).toFixed(2)}x JS, ${((app.js + app.css) / (hello.js + hello.css)).toFixed(2)}x JS+CSS`);
const leaked = app.list.filter((f) => /admin|book|store|checkout/i.test(f.file));
console.log(leaked.length ? `WARNING: first visit loads ${leaked.map((f) => f.file).join(', ')}` : 'No admin, booking or store code in the first visit.');
