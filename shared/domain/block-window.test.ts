import { describe, expect, it } from 'vitest';
import { blockTimesProblem, blockWindow } from './block-window';

describe('blockWindow', () => {
  it('is 09:00–19:00 with no hours or hours inside it', () => {
    expect(blockWindow([])).toEqual({ opens: '09:00', closes: '19:00' });
    expect(blockWindow([{ start: '10:00', end: '18:00' }])).toEqual({ opens: '09:00', closes: '19:00' });
  });
  it('reaches every bookable time: the earliest start and the latest end of any day', () => {
    expect(
      blockWindow([
        { start: '09:00', end: '19:00' },
        { start: '12:00', end: '21:00' },
        { start: '08:30', end: '13:00' },
      ]),
    ).toEqual({ opens: '08:30', closes: '21:00' });
  });
});

describe('blockTimesProblem', () => {
  const w = { opens: '09:00', closes: '21:00' };
  it('accepts times inside the window, its ends included', () => {
    expect(blockTimesProblem({ startTime: '19:00', endTime: '21:00' }, w)).toBeNull();
  });
  it('names the window and the field outside it', () => {
    expect(blockTimesProblem({ startTime: '08:30', endTime: '10:00' }, w)).toEqual({
      field: 'startTime',
      message: 'Times must be between 9:00 AM and 9:00 PM',
    });
    expect(blockTimesProblem({ startTime: '20:00', endTime: '21:30' }, w)).toEqual({
      field: 'endTime',
      message: 'Times must be between 9:00 AM and 9:00 PM',
    });
    expect(blockTimesProblem({ startTime: '18:00', endTime: '20:00' }, { opens: '09:00', closes: '19:00' })?.message).toBe(
      'Times must be between 9:00 AM and 7:00 PM',
    );
  });
});
