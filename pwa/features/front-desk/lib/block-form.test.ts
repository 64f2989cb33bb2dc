import { describe, expect, it } from 'vitest';
import { checkBlockForm, emptyBlockForm, type BlockFormValues } from './block-form';

const filled: BlockFormValues = {
  barberId: '2',
  startDate: '2025-06-10',
  endDate: '2025-06-11',
  startTime: '09:00',
  endTime: '12:30',
  reason: 'Training',
};
const today = '2025-06-09';

describe('checkBlockForm', () => {
  it('turns a filled form into the payload, the barber as an integer', () => {
    expect(checkBlockForm(filled, today)).toEqual({
      ok: true,
      block: { barberId: 2, startDate: '2025-06-10', endDate: '2025-06-11', startTime: '09:00', endTime: '12:30', reason: 'Training' },
    });
  });

  it('takes any time the barbers can be booked at (their window), by default 09:00–19:00', () => {
    expect(checkBlockForm({ ...filled, startTime: '19:00', endTime: '21:00' }, today, { opens: '09:00', closes: '21:00' })).toMatchObject({
      ok: true,
    });
  });

  it('sends All Barbers as 0', () => {
    const check = checkBlockForm({ ...filled, barberId: '0' }, today);
    expect(check.ok && check.block.barberId).toBe(0);
  });

  it.each(Object.keys(emptyBlockForm))('says missing when %s is empty', (field) => {
    expect(checkBlockForm({ ...filled, [field]: '' }, today)).toEqual({ ok: false, missing: true });
  });

  it('says missing for a blank reason', () => {
    expect(checkBlockForm({ ...filled, reason: '   ' }, today)).toEqual({ ok: false, missing: true });
  });

  it('refuses an end before the start, times outside opening hours and past days', () => {
    expect(checkBlockForm({ ...filled, endDate: '2025-06-09' }, '2025-06-01')).toMatchObject({
      ok: false,
      missing: false,
      message: 'End date must be on or after the start date',
    });
    expect(checkBlockForm({ ...filled, endTime: '09:00' }, today)).toMatchObject({ message: 'End time must be after the start time' });
    expect(checkBlockForm({ ...filled, endTime: '19:30' }, today)).toMatchObject({ message: 'Times must be between 9:00 AM and 7:00 PM' });
    expect(checkBlockForm({ ...filled, endTime: '21:30' }, today, { opens: '09:00', closes: '21:00' })).toMatchObject({
      message: 'Times must be between 9:00 AM and 9:00 PM',
    });
    expect(checkBlockForm(filled, '2025-06-11')).toMatchObject({ message: 'The start date cannot be in the past' });
  });
});
