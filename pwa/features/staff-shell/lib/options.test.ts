import { describe, expect, it } from 'vitest';
import { loadBundle } from '#pwa/i18n/catalogue';

await loadBundle('en', 'admin');
import { barberOptions, blockBarberOptions, filterBarberOptions, serviceOptions } from './options';

const barbers = [{ id: 2, name: 'Carlos Rivera', title: 'Master Barber', rating: '4.9', bio: '', photoUrl: null }];

describe('select options', () => {
  it('barbers by id, with the All Barbers choices where the spec has them', () => {
    expect(barberOptions(barbers)).toEqual([{ value: '2', label: 'Carlos Rivera' }]);
    expect(blockBarberOptions(barbers)[0]).toEqual({ value: '0', label: 'All Barbers' });
    expect(filterBarberOptions(barbers)[0]).toEqual({ value: 'all', label: 'All Barbers' });
    expect(barberOptions(undefined)).toEqual([]);
  });

  it('services with duration and price', () => {
    expect(
      serviceOptions([
        { id: 1, name: 'Corte', description: '', price: 35, duration: 45, barbers: [] },
        { id: 4, name: 'Servicios de Químico', description: '', price: null, duration: 60, barbers: [] },
      ]),
    ).toEqual([
      { value: '1', label: 'Corte · 45 min · $35+' },
      { value: '4', label: 'Servicios de Químico · 60 min · Call for price' },
    ]);
  });
});
