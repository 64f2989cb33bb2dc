import type { Context, Next } from 'koa';
import type { AppDeps } from '../deps';
import { notFound } from '../errors';
import { imagesRepository } from '../repositories/images';

/** An uploaded image's address: its WebP's sha256 (lowercase hex), `.webp` or `.jpg` (its JPEG twin). */
const UPLOADED = /^\/images\/([0-9a-f]{64})\.(webp|jpg)$/;

/**
 * `GET /images/<sha256>.webp|.jpg`: uploaded photos from the database (public). The name is the
 * content's hash, so the answer never changes: cached for a year, immutable, with an ETag (304 on
 * If-None-Match). Any other /images/ path (the PWA's own photos and product images) is left to the
 * static files. Images are not compressed again (koa-compress skips image/webp and image/jpeg).
 */
export function uploadedImages({ db }: AppDeps) {
  const images = imagesRepository(db);
  return async function serveUploadedImage(ctx: Context, next: Next) {
    const match = ctx.method === 'GET' || ctx.method === 'HEAD' ? UPLOADED.exec(ctx.path) : null;
    if (!match) return next();
    const [, hash, ext] = match as unknown as [string, string, 'webp' | 'jpg'];
    const bytes = await images.findBytes(hash, ext === 'jpg' ? 'jpeg' : 'webp');
    if (!bytes) throw notFound('No such image');
    ctx.status = 200;
    ctx.type = ext === 'jpg' ? 'image/jpeg' : 'image/webp';
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    ctx.etag = `"${hash}.${ext}"`;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.body = bytes;
  };
}
