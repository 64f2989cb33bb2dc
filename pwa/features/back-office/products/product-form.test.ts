import { describe, expect, it } from 'vitest';
import { ProductCreateInput, ProductPatchInput, type AdminProduct } from '#shared/schemas/store';
import { productBody, toForm } from './product-form';

const pomade: AdminProduct = {
  id: 3,
  name: 'Clay Pomade',
  description: 'Matte hold.',
  price: 18,
  category: 'styling',
  size: '3 oz',
  image: null,
  stock: 5,
  lowStockThreshold: 3,
  retired: false,
  sortOrder: 0,
  translations: {},
};

describe('the product form’s body', () => {
  it('a new product sends every field as typed', () => {
    expect(productBody({ ...toForm(), name: 'Beard Oil', price: ' 24.00 ', stock: ' 6 ' })).toEqual({
      name: 'Beard Oil',
      description: '',
      price: '24.00',
      category: 'styling',
      size: '',
      stock: '6',
      lowStockThreshold: '3',
    });
  });

  it('an edit sends only what changed: fixing a typo never writes back the stock count the form was opened with', () => {
    // Opened at 5 in stock; a sale meanwhile leaves 4; saving the name alone must not put 5 back.
    expect(productBody({ ...toForm(pomade), name: 'Clay Pomade Matte' }, pomade)).toEqual({ name: 'Clay Pomade Matte' });
    expect(productBody({ ...toForm(pomade), stock: '12', price: '18.00' }, pomade)).toEqual({ stock: '12' });
    expect(productBody(toForm(pomade), pomade)).toEqual({});
  });

  it('a new product sends its Spanish text in translations.es, and none when left empty (a brand name stays as it is)', () => {
    const body = productBody({ ...toForm(), name: 'Beard Oil', price: '24', nameEs: 'Aceite para barba', descriptionEs: ' Suaviza. ' });
    expect(body.translations).toEqual({ es: { name: 'Aceite para barba', description: 'Suaviza.' } });
    expect(ProductCreateInput.safeParse(body).success).toBe(true);
    expect(productBody({ ...toForm(), name: 'Reuzel', price: '24' })).not.toHaveProperty('translations');
  });

  it('an edit sends the Spanish text only when it changed, with the whole map; an emptied field is removed', () => {
    const translated: AdminProduct = { ...pomade, translations: { es: { name: 'Pomada de arcilla', description: 'Fijación mate.' } } };
    expect(toForm(translated)).toMatchObject({ nameEs: 'Pomada de arcilla', descriptionEs: 'Fijación mate.' });
    expect(productBody({ ...toForm(translated), stock: '4' }, translated)).toEqual({ stock: '4' });
    const body = productBody({ ...toForm(translated), descriptionEs: 'Fijación mate, sin brillo.' }, translated);
    expect(body).toEqual({ translations: { es: { name: 'Pomada de arcilla', description: 'Fijación mate, sin brillo.' } } });
    expect(ProductPatchInput.safeParse(body).success).toBe(true);
    expect(productBody({ ...toForm(translated), nameEs: '' }, translated)).toEqual({
      translations: { es: { description: 'Fijación mate.' } },
    });
    expect(productBody({ ...toForm(pomade), nameEs: 'Pomada' }, pomade)).toEqual({ translations: { es: { name: 'Pomada' } } });
  });
});
