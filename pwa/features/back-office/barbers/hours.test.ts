import { describe, expect, it } from 'vitest';
import { copyToAllDays, formToHours, hoursToForm, withBreak, withInterval } from './hours';

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
    expect(withBreak([{ start: '09:00', end: '17:00' }])).toEqual([
      { start: '09:00', end: '12:00' },
      { start: '13:00', end: '17:00' },
    ]);
    expect(
      withBreak([
        { start: '08:00', end: '10:00' },
        { start: '11:00', end: '19:00' },
      ]),
    ).toEqual([
      { start: '08:00', end: '10:00' },
      { start: '11:00', end: '14:00' },
      { start: '15:00', end: '19:00' },
    ]);
    expect(withBreak([{ start: '09:00', end: '11:30' }])).toBeNull();
    expect(withBreak([{ start: '', end: '17:00' }])).toBeNull();
    expect(withBreak([])).toBeNull();
  });

  it('"Add interval" adds an hour after the last one, or a plain day', () => {
    expect(withInterval([])).toEqual([{ start: '09:00', end: '17:00' }]);
    expect(withInterval([{ start: '09:00', end: '13:00' }])).toEqual([
      { start: '09:00', end: '13:00' },
      { start: '14:00', end: '15:00' },
    ]);
  });

  it('"Copy to all days" gives every working day the same intervals; days off stay off', () => {
    const week = hoursToForm([
      { weekday: 1, start: '09:00', end: '19:00' },
      { weekday: 2, start: '10:00', end: '13:00' },
      { weekday: 2, start: '14:00', end: '21:00' },
      { weekday: 6, start: '08:00', end: '12:00' },
    ]);
    const copied = copyToAllDays(week, 2);
    expect(copied[0]).toEqual([]);
    for (const weekday of [1, 2, 6])
      expect(copied[weekday]).toEqual([
        { start: '10:00', end: '13:00' },
        { start: '14:00', end: '21:00' },
      ]);
    for (const weekday of [3, 4, 5]) expect(copied[weekday]).toEqual([]);
    expect(copied[1]).not.toBe(copied[2]); // each day its own copy: editing one leaves the others
    expect(week[1]).toEqual([{ start: '09:00', end: '19:00' }]); // the week given is not changed
  });
});
