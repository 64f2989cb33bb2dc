import { describe, expect, it } from 'vitest';
import { BarberCreateInput, BarberPatchInput, ServiceCreateInput, ServicePatchInput, WeeklyHours } from './back-office';

describe('back-office inputs', () => {
  it('a PATCH names only what it changes: no default fills a field it did not send (it would wipe the stored value)', () => {
    expect(ServicePatchInput.parse({ price: 40 })).toEqual({ price: 40 });
    expect(BarberPatchInput.parse({ title: 'Senior Barber' })).toEqual({ title: 'Senior Barber' });
    expect(ServicePatchInput.safeParse({}).success).toBe(false);
  });

  it('a create gets the defaults: no clean-up, bookable online, no description or translations, no rating', () => {
    expect(ServiceCreateInput.parse({ name: 'Corte', price: 35, duration: 45 })).toEqual({
      name: 'Corte',
      description: '',
      price: 35,
      duration: 45,
      cleanup: 0,
      bookableOnline: true,
      translations: {},
    });
    expect(BarberCreateInput.parse({ name: 'Ana Vega' })).toEqual({ name: 'Ana Vega', title: '', bio: '', translations: {}, rating: null });
  });

  it('prices are dollars with at most two decimals; "call the shop" is null', () => {
    expect(ServicePatchInput.parse({ price: '45.50' })).toEqual({ price: 45.5 });
    expect(ServicePatchInput.parse({ price: null })).toEqual({ price: null });
    expect(ServicePatchInput.safeParse({ price: 45.555 }).success).toBe(false);
    expect(ServicePatchInput.safeParse({ price: -1 }).success).toBe(false);
  });

  it('weekly hours: a lunch break is two intervals; overlapping ones are refused on the later one', () => {
    expect(
      WeeklyHours.safeParse([
        { weekday: 1, start: '09:00', end: '13:00' },
        { weekday: 1, start: '14:00', end: '19:00' },
      ]).success,
    ).toBe(true);
    const overlap = WeeklyHours.safeParse([
      { weekday: 1, start: '09:00', end: '13:00' },
      { weekday: 1, start: '12:00', end: '19:00' },
    ]);
    expect(overlap.success).toBe(false);
    expect(overlap.error?.issues[0]?.path).toEqual([1, 'start']);
    expect(WeeklyHours.safeParse([{ weekday: 7, start: '09:00', end: '13:00' }]).success).toBe(false);
    expect(WeeklyHours.safeParse([{ weekday: 1, start: '13:00', end: '09:00' }]).success).toBe(false);
  });
});
