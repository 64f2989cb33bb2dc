import { describe, expect, it } from 'vitest';
import { featuredProducts, isFeaturedName } from './featured-products';

const named = (...names: string[]) => names.map((name, i) => ({ id: i + 1, name }));

describe('featuredProducts', () => {
  it('keeps only names containing Daily Shampoo, Mint Shampoo, Clay Pomade or Maneuver Cream Pomade', () => {
    const all = named(
      'Daily Shampoo',
      'Thickening Shampoo',
      'Mint Shampoo',
      'Daily Conditioner',
      'Clay Pomade',
      'Matte Paste',
      'Maneuver Cream Pomade',
    );
    expect(featuredProducts(all).map((p) => p.name)).toEqual(['Daily Shampoo', 'Mint Shampoo', 'Clay Pomade', 'Maneuver Cream Pomade']);
  });

  it('matches a name that contains a featured name, whatever its case', () => {
    const names = featuredProducts(named('Big Daily Shampoo 1L', 'MINT SHAMPOO', 'Pomade')).map((p) => p.name);
    expect(names).toEqual(['Big Daily Shampoo 1L', 'MINT SHAMPOO']);
  });

  it('keeps at most four, in the order given', () => {
    const many = named('Mint Shampoo', 'Daily Shampoo', 'Clay Pomade', 'Maneuver Cream Pomade', 'Daily Shampoo Travel', 'Clay Pomade XL');
    expect(featuredProducts(many).map((p) => p.id)).toEqual([1, 2, 3, 4]);
    expect(featuredProducts(many, 2)).toHaveLength(2);
  });

  it('keeps what the server marks as featured, whatever the name says: a name in Spanish is translated', () => {
    const spanish = [
      { id: 1, name: 'Champú diario', featured: true },
      { id: 2, name: 'Pasta mate', featured: false },
      { id: 3, name: 'Daily Shampoo (no longer featured)', featured: false },
    ];
    expect(featuredProducts(spanish).map((p) => p.id)).toEqual([1]);
  });

  it('judges a product by its English name', () => {
    expect(isFeaturedName('Clay Pomade 100 ml')).toBe(true);
    expect(isFeaturedName('Pomada de arcilla')).toBe(false);
  });

  it('is empty when nothing matches (the section is then hidden)', () => {
    expect(featuredProducts(named('Beard Wash', 'Face Scrub'))).toEqual([]);
    expect(featuredProducts([])).toEqual([]);
  });
});
