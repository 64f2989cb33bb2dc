import type { Knex } from 'knex';

export const name = '017-seed-pictures';

/** A picture the app shipped as SVG, now WebP at the same path (scripts/make-seed-images.ts). */
const SHIPPED = String.raw`^/images/products/([a-z0-9-]+)\.svg$`;

/**
 * The demo shop's product pictures are WebP files (docs/decisions/049-quiet-main-thread.md): an SVG
 * picture is a document a phone's main thread has to lay out and paint. Products still pointing at a
 * shipped SVG point at its WebP; photos the owner uploaded (and any other address) are left alone.
 */
export async function up(db: Knex): Promise<void> {
  await db.raw(`update products set image = regexp_replace(image, ?, '/images/products/\\1.webp') where image ~ ?`, [SHIPPED, SHIPPED]);
}

export async function down(db: Knex): Promise<void> {
  const webp = String.raw`^/images/products/([a-z0-9-]+)\.webp$`;
  await db.raw(`update products set image = regexp_replace(image, ?, '/images/products/\\1.svg') where image ~ ?`, [webp, webp]);
}
