import { describe, expect, it } from 'vitest';
import { OPENING_HOURS } from '#shared/shop';
import { groupOpeningHours } from './opening-hours';

describe('groupOpeningHours', () => {
  it('groups the shop week into Monday to Saturday and Sunday', () => {
    expect(groupOpeningHours(OPENING_HOURS)).toEqual([
      { days: 'Monday – Saturday', hours: '8:30 AM – 9:00 PM' },
      { days: 'Sunday', hours: '11:00 AM – 7:00 PM' },
    ]);
  });

  it('only groups neighbouring days', () => {
    const rows = [
      { days: 'Monday', hours: 'A' },
      { days: 'Tuesday', hours: 'B' },
      { days: 'Wednesday', hours: 'A' },
    ];
    expect(groupOpeningHours(rows)).toEqual(rows);
    expect(groupOpeningHours([])).toEqual([]);
  });
});
