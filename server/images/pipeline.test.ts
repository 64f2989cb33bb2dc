import crypto from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_LIMITS } from '#shared/schemas/admin-barbers';
import { exifIfd0Tags, GPS_INFO_TAG, photoWithGps, pixelAt, pngClaiming, solidImage } from '../../tests/integration/helpers/images';
import { ImageRejected, oneAtATime, processImage } from './pipeline';

async function rejection(bytes: Buffer): Promise<ImageRejected> {
  const err = await processImage(bytes).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ImageRejected);
  return err as ImageRejected;
}

describe('processImage', () => {
  it('drops EXIF (GPS included), XMP and ICC, and answers a WebP and a JPEG named by the WebP hash', async () => {
    const input = await photoWithGps();
    const before = await sharp(input).metadata();
    expect(exifIfd0Tags(before.exif!)).toContain(GPS_INFO_TAG);
    expect(before.exif!.toString('latin1')).toContain('secret-copyright-marker');

    const out = await processImage(input);
    expect(out.hash).toBe(crypto.createHash('sha256').update(out.webp).digest('hex'));
    const webp = await sharp(out.webp).metadata();
    const jpeg = await sharp(out.jpeg).metadata();
    expect(webp.format).toBe('webp');
    expect(jpeg.format).toBe('jpeg');
    for (const m of [webp, jpeg]) {
      expect(m.exif).toBeUndefined();
      expect(m.xmp).toBeUndefined();
      expect(m.icc).toBeUndefined();
      expect([m.width, m.height]).toEqual([300, 200]);
    }
    expect(out.jpeg.toString('latin1')).not.toContain('secret-copyright-marker');
    expect(out.webp.toString('latin1')).not.toContain('secret-copyright-marker');
    expect([out.width, out.height]).toEqual([300, 200]);
  });

  it('keeps sharp to one thread, so a photo never takes both of the server’s cores', () => {
    expect(sharp.concurrency()).toBe(1);
  });

  it('gives the same bytes and hash for the same photo', async () => {
    const input = await photoWithGps();
    const [a, b] = await Promise.all([processImage(input), processImage(input)]);
    expect(a.hash).toBe(b.hash);
    expect(a.jpeg.equals(b.jpeg)).toBe(true);
  });

  it('fits a large photo within the longest-edge limit, and never enlarges a small one', async () => {
    const big = await processImage(await solidImage(3000, 2000, 'jpeg'));
    expect(Math.max(big.width, big.height)).toBe(IMAGE_LIMITS.maxEdge);
    expect([big.width, big.height]).toEqual([1200, 800]);
    const tall = await processImage(await solidImage(1000, 4000, 'png'));
    expect([tall.width, tall.height]).toEqual([300, 1200]);
    const small = await processImage(await solidImage(120, 90, 'webp'));
    expect([small.width, small.height]).toEqual([120, 90]);
  });

  it('turns the photo upright by its EXIF orientation', async () => {
    // Stored 300 × 200, left red, right blue; orientation 6: shown rotated 90° clockwise, so 200 × 300 with red on top.
    const out = await processImage(await photoWithGps({ orientation: 6 }));
    expect([out.width, out.height]).toEqual([200, 300]);
    for (const image of [out.webp, out.jpeg]) {
      const top = await pixelAt(image, 100, 20);
      const bottom = await pixelAt(image, 100, 280);
      expect(top[0]).toBeGreaterThan(200);
      expect(top[2]).toBeLessThan(60);
      expect(bottom[2]).toBeGreaterThan(200);
      expect(bottom[0]).toBeLessThan(60);
      expect((await sharp(image).metadata()).orientation ?? 1).toBe(1);
    }
  });

  it('converts a photo with a Display P3 profile to sRGB before dropping the profile', async () => {
    // sRGB (40, 200, 60) stored as P3 values (about 97, 197, 81) with the P3 profile embedded.
    const p3 = await sharp({ create: { width: 40, height: 40, channels: 3, background: { r: 40, g: 200, b: 60 } } })
      .jpeg({ quality: 100 })
      .withIccProfile('p3')
      .toBuffer();
    expect((await sharp(p3).metadata()).icc).toBeDefined();
    const out = await processImage(p3);
    expect((await sharp(out.jpeg).metadata()).icc).toBeUndefined();
    const [r, g, b] = await pixelAt(out.jpeg, 20, 20);
    expect(Math.abs(r - 40)).toBeLessThan(12);
    expect(Math.abs(g - 200)).toBeLessThan(12);
    expect(Math.abs(b - 60)).toBeLessThan(12);
  });

  it('puts transparency on white in the JPEG and keeps it in the WebP', async () => {
    const clear = await sharp({ create: { width: 40, height: 40, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const out = await processImage(clear);
    expect(await pixelAt(out.jpeg, 20, 20)).toEqual([255, 255, 255]);
    expect((await sharp(out.webp).metadata()).hasAlpha).toBe(true);
  });

  it('reads a 16-bit grayscale PNG as an 8-bit sRGB photo', async () => {
    const gray16 = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#404040' } })
      .toColourspace('grey16')
      .png()
      .toBuffer();
    const out = await processImage(gray16);
    const m = await sharp(out.jpeg).metadata();
    expect([m.width, m.height, m.depth, m.space]).toEqual([64, 48, 'uchar', 'srgb']);
  });

  it('refuses text, an empty body and SVG as not a photo', async () => {
    for (const bytes of [
      Buffer.from('hello, this is not a photo\n'),
      Buffer.alloc(0),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
    ]) {
      const err = await rejection(bytes);
      expect(err.reason).toBe('not_an_image');
      expect(err.status).toBe(400);
      expect(err.message).toMatch(/not a photo/);
    }
  });

  it('refuses more than 10 MB before reading it', async () => {
    const err = await rejection(Buffer.alloc(IMAGE_LIMITS.maxBytes + 1));
    expect(err.reason).toBe('too_large');
    expect(err.message).toMatch(/limit is 10 MB/);
  });

  it('refuses more than 40 megapixels from the header, before decoding', async () => {
    const err = await rejection(await pngClaiming(8000, 6000));
    expect(err.reason).toBe('too_many_pixels');
    expect(err.message).toMatch(/8000 × 6000.*limit is 40 megapixels/);
    // 40 MP exactly passes the header check (then this one's missing pixel data is found damaged).
    expect((await rejection(await pngClaiming(8000, 5000))).reason).toBe('damaged');
  });

  it('refuses a truncated JPEG whose header is intact', async () => {
    const full = await sharp({
      create: { width: 600, height: 400, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 50 } },
    })
      .jpeg()
      .toBuffer();
    const cut = full.subarray(0, Math.floor(full.length * 0.6));
    expect((await sharp(cut).metadata()).width).toBe(600);
    const err = await rejection(cut);
    expect(err.reason).toBe('damaged');
    expect(err.message).toMatch(/damaged or incomplete/);
  });
});

describe('oneAtATime', () => {
  it('runs one task at a time in arrival order, and a failure frees the turn', async () => {
    const run = oneAtATime();
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const task = (n: number, fail = false) =>
      run(async () => {
        running++;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 5));
        order.push(n);
        running--;
        if (fail) throw new Error(`task ${n} failed`);
        return n;
      });
    const results = await Promise.allSettled([task(1), task(2, true), task(3), task(4)]);
    expect(most).toBe(1);
    expect(order).toEqual([1, 2, 3, 4]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect(await task(5)).toBe(5);
  });
});
