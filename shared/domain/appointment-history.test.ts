import { describe, expect, it } from 'vitest';
import { canChange, canCorrectStatus, changedSince, isHistory } from './appointment-history';

const TODAY = '2026-11-25';

describe('isHistory / canChange', () => {
  it('a completed or no-show visit is history on any day, even a later one', () => {
    expect(isHistory({ status: 'completed', date: '2026-12-20' }, TODAY)).toBe(true);
    expect(isHistory({ status: 'no_show', date: TODAY }, TODAY)).toBe(true);
    expect(canChange({ status: 'completed', date: '2026-12-20' }, TODAY)).toBe(false);
  });
  it('a visit on a day before today is history whatever its status', () => {
    expect(isHistory({ status: 'confirmed', date: '2026-09-14' }, TODAY)).toBe(true);
    expect(canChange({ status: 'confirmed', date: '2026-11-24' }, TODAY)).toBe(false);
  });
  it('a confirmed visit today or later may still be moved or cancelled; a cancelled one may not', () => {
    expect(canChange({ status: 'confirmed', date: TODAY }, TODAY)).toBe(true);
    expect(canChange({ status: 'pending', date: '2026-12-01' }, TODAY)).toBe(true);
    expect(canChange({ status: 'cancelled', date: '2026-12-01' }, TODAY)).toBe(false);
  });
});

describe('canCorrectStatus', () => {
  const now = new Date('2026-11-25T14:00:00Z');
  it('a visit that has begun and was not cancelled may be marked Done or No-show', () => {
    expect(canCorrectStatus({ status: 'confirmed', startsAt: new Date('2026-09-14T20:00:00Z') }, now)).toBe(true);
    expect(canCorrectStatus({ status: 'completed', startsAt: now }, now)).toBe(true);
  });
  it('a visit still to come, or a cancelled one, may not', () => {
    expect(canCorrectStatus({ status: 'confirmed', startsAt: new Date('2026-11-25T14:01:00Z') }, now)).toBe(false);
    expect(canCorrectStatus({ status: 'cancelled', startsAt: new Date('2026-09-14T20:00:00Z') }, now)).toBe(false);
  });
});

describe('changedSince', () => {
  const seen = { date: TODAY, time: '14:30', barberId: 2, status: 'confirmed' };
  it('no change when the appointment is as it was seen, or when nothing was seen (an older app)', () => {
    expect(changedSince(seen, { ...seen })).toBe(false);
    expect(changedSince(undefined, { ...seen, time: '16:30' })).toBe(false);
  });
  it('another time, day, barber or status is a change', () => {
    expect(changedSince(seen, { ...seen, time: '16:30' })).toBe(true);
    expect(changedSince(seen, { ...seen, date: '2026-11-26' })).toBe(true);
    expect(changedSince(seen, { ...seen, barberId: 3 })).toBe(true);
    expect(changedSince(seen, { ...seen, status: 'completed' })).toBe(true);
  });
});
