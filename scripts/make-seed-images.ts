/**
 * `npx tsx scripts/make-seed-images.ts`: the demo shop's pictures (gallery, barbers, products),
 * drawn as SVG in scripts/seed-art/, rendered to WebP in pwa/public/images/ (committed).
 *
 * A phone decodes a WebP off the page's main thread. An SVG picture is a document of its own that the
 * main thread parses, lays out and paints: 40 to 180 ms each on a phone's CPU, 15 of them on /store
 * (docs/decisions/049-quiet-main-thread.md). The shop's own photos, uploaded in the back office, are
 * WebP already (server/images/pipeline.ts).
 *
 * Each picture is rendered at about 1.5 to 2 times the width a phone's layout shows it (a full-width
 * card is about 360 CSS px), at quality 75: 2 to 7 kB each. Below the fold, Chromium still loads the
 * lazy ones on a first visit to Home, so each kilobyte here counts against its 200 KB budget.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const ART = path.resolve('scripts/seed-art');
const OUT = path.resolve('pwa/public/images');
const QUALITY = 75;

/** Output width per folder (the height follows the drawing's own proportions). */
const WIDTH: Record<string, number> = { products: 480, gallery: 640, barbers: 480 };

async function render(svgPath: string, width: number): Promise<Buffer> {
  const svg = fs.readFileSync(svgPath);
  const drawn = await sharp(svg).metadata();
  if (!drawn.width) throw new Error(`${svgPath}: no width`);
  // Rasterise at the output size (not up-scaled from the drawing's own size), then encode.
  return sharp(svg, { density: (72 * width) / drawn.width })
    .resize({ width })
    .webp({ quality: QUALITY, effort: 6 })
    .toBuffer();
}

let total = 0;
for (const dir of Object.keys(WIDTH)) {
  const from = path.join(ART, dir);
  fs.mkdirSync(path.join(OUT, dir), { recursive: true });
  for (const name of fs
    .readdirSync(from)
    .filter((n) => n.endsWith('.svg'))
    .sort()) {
    const webp = await render(path.join(from, name), WIDTH[dir]!);
    const target = path.join(OUT, dir, name.replace(/\.svg$/, '.webp'));
    fs.writeFileSync(target, webp);
    total += webp.length;
    console.log(`${path.relative(process.cwd(), target)}: ${webp.length} bytes`);
  }
}
console.log(`${(total / 1024).toFixed(1)} KiB in all`);
