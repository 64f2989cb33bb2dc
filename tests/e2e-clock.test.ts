import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { shopDate } from '#shared/domain/shop-time';
import { isWorkingDate, rehearsalOffset, TEST_SPAN_MS, workingDayOffset, workingDayTestOffset } from './e2e/shop-clock';

/** How the end-to-end tests get their day (tests/e2e/shop-clock.ts, docs/decisions/061-tests-get-their-day.md). */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const at = (iso: string) => Date.parse(iso);
const E2E = path.join(import.meta.dirname, 'e2e');
const specs = fs.readdirSync(E2E).filter((f) => f.endsWith('.spec.ts'));

describe('no end-to-end test depends on the weekday it runs on', () => {
  it('no test is skipped, or checks less, because of the day: a test that needs a working day asks for one', () => {
    const byDay = /\b(workDay|today|isSunday|shopDate|getDay)\b|Sunday/;
    const found: string[] = [];
    for (const file of specs) {
      const lines = fs.readFileSync(path.join(E2E, file), 'utf8').split('\n');
      lines.forEach((line, i) => {
        const skipsByDay = /\btest\.(skip|fixme|fail)\(/.test(line) && byDay.test(line);
        const checksByDay = /workDay\(\)\s*[!=]==?\s*today\(\)|today\(\)\s*[!=]==?\s*workDay\(\)/.test(line);
        if (skipsByDay || checksByDay) found.push(`${file}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });

  it('the specs that work on today’s list ask for a working day', () => {
    const asks = specs.filter((f) => /test\.use\(\{ workingDay: true \}\)/.test(fs.readFileSync(path.join(E2E, f), 'utf8')));
    expect(asks).toEqual(
      expect.arrayContaining([
        'admin-dashboard-manage.spec.ts',
        'offline-outbox.spec.ts',
        'offline-reopen.spec.ts',
        'offline-server-down.spec.ts',
      ]),
    );
  });
});

describe('the working day a test stands on', () => {
  it('is today on a working day: the machine’s clock, untouched', () => {
    expect(workingDayOffset(at('2026-11-25T10:00:00-04:00'))).toBe(0); // Wednesday
    expect(workingDayOffset(at('2026-11-28T22:00:00-04:00'))).toBe(0); // Saturday evening, hours before midnight
    expect(workingDayOffset(at('2026-11-30T00:00:00-04:00'))).toBe(0); // Monday, just after midnight
  });

  it('is Monday at the same time on a Sunday, and late on a Saturday (a test would run into Sunday)', () => {
    expect(workingDayOffset(at('2026-11-29T14:00:00-04:00'))).toBe(DAY); // Sunday afternoon
    expect(workingDayOffset(at('2026-11-29T00:00:00-04:00'))).toBe(DAY); // Sunday, midnight
    expect(workingDayOffset(at('2026-11-29T23:55:00-04:00'))).toBe(DAY); // Sunday, late: Monday 23:55 runs into Tuesday, a working day
    expect(workingDayOffset(at('2026-11-28T23:50:00-04:00'))).toBe(2 * DAY); // Saturday 23:50
  });

  it('every hour of two weeks, in San Juan and from another zone’s midnight: a working day for a whole test, never more than two days on', () => {
    for (let t = at('2026-11-23T00:00:00Z'); t < at('2026-12-07T00:00:00Z'); t += HOUR / 4) {
      const offset = workingDayOffset(t);
      expect(offset % DAY).toBe(0);
      expect(offset).toBeLessThanOrEqual(2 * DAY);
      expect(isWorkingDate(shopDate(new Date(t + offset)))).toBe(true);
      expect(isWorkingDate(shopDate(new Date(t + offset + TEST_SPAN_MS)))).toBe(true);
      if (isWorkingDate(shopDate(new Date(t))) && isWorkingDate(shopDate(new Date(t + TEST_SPAN_MS)))) expect(offset).toBe(0);
    }
  });
});

describe('E2E_NOW: rehearsing another day', () => {
  const machine = at('2026-11-27T15:00:00Z'); // a Friday

  it('is read as how far that instant is from the machine’s time, once per run', () => {
    expect(rehearsalOffset({}, machine)).toBe(0);
    expect(rehearsalOffset({ E2E_NOW: '2026-11-29T14:00:00-04:00' }, machine)).toBe(at('2026-11-29T18:00:00Z') - machine);
    expect(rehearsalOffset({ E2E_NOW: '2026-11-29T14:00:00-04:00', E2E_NOW_OFFSET_MS: '1234' }, machine)).toBe(1234); // the run's, decided at its start
    expect(() => rehearsalOffset({ E2E_NOW: 'next sunday' }, machine)).toThrow(/E2E_NOW must be an instant/);
  });

  it('on a rehearsed Sunday a test needing a working day stands on Monday at the same time; on a weekday nothing moves', () => {
    const sunday = workingDayTestOffset(machine, { E2E_NOW: '2026-11-29T14:00:00-04:00' });
    expect(new Date(machine + sunday).toISOString()).toBe('2026-11-30T18:00:00.000Z'); // Monday 14:00 in San Juan
    expect(workingDayTestOffset(machine, {})).toBe(0);
  });
});
