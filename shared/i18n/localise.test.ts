import { describe, expect, it } from 'vitest';
import { followRename, localise, localiseHoursText } from './localise';

const service = { id: 1, name: 'Corte', description: 'Haircut, wash and style.', price: 35 };
const es = { es: { name: 'Corte', description: 'Corte, lavado y peinado.' } };

describe('localising the shop’s own text', () => {
  it('answers Spanish with the Spanish text', () => {
    expect(localise(service, es, 'es', ['name', 'description'])).toEqual({ ...service, description: 'Corte, lavado y peinado.' });
  });

  it('answers English with the record’s own fields, unchanged', () => {
    expect(localise(service, es, 'en', ['name', 'description'])).toEqual(service);
  });

  it('falls back to English when the Spanish is missing, empty or blank', () => {
    expect(localise(service, {}, 'es', ['name', 'description'])).toEqual(service);
    expect(localise(service, null, 'es', ['name', 'description'])).toEqual(service);
    expect(localise(service, { es: { description: '  ' } }, 'es', ['name', 'description'])).toEqual(service);
    expect(localise(service, { es: { name: 'Corte de pelo' } }, 'es', ['name', 'description'])).toEqual({
      ...service,
      name: 'Corte de pelo',
    });
  });

  it('falls back to Spanish when the English is empty', () => {
    expect(localise({ ...service, description: '' }, es, 'en', ['name', 'description'])).toEqual({
      ...service,
      description: 'Corte, lavado y peinado.',
    });
    expect(localise({ ...service, description: '' }, {}, 'en', ['name', 'description'])).toEqual({ ...service, description: '' });
  });

  it('touches only the fields named, and not the record given', () => {
    const barber = { name: 'Ana', title: 'Barber', bio: 'Fades.' };
    const out = localise(barber, { es: { name: 'Anita', title: 'Barbera', bio: 'Desvanecidos.' } }, 'es', ['title', 'bio']);
    expect(out).toEqual({ name: 'Ana', title: 'Barbera', bio: 'Desvanecidos.' });
    expect(barber.title).toBe('Barber');
  });
});

describe('opening hours in the page’s language', () => {
  it('writes the owner’s English days and times in Spanish', () => {
    expect(localiseHoursText('Monday', 'es')).toBe('Lunes');
    expect(localiseHoursText('Mon – Fri', 'es')).toBe('Lun – Vie');
    expect(localiseHoursText('8:30 AM – 9:00 PM', 'es')).toBe('8:30 a. m. – 9:00 p. m.');
    expect(localiseHoursText('11am to 7pm', 'es')).toBe('11 a. m. a 7 p. m.');
    expect(localiseHoursText('Closed', 'es')).toBe('Cerrado');
    expect(localiseHoursText('Sunday and holidays', 'es')).toBe('Domingo y holidays');
  });

  it('leaves English, and words it does not know, as written', () => {
    expect(localiseHoursText('Monday', 'en')).toBe('Monday');
    expect(localiseHoursText('8:30 AM – 9:00 PM', 'en')).toBe('8:30 AM – 9:00 PM');
    expect(localiseHoursText('Por cita', 'es')).toBe('Por cita');
    expect(localiseHoursText('Amanecer', 'es')).toBe('Amanecer');
  });
});

describe('a rename in English, and the Spanish that was the same text', () => {
  const before = { name: 'Corte', translations: { es: { name: 'Corte', description: 'Corte, lavado y peinado.' } } };

  it('carries a Spanish name that was the English one along with the rename', () => {
    expect(followRename(before, { name: 'Corte Clásico' })).toEqual({
      es: { name: 'Corte Clásico', description: 'Corte, lavado y peinado.' },
    });
  });

  it('leaves a real translation, a rename that also sends the Spanish, and no rename as they are', () => {
    const translated = { name: 'Beard', translations: { es: { name: 'Barba' } } };
    expect(followRename(translated, { name: 'Beard Trim' })).toBeUndefined();
    expect(followRename(before, { name: 'Corte Clásico', translations: { es: { name: 'Corte de siempre' } } })).toBeUndefined();
    expect(followRename(before, { name: 'Corte' })).toBeUndefined();
    expect(followRename(before, {})).toBeUndefined();
    expect(followRename({ name: 'Corte', translations: {} }, { name: 'Corte Clásico' })).toBeUndefined();
  });
});
