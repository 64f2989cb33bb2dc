import type { Db } from '../db/connect';
import type { ProcessedImage } from '../images/pipeline';

export type ImageFormat = 'webp' | 'jpeg';

/** Uploaded images (migration 011's `images`), kept under the sha256 of their WebP: one row per distinct image. */
export function imagesRepository(db: Db) {
  return {
    /** Stores the image unless one with its hash is already there; answers the row's id either way. */
    async store(image: ProcessedImage): Promise<number> {
      const [inserted] = await db('images')
        .insert({ hash: image.hash, width: image.width, height: image.height, webp: image.webp, jpeg: image.jpeg })
        .onConflict('hash')
        .ignore()
        .returning<{ id: number }[]>('id');
      if (inserted) return inserted.id;
      const existing: { id: number } | undefined = await db('images').where({ hash: image.hash }).first('id');
      if (!existing) throw new Error(`image ${image.hash} neither inserted nor found`);
      return existing.id;
    },
    /** One format's bytes of the image with this hash, or undefined. */
    async findBytes(hash: string, format: ImageFormat): Promise<Buffer | undefined> {
      const row: { bytes: Buffer } | undefined = await db('images').where({ hash }).first(`${format} as bytes`);
      return row?.bytes;
    },
  };
}
