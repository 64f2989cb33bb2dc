import type { z } from 'zod';
import type { Db } from '../db/connect';
import type { AdminProduct, ProductCreateInput as CreateSchema, ProductPatchInput as PatchSchema } from '#shared/schemas/store';
import { dollarsToCents } from '#shared/domain/money';
import { fieldError, notFound } from '../errors';
import { auditLogRepository, type Actor } from '../repositories/audit-log';
import { storeProductsRepository } from '../repositories/store-products';
import { say } from '../i18n/say';
import { followRename } from '#shared/i18n/localise';

type ProductCreate = z.output<typeof CreateSchema>;
type ProductPatch = z.output<typeof PatchSchema>;

const NAME_TAKEN = 'A product in the store already has this name';

/** A unique-name violation (products_live_name_unique) as the form's field error; anything else as it is. */
function nameTaken(err: unknown): unknown {
  return (err as { code?: string }).code === '23505' ? fieldError('name', NAME_TAKEN) : err;
}

/** The History's line for a stock change, when there is one ("stock 4 → 0"). */
const stockNote = (before: AdminProduct, after: AdminProduct) =>
  before.stock === after.stock ? '' : say('history.product.stock', { before: before.stock, after: after.stock });

/** `POST /api/products` (owner): a new product in the store. Audited. */
export async function createProduct(db: Db, now: Date, actor: Actor, p: ProductCreate): Promise<AdminProduct> {
  return db.transaction(async (trx) => {
    const repo = storeProductsRepository(trx);
    let id: number;
    try {
      id = await trx.transaction(async (sp) =>
        storeProductsRepository(sp).insert(
          {
            name: p.name,
            description: p.description,
            priceCents: dollarsToCents(p.price),
            category: p.category,
            size: p.size,
            stock: p.stock,
            lowStockThreshold: p.lowStockThreshold,
            sortOrder: p.sortOrder ?? (await repo.nextSortOrder()),
            translations: p.translations,
          },
          now,
        ),
      );
    } catch (err) {
      throw nameTaken(err);
    }
    const after = (await repo.find(id))!;
    await auditLogRepository(trx).record({
      actor,
      at: now,
      action: 'product.create',
      entity: 'product',
      entityId: id,
      summary: say('history.product.add', { name: after.name, stock: after.stock }),
      after,
    });
    return after;
  });
}

/**
 * `PATCH /api/products/{id}` (owner): any field; `stock` sets what can still be bought (units in
 * payments being made are already out of it); `retired: false` brings it back. Audited.
 */
export async function updateProduct(db: Db, now: Date, actor: Actor, id: number, p: ProductPatch): Promise<AdminProduct> {
  return db.transaction(async (trx) => {
    const repo = storeProductsRepository(trx);
    const before = await repo.find(id, { forUpdate: true });
    if (!before) throw notFound('Product not found');
    try {
      await trx.transaction((sp) =>
        storeProductsRepository(sp).update(
          id,
          {
            name: p.name,
            description: p.description,
            priceCents: p.price === undefined ? undefined : dollarsToCents(p.price),
            category: p.category,
            size: p.size,
            stock: p.stock,
            lowStockThreshold: p.lowStockThreshold,
            sortOrder: p.sortOrder,
            retired: p.retired,
            translations: p.translations ?? followRename(before, p),
          },
          now,
        ),
      );
    } catch (err) {
      throw nameTaken(err);
    }
    const after = (await repo.find(id))!;
    await auditLogRepository(trx).record({
      actor,
      at: now,
      action: 'product.update',
      entity: 'product',
      entityId: id,
      summary: say(before.retired && !after.retired ? 'history.product.bringBack' : 'history.product.change', {
        name: after.name,
        stock: stockNote(before, after),
      }),
      before,
      after,
    });
    return after;
  });
}

/** `DELETE /api/products/{id}` (owner): retires it (out of the store; past orders keep their lines). Audited. */
export async function retireProduct(db: Db, now: Date, actor: Actor, id: number): Promise<AdminProduct> {
  return db.transaction(async (trx) => {
    const repo = storeProductsRepository(trx);
    const before = await repo.find(id, { forUpdate: true });
    if (!before) throw notFound('Product not found');
    if (before.retired) return before;
    await repo.update(id, { retired: true }, now);
    const after = (await repo.find(id))!;
    await auditLogRepository(trx).record({
      actor,
      at: now,
      action: 'product.retire',
      entity: 'product',
      entityId: id,
      summary: say('history.product.retire', { name: after.name }),
      before,
      after,
    });
    return after;
  });
}
