import { z } from 'zod';
import { Product } from './catalogue';
import { MAX_QUANTITY } from './checkout';

/** A cart item (docs/product.md#store-and-checkout): the product's fields plus a quantity, kept in the browser (Dexie). */
export const CartItem = Product.extend({
  quantity: z.number().int().min(1).max(MAX_QUANTITY),
});
export type CartItem = z.infer<typeof CartItem>;
