import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  APPOINTMENT_VISITS,
  LINE_STATUSES,
  UNDO_WINDOW_MS,
  canMoveLine,
  canMoveVisit,
  canUndoLine,
  canUndoVisit,
  isInLine,
  isLate,
  isLiveVisit,
  mayUndo,
} from './visit-lifecycle';

const at = (iso: string) => new Date(iso);

describe('an appointment visit', () => {
  it('moves forward one tap at a time: booked, arrived, in chair, done', () => {
    expect(canMoveVisit('booked', 'arrived')).toBe(true);
    expect(canMoveVisit('arrived', 'in_chair')).toBe(true);
    expect(canMoveVisit('in_chair', 'done')).toBe(true);
  });

  it('may go straight from booked to the chair, or to no-show', () => {
    expect(canMoveVisit('booked', 'in_chair')).toBe(true);
    expect(canMoveVisit('booked', 'no_show')).toBe(true);
  });

  it('never leaves done or no-show by a forward tap, and never skips the chair to done', () => {
    for (const to of APPOINTMENT_VISITS) {
      expect(canMoveVisit('done', to)).toBe(false);
      expect(canMoveVisit('no_show', to)).toBe(false);
    }
    expect(canMoveVisit('booked', 'done')).toBe(false);
    expect(canMoveVisit('arrived', 'done')).toBe(false);
    expect(canMoveVisit('arrived', 'no_show')).toBe(false);
    expect(canMoveVisit('in_chair', 'arrived')).toBe(false);
  });

  it('undoes exactly the reverse of an allowed move', () => {
    expect(canUndoVisit('done', 'in_chair')).toBe(true);
    expect(canUndoVisit('no_show', 'booked')).toBe(true);
    expect(canUndoVisit('arrived', 'booked')).toBe(true);
    expect(canUndoVisit('done', 'booked')).toBe(false);
    expect(canUndoVisit('in_chair', 'done')).toBe(false);
  });
});

describe('a line entry', () => {
  it('waits, is called, sits, is done', () => {
    expect(canMoveLine('waiting', 'called')).toBe(true);
    expect(canMoveLine('called', 'in_chair')).toBe(true);
    expect(canMoveLine('in_chair', 'done')).toBe(true);
    expect(canMoveLine('waiting', 'in_chair')).toBe(true);
  });

  it('may leave while waiting or called, and a called client who was not there goes back to waiting', () => {
    expect(canMoveLine('waiting', 'left')).toBe(true);
    expect(canMoveLine('called', 'left')).toBe(true);
    expect(canMoveLine('called', 'waiting')).toBe(true);
  });

  it('is served once: nothing follows done or left, and the chair cannot be left for the line', () => {
    for (const to of LINE_STATUSES) {
      expect(canMoveLine('done', to)).toBe(false);
      expect(canMoveLine('left', to)).toBe(false);
    }
    expect(canMoveLine('in_chair', 'left')).toBe(false);
    expect(canMoveLine('in_chair', 'waiting')).toBe(false);
    expect(canMoveLine('waiting', 'done')).toBe(false);
  });

  it('undoes exactly the reverse of an allowed move', () => {
    expect(canUndoLine('left', 'waiting')).toBe(true);
    expect(canUndoLine('in_chair', 'called')).toBe(true);
    expect(canUndoLine('done', 'waiting')).toBe(false);
  });

  it('counts waiting and called as in the line', () => {
    expect(LINE_STATUSES.filter(isInLine)).toEqual(['waiting', 'called']);
    expect(APPOINTMENT_VISITS.filter(isLiveVisit)).toEqual(['booked', 'arrived', 'in_chair']);
  });

  it('no status moves to itself, and every undo is itself a move', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LINE_STATUSES), fc.constantFrom(...LINE_STATUSES), (a, b) => {
        expect(canMoveLine(a, a)).toBe(false);
        expect(canUndoLine(a, b)).toBe(canMoveLine(b, a));
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...APPOINTMENT_VISITS), fc.constantFrom(...APPOINTMENT_VISITS), (a, b) => {
        expect(canMoveVisit(a, a)).toBe(false);
        expect(canUndoVisit(a, b)).toBe(canMoveVisit(b, a));
      }),
    );
  });
});

describe('undo', () => {
  const change = { at: at('2026-11-27T15:00:00Z'), by: 7 };

  it('is open to any staff member for one minute after a staff change', () => {
    expect(mayUndo(change, at('2026-11-27T15:00:00Z'))).toBe(true);
    expect(mayUndo(change, new Date(change.at.getTime() + UNDO_WINDOW_MS - 1))).toBe(true);
    expect(mayUndo(change, new Date(change.at.getTime() + UNDO_WINDOW_MS))).toBe(false);
  });

  it("never undoes a client's own change", () => {
    expect(mayUndo({ at: change.at, by: null }, change.at)).toBe(false);
  });

  it('treats a change stamped a little in the future as just made', () => {
    expect(mayUndo(change, at('2026-11-27T14:59:50Z'))).toBe(true);
  });
});

describe('isLate', () => {
  const start = at('2026-11-27T14:00:00Z'); // 10:00 in San Juan

  it('is late from N minutes after the start while not arrived', () => {
    expect(isLate(start, null, at('2026-11-27T14:09:59Z'), 10)).toBe(false);
    expect(isLate(start, null, at('2026-11-27T14:10:00Z'), 10)).toBe(true);
    expect(isLate(start, null, at('2026-11-27T14:05:00Z'), 5)).toBe(true);
  });

  it('is never late once arrived, even after the start', () => {
    expect(isLate(start, at('2026-11-27T14:30:00Z'), at('2026-11-27T15:00:00Z'), 10)).toBe(false);
  });

  it('is never late before the start', () => {
    expect(isLate(start, null, at('2026-11-27T13:00:00Z'), 0)).toBe(false);
    expect(isLate(start, null, at('2026-11-27T14:00:00Z'), 0)).toBe(true);
  });
});
