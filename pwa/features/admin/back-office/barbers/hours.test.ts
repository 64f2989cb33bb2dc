import { describe, expect, it } from 'vitest';
import { formToHours, hoursToForm, withBreak, withInterval } from './hours';

describe('weekly hours editor', () => {
  it('turns the stored list into seven days and back, sorted by weekday and start', () => {
    const week = hoursToForm([
      { weekday: 5, start: '13:00', end: '19:00' },
      { weekday: 5, start: '09:00', end: '12:00' },
      { weekday: 0, start: '10:00', end: '14:00' },
    ]);
    expect(week).toHaveLength(7);
    expect(week[1]).toEqual([]);
    expect(formToHours(week)).toEqual([
      { weekday: 0, start: '10:00', end: '14:00' },
      { weekday: 5, start: '09:00', end: '12:00' },
      { weekday: 5, start: '13:00', end: '19:00' },
    ]);
  });

  it('"Add break" splits the last interval by an hour near its middle; too short or unfinished, it cannot', () => {
    expect(withBreak([{ start: '09:00', end: '17:00' }])).toEqual([{ start: '09:00', end: '12:00' }, { start: '13:00', end: '17:00' }]);
    expect(withBreak([{ start: '08:00', end: '10:00' }, { start: '11:00', end: '19:00' }])).toEqual([
      { start: '08:00', end: '10:00' }, { start: '11:00', end: '14:00' }, { start: '15:00', end: '19:00' },
    ]);
    expect(withBreak([{ start: '09:00', end: '11:30' }])).toBeNull();
    expect(withBreak([{ start: '', end: '17:00' }])).toBeNull();
    expect(withBreak([])).toBeNull();
  });

  it('"Add interval" adds an hour after the last one, or a plain day', () => {
    expect(withInterval([])).toEqual([{ start: '09:00', end: '17:00' }]);
    expect(withInterval([{ start: '09:00', end: '13:00' }])).toEqual([{ start: '09:00', end: '13:00' }, { start: '14:00', end: '15:00' }]);
  });
});
