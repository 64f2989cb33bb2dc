import { z } from 'zod';
import { Product } from './catalogue';
import { MAX_QUANTITY } from './checkout';

/** A cart item (spec section 3): the product's fields plus a quantity, kept in the browser (Dexie). */
export const CartItem = Product.extend({
  quantity: z.number().int().min(1).max(MAX_QUANTITY),
});
export type CartItem = z.infer<typeof CartItem>;
