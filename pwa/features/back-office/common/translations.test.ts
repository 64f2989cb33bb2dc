import { describe, expect, it } from 'vitest';
import { spanishFields, translationsBody } from './translations';

describe('the Spanish text a catalogue dialog sends', () => {
  it('reads the stored Spanish fields, "" where there is none', () => {
    expect(spanishFields({ es: { name: 'Corte' } }, ['name', 'description'])).toEqual({ name: 'Corte', description: '' });
    expect(spanishFields(undefined, ['title'])).toEqual({ title: '' });
  });

  it('on create, sends the fields filled in (trimmed) under es, and nothing when none is', () => {
    expect(translationsBody({ name: ' Corte clásico ', description: '' })).toEqual({ translations: { es: { name: 'Corte clásico' } } });
    expect(translationsBody({ name: '  ', description: '' })).toEqual({});
  });

  it('on an edit, sends nothing while the Spanish text is unchanged', () => {
    const original = { translations: { es: { name: 'Corte', description: 'Con tijera.' } } };
    expect(translationsBody({ name: 'Corte', description: 'Con tijera.' }, original)).toEqual({});
    expect(translationsBody({ name: 'Corte ', description: 'Con tijera.' }, original)).toEqual({});
    expect(translationsBody({ name: '', description: '' }, { translations: {} })).toEqual({});
  });

  it('on an edit, sends the whole map with the change, keeping other languages and fields', () => {
    const original = { translations: { es: { name: 'Corte', other: 'x' }, fr: { name: 'Coupe' } } };
    expect(translationsBody({ name: 'Corte clásico', description: 'Con tijera.' }, original)).toEqual({
      translations: { es: { name: 'Corte clásico', description: 'Con tijera.', other: 'x' }, fr: { name: 'Coupe' } },
    });
  });

  it('removes an emptied field (never sends ""), and es itself when nothing is left', () => {
    const original = { translations: { es: { name: 'Corte', description: 'Con tijera.' } } };
    expect(translationsBody({ name: 'Corte', description: '' }, original)).toEqual({ translations: { es: { name: 'Corte' } } });
    expect(translationsBody({ name: '', description: ' ' }, original)).toEqual({ translations: {} });
  });
});
