import { describe, expect, it } from 'vitest';
import { FIRST_STEP, LAST_STEP, initialWizard, wizardReducer, type WizardAction, type WizardState } from './draft';

const run = (state: WizardState, ...actions: WizardAction[]) => actions.reduce(wizardReducer, state);

describe('booking wizard reducer', () => {
  it('starts on step 1 with an empty draft, or with a preselected barber', () => {
    expect(initialWizard()).toEqual({ step: 1, draft: {} });
    expect(initialWizard(3)).toEqual({ step: 1, draft: { barberId: 3 } });
  });

  it('moves forward only below 5 and backward only above 1', () => {
    const s = initialWizard();
    expect(run(s, { type: 'back' }).step).toBe(FIRST_STEP);
    const atEnd = run(s, ...Array.from({ length: 9 }, () => ({ type: 'next' }) as const));
    expect(atEnd.step).toBe(LAST_STEP);
    expect(run(atEnd, { type: 'back' }).step).toBe(4);
  });

  it('resets the time when a new date is picked, and keeps it for the same date', () => {
    const s = run(initialWizard(), { type: 'date', date: '2026-11-23' }, { type: 'time', time: '10:00' });
    expect(run(s, { type: 'date', date: '2026-11-23' }).draft.time).toBe('10:00');
    const moved = run(s, { type: 'date', date: '2026-11-24' });
    expect(moved.draft).toEqual({ date: '2026-11-24' });
  });

  it('resets the time when another service is chosen (its duration differs)', () => {
    const s = run(
      initialWizard(),
      { type: 'service', serviceId: 1 },
      { type: 'date', date: '2026-11-23' },
      { type: 'time', time: '10:00' },
    );
    expect(run(s, { type: 'service', serviceId: 1 }).draft.time).toBe('10:00');
    expect(run(s, { type: 'service', serviceId: 2 }).draft).toEqual({ serviceId: 2, date: '2026-11-23' });
  });

  it('tells "no preference" (null) from "not chosen" (undefined)', () => {
    const s = initialWizard();
    expect(s.draft.barberId).toBeUndefined();
    expect(run(s, { type: 'barber', barberId: null }).draft.barberId).toBeNull();
    expect(run(s, { type: 'barber', barberId: 4 }).draft.barberId).toBe(4);
    expect(run(initialWizard(4), { type: 'barber', barberId: undefined }).draft).toEqual({});
  });

  it('stores the client and drops blank notes', () => {
    const client = { clientId: 9, clientName: 'Ana Diaz', clientEmail: 'ana@example.com', clientPhone: '787-555-0101' };
    const withNotes = run(initialWizard(), { type: 'client', client: { ...client, notes: '  fade please ' } });
    expect(withNotes.draft).toEqual({ ...client, notes: 'fade please' });
    expect(run(withNotes, { type: 'client', client: { ...client, notes: '   ' } }).draft).toEqual(client);
  });

  it('returns to Date & Time with the time cleared when the slot was taken', () => {
    let s = run(initialWizard(2), { type: 'service', serviceId: 1 }, { type: 'date', date: '2026-11-23' }, { type: 'time', time: '10:00' });
    s = run(s, { type: 'next' }, { type: 'next' }, { type: 'next' }, { type: 'next' });
    expect(s.step).toBe(5);
    const back = run(s, { type: 'slotTaken' });
    expect(back.step).toBe(2);
    expect(back.draft).toEqual({ serviceId: 1, date: '2026-11-23', barberId: 2 });
  });
});
