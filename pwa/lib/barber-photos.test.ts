import { describe, expect, it } from 'vitest';
import { barberPhoto, firstName, jpegFallback } from './barber-photos';

describe('barber photos', () => {
  it('takes the first name', () => {
    expect(firstName('Carlos Rivera')).toBe('Carlos');
    expect(firstName('  Luis  Santiago ')).toBe('Luis');
    expect(firstName('Cher')).toBe('Cher');
  });

  it('finds the photo by first name, whatever its case', () => {
    expect(barberPhoto('Carlos Rivera')).toBe('/images/barbers/carlos.webp');
    expect(barberPhoto('MIGUEL Torres')).toBe('/images/barbers/miguel.webp');
  });

  it('has no photo for an unknown name (a placeholder is shown)', () => {
    expect(barberPhoto('Pedro Ruiz')).toBeUndefined();
    expect(barberPhoto('constructor')).toBeUndefined();
    expect(barberPhoto('')).toBeUndefined();
  });

  it('names an uploaded photo’s JPEG twin', () => {
    expect(jpegFallback('/images/ab12.webp')).toBe('/images/ab12.jpg');
  });
});
