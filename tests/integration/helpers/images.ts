import sharp from 'sharp';

/** GPS position the test photos carry (San Juan): the pipeline must drop it. */
const GPS = { GPSLatitudeRef: 'N', GPSLatitude: '18/1 27/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '66/1 6/1 0/1' };

/** The tag numbers of IFD0 in an EXIF block as sharp's metadata gives it (`Exif\0\0` then a TIFF header). */
export function exifIfd0Tags(exif: Buffer): number[] {
  const tiff = exif.subarray(exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? 6 : 0);
  const le = tiff.subarray(0, 2).toString('latin1') === 'II';
  const u16 = (o: number) => (le ? tiff.readUInt16LE(o) : tiff.readUInt16BE(o));
  const u32 = (o: number) => (le ? tiff.readUInt32LE(o) : tiff.readUInt32BE(o));
  const ifd = u32(4);
  return Array.from({ length: u16(ifd) }, (_, i) => u16(ifd + 2 + i * 12));
}
/** EXIF tag 0x8825: the pointer to the GPS IFD. */
export const GPS_INFO_TAG = 0x8825;

/**
 * A JPEG photo with a GPS position, a copyright line and EXIF orientation `orientation`: left half
 * red, right half blue as stored (so a rotation shows where the halves end up).
 */
export async function photoWithGps(opts: { width?: number; height?: number; orientation?: number } = {}): Promise<Buffer> {
  const width = opts.width ?? 300;
  const height = opts.height ?? 200;
  const half = Math.floor(width / 2);
  const blue = await sharp({ create: { width: width - half, height, channels: 3, background: '#0000ff' } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#ff0000' } })
    .composite([{ input: blue, left: half, top: 0 }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: opts.orientation ?? 1 })
    .withExifMerge({ IFD0: { Copyright: 'secret-copyright-marker' }, IFD3: GPS })
    .toBuffer();
}

/** A solid image of any size in any format sharp writes (8000 × 6000 PNG of one colour is a few KB). */
export function solidImage(width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#808080' } })
    .toFormat(format)
    .toBuffer();
}

function crc32(bytes: Buffer): number {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

/**
 * A tiny PNG whose header claims `width` × `height` (its pixel data is a 1 × 1 image's): what a
 * decompression bomb looks like to a header check, in a few bytes and no time.
 */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#808080' } })
      .png()
      .toBuffer(),
  );
  // Signature (8), IHDR length (4), "IHDR" (4), width (4), height (4), … CRC over type and data at 29.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** Bytes that look random to an encoder (a JPEG of noise stays large): for size limits. */
export function noisePng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** The colour (r, g, b) at one pixel of an image. */
export async function pixelAt(image: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return [data[i]!, data[i + 1]!, data[i + 2]!];
}
