import crypto from 'node:crypto';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { IMAGE_LIMITS } from '#shared/schemas/admin-barbers';
import { ErrorCode } from '#shared/errors';
import { AppError } from '../errors';

/** What an upload becomes: a WebP and its JPEG twin, both within IMAGE_LIMITS.maxEdge, no metadata. */
export type ProcessedImage = {
  /** sha256 (hex) of the WebP bytes: the image's URL names it. */
  hash: string;
  width: number;
  height: number;
  webp: Buffer;
  jpeg: Buffer;
};

export type ImageRejection = 'not_an_image' | 'too_large' | 'too_many_pixels' | 'damaged' | 'too_slow';

/** An upload the pipeline refuses: answered 400 `{ message, code: 'bad_request', reason }` (the error handler's AppError). */
export class ImageRejected extends AppError {
  constructor(
    readonly reason: ImageRejection,
    message: string,
  ) {
    super(400, ErrorCode.badRequest, message, { reason });
    this.name = 'ImageRejected';
  }
}

const MB = 1024 * 1024;
/** Raster formats a phone or camera sends. SVG and PDF (which sharp could also render) are not photos. */
const PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/** One pipeline's limit in seconds (sharp's `timeout`): a 40 MP photo takes well under one on the shop's server. */
const TIMEOUT_S = 15;
const QUALITY = 80;

const notAnImage = () =>
  new ImageRejected('not_an_image', 'This file is not a photo the shop can read. Please upload a JPEG, PNG, WebP, GIF or AVIF image.');

/**
 * At most one image is processed at a time (the server has 2 cores and serves bookings too): sharp's
 * own thread pool is one thread, and uploads that arrive together wait their turn here.
 */
sharp.concurrency(1);
sharp.cache(false);

/** Runs the tasks given to it one at a time, in the order they came (a failed task frees its turn too). */
export function oneAtATime() {
  let busy = false;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (busy) await new Promise<void>((resolve) => waiting.push(resolve));
    else busy = true;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else busy = false;
    }
  };
}
const queue = oneAtATime();

/**
 * The one image pipeline (barber photos; product photos reuse it): refuses anything that is not a
 * readable photo within IMAGE_LIMITS (bytes, then pixels from the header before any decoding, then a
 * truncated or damaged file while decoding), turns it upright by its EXIF orientation, fits it
 * within `maxEdge` px (never enlarged), and encodes a WebP and a JPEG (white behind transparency),
 * both in sRGB with every piece of metadata (EXIF, GPS, XMP, ICC) dropped.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length > IMAGE_LIMITS.maxBytes) {
    throw new ImageRejected(
      'too_large',
      `This photo is ${(bytes.length / MB).toFixed(1)} MB; the limit is ${IMAGE_LIMITS.maxBytes / MB} MB.`,
    );
  }
  if (bytes.length === 0) throw notAnImage();
  return queue(async () => {
    let meta: Metadata;
    try {
      meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    } catch {
      throw notAnImage();
    }
    if (!meta.format || !PHOTO_FORMATS.has(meta.format) || !meta.width || !meta.height) throw notAnImage();
    // sharp's own libvips reads AVIF but not HEVC: an iPhone's HEIC photo (browsers usually send those as JPEG).
    if (meta.format === 'heif' && meta.compression !== 'av1') {
      throw new ImageRejected(
        'not_an_image',
        'HEIC photos cannot be read here. Please upload it as a JPEG (on an iPhone: Settings → Camera → Formats → Most Compatible).',
      );
    }
    if (meta.width * meta.height > IMAGE_LIMITS.maxPixels) {
      throw new ImageRejected(
        'too_many_pixels',
        `This photo is ${meta.width} × ${meta.height} pixels (${((meta.width * meta.height) / 1e6).toFixed(1)} megapixels); the limit is ${IMAGE_LIMITS.maxPixels / 1e6} megapixels.`,
      );
    }

    // Decoded once, upright and resized, to raw pixels; both formats are encoded from those.
    let raw: { data: Buffer; info: OutputInfo };
    try {
      raw = await sharp(bytes, { limitInputPixels: IMAGE_LIMITS.maxPixels, failOn: 'truncated' })
        .timeout({ seconds: TIMEOUT_S })
        .autoOrient()
        .resize({ width: IMAGE_LIMITS.maxEdge, height: IMAGE_LIMITS.maxEdge, fit: 'inside', withoutEnlargement: true })
        .toColourspace('srgb')
        .raw()
        .toBuffer({ resolveWithObject: true });
    } catch (err) {
      if (/timeout/i.test((err as Error).message)) {
        throw new ImageRejected('too_slow', 'This photo took too long to process. Please upload a smaller photo.');
      }
      throw new ImageRejected('damaged', 'This photo is damaged or incomplete (the file may have been cut off). Please upload it again.');
    }
    const { width, height, channels } = raw.info;
    const pixels = () => sharp(raw.data, { raw: { width, height, channels } }).timeout({ seconds: TIMEOUT_S });
    const webp = await pixels().webp({ quality: QUALITY }).toBuffer();
    const jpeg = await pixels().flatten({ background: '#ffffff' }).jpeg({ quality: QUALITY, mozjpeg: true }).toBuffer();
    return { hash: crypto.createHash('sha256').update(webp).digest('hex'), width, height, webp, jpeg };
  });
}
