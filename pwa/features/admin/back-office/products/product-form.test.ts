import { describe, expect, it } from 'vitest';
import type { AdminProduct } from '#shared/schemas/store';
import { productBody, toForm } from './product-form';

const pomade: AdminProduct = {
  id: 3, name: 'Clay Pomade', description: 'Matte hold.', price: 18, category: 'styling', size: '3 oz', image: null,
  stock: 5, lowStockThreshold: 3, retired: false, sortOrder: 0, translations: {},
};

describe('the product form’s body', () => {
  it('a new product sends every field as typed', () => {
    expect(productBody({ ...toForm(), name: 'Beard Oil', price: ' 24.00 ', stock: ' 6 ' })).toEqual({
      name: 'Beard Oil', description: '', price: '24.00', category: 'styling', size: '', stock: '6', lowStockThreshold: '3',
    });
  });

  it('an edit sends only what changed: fixing a typo never writes back the stock count the form was opened with', () => {
    // Opened at 5 in stock; a sale meanwhile leaves 4; saving the name alone must not put 5 back.
    expect(productBody({ ...toForm(pomade), name: 'Clay Pomade Matte' }, pomade)).toEqual({ name: 'Clay Pomade Matte' });
    expect(productBody({ ...toForm(pomade), stock: '12', price: '18.00' }, pomade)).toEqual({ stock: '12' });
    expect(productBody(toForm(pomade), pomade)).toEqual({});
  });
});
