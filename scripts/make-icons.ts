/**
 * `npx tsx scripts/make-icons.ts`: the app's own artwork (open shears inside a ring, amber on
 * near-black) written as SVG files and rendered to exact-size PNGs with Chromium, since no image
 * tool is guaranteed on the machine. Everything lands in pwa/public/icons/ and is committed.
 *
 * `npx tsx scripts/make-icons.ts --screenshots`: also takes the manifest's two screenshots (narrow
 * 390×844 and wide 1024×768) of the real app's Home page, into pwa/public/screenshots/. It starts
 * the server like `npm run bench:lighthouse` does (fresh build, temporary data folder).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { findChromium } from '../tests/e2e/find-chromium';
import { startApp } from '../tests/bench/start-app';

const ICONS = path.resolve('pwa/public/icons');
const SCREENSHOTS = path.resolve('pwa/public/screenshots');
const INK = '#111110'; // the app's background
const AMBER = '#e2a336'; // the favicon's and brand's amber
const AMBER_LIGHT = '#f3c26b';

/** The motif on a 512 canvas, centred on (256, 256): a ring and open barber's shears. */
function motif(): string {
  return `
  <circle cx="256" cy="256" r="204" fill="none" stroke="${AMBER}" stroke-width="12"/>
  <circle cx="256" cy="256" r="182" fill="none" stroke="${AMBER}" stroke-opacity="0.35" stroke-width="4"/>
  <g fill="${AMBER}">
    <path d="M188 322Q260 214 356 100Q290 226 224 346Z"/>
    <path d="M324 322Q252 214 156 100Q222 226 288 346Z"/>
  </g>
  <g fill="none" stroke="${AMBER}" stroke-width="18">
    <circle cx="178" cy="372" r="40"/>
    <circle cx="334" cy="372" r="40"/>
  </g>
  <circle cx="256" cy="250" r="12" fill="${INK}" stroke="${AMBER_LIGHT}" stroke-width="6"/>`;
}

const svg = (size: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${body}\n</svg>\n`;

/** Purpose "any": a rounded tile, transparent corners. */
const iconSvg = () => svg(512, `\n  <rect width="512" height="512" rx="112" fill="${INK}"/>${motif()}`);

/** Purpose "maskable" (and Apple touch): full-bleed, the motif inside the 80 % safe circle. */
const maskableSvg = () =>
  svg(
    512,
    `\n  <rect width="512" height="512" fill="${INK}"/>\n  <g transform="translate(256 256) scale(0.72) translate(-256 -256)">${motif()}\n  </g>`,
  );

/** Shortcut glyphs on a 96 canvas: a round ink tile with an amber line drawing. */
const shortcutSvg = (glyph: string) =>
  svg(
    96,
    `\n  <circle cx="48" cy="48" r="48" fill="${INK}"/>\n  <g fill="none" stroke="${AMBER}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round">${glyph}</g>`,
  );

// Book: a calendar page with a tick.
const BOOK = `
    <rect x="24" y="28" width="48" height="44" rx="6"/>
    <path d="M24 40h48M36 22v12M60 22v12"/>
    <path d="M37 56l7 7 14-14"/>`;
// Admin: a clipboard with list lines (today's appointments).
const ADMIN = `
    <rect x="27" y="24" width="42" height="52" rx="6"/>
    <path d="M39 20h18v10H39z"/>
    <path d="M37 44h22M37 54h22M37 64h14"/>`;

type Render = { file: string; svg: string; size: number };

async function renderPngs(browser: Browser, renders: Render[]) {
  for (const r of renders) {
    const page = await browser.newPage({ viewport: { width: r.size, height: r.size }, deviceScaleFactor: 1 });
    const src = `data:image/svg+xml;base64,${Buffer.from(r.svg).toString('base64')}`;
    await page.setContent(
      `<html><body style="margin:0;background:transparent"><img src="${src}" width="${r.size}" height="${r.size}" style="display:block"></body></html>`,
    );
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    await page.screenshot({ path: path.join(ICONS, r.file), omitBackground: true, clip: { x: 0, y: 0, width: r.size, height: r.size } });
    await page.close();
    console.log(`  ${r.file} (${r.size}×${r.size})`);
  }
}

async function takeScreenshots(browser: Browser) {
  const app = await startApp();
  try {
    const shots = [
      { file: 'home-narrow.png', width: 390, height: 844 },
      { file: 'home-wide.png', width: 1024, height: 768 },
    ];
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    for (const s of shots) {
      const page = await browser.newPage({ viewport: { width: s.width, height: s.height }, deviceScaleFactor: 1, serviceWorkers: 'block' });
      await page.goto(`${app.url}/`, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: path.join(SCREENSHOTS, s.file) });
      await page.close();
      console.log(`  screenshots/${s.file} (${s.width}×${s.height})`);
    }
  } finally {
    await app.stop();
  }
}

const files: Record<string, string> = {
  'icon.svg': iconSvg(),
  'icon-maskable.svg': maskableSvg(),
  'shortcut-book.svg': shortcutSvg(BOOK),
  'shortcut-admin.svg': shortcutSvg(ADMIN),
};
fs.mkdirSync(ICONS, { recursive: true });
for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(ICONS, name), text);

const browser = await chromium.launch({
  executablePath: findChromium(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  console.log('Icons:');
  await renderPngs(browser, [
    { file: 'icon-192.png', svg: files['icon.svg']!, size: 192 },
    { file: 'icon-512.png', svg: files['icon.svg']!, size: 512 },
    { file: 'icon-maskable-512.png', svg: files['icon-maskable.svg']!, size: 512 },
    { file: 'apple-touch-icon.png', svg: files['icon-maskable.svg']!, size: 180 },
    { file: 'shortcut-book-96.png', svg: files['shortcut-book.svg']!, size: 96 },
    { file: 'shortcut-admin-96.png', svg: files['shortcut-admin.svg']!, size: 96 },
    // The tab's icon as PNG: an SVG favicon is one more SVG document for the page's main thread (decision 049).
    { file: 'favicon-48.png', svg: fs.readFileSync(path.resolve('pwa/public/favicon.svg'), 'utf8'), size: 48 },
  ]);
  if (process.argv.includes('--screenshots')) {
    console.log('Screenshots:');
    await takeScreenshots(browser);
  }
} finally {
  await browser.close();
}
