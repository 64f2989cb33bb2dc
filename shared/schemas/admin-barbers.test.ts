import { describe, expect, it } from 'vitest';
import { BarberCreateInput, BarberPatchInput, WeeklyHours } from './admin-barbers';

describe('barber inputs', () => {
  it('a PATCH names only what it changes: no default fills a field it did not send (it would wipe the stored value)', () => {
    expect(BarberPatchInput.parse({ title: 'Senior Barber' })).toEqual({ title: 'Senior Barber' });
  });

  it('a create gets the defaults: no title, bio, translations or rating', () => {
    expect(BarberCreateInput.parse({ name: 'Ana Vega' })).toEqual({ name: 'Ana Vega', title: '', bio: '', translations: {}, rating: null });
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
