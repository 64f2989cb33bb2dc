import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The decision records' rules (docs/decisions/064-decision-records-dates-statuses-supersede.md): each has a
 * Date and a Status, names only records that exist, names no session, issue or task number, and the index
 * lists exactly the records in the folder.
 */
const DIR = join(import.meta.dirname, '..', 'docs', 'decisions');
const files = readdirSync(DIR)
  .filter((f) => /^\d{3}[a-z]?-.+\.md$/.test(f))
  .sort();
const numberOf = (file: string) => file.split('-')[0]!;
const numbers = new Set(files.map(numberOf));
const text = (file: string) => readFileSync(join(DIR, file), 'utf8');
/** The header: the lines before the first section. */
const header = (file: string) => text(file).split(/\n## /)[0]!;

const DATE = /^(?:- )?Date: (\d{4}-\d{2}-\d{2})\b/m;
const STATUS = /^(?:- )?(?:Date: [^\n]*· )?Status: ([^\n]+)$/m;
const STATUS_WORD = /^(accepted|superseded by \d{3}[a-z]?|amends \d{3}[a-z]?|proposed)\b/i;
const TRACKER_NUMBER = /\b(session|issue|task)s? #?\d+/i;

describe('decision records', () => {
  it('are there, numbered', () => {
    expect(files.length).toBeGreaterThan(60);
  });

  it.each(files)('%s has a Date line with a real day', (file) => {
    const m = DATE.exec(header(file));
    expect(m, `${file} has no "- Date: YYYY-MM-DD" line`).not.toBeNull();
    expect(Number.isNaN(Date.parse(`${m![1]}T00:00:00Z`))).toBe(false);
  });

  it.each(files)('%s has a Status line: Accepted, Superseded by NNN or Amends NNN', (file) => {
    const m = STATUS.exec(header(file));
    expect(m, `${file} has no "- Status:" line`).not.toBeNull();
    expect(m![1]).toMatch(STATUS_WORD);
  });

  it.each(files)('%s: every record its Status names exists', (file) => {
    const status = STATUS.exec(header(file))?.[1] ?? '';
    for (const [, n] of status.matchAll(/\b(?:superseded by|amends|amended by|and)\s+(\d{3}[a-z]?)\b/gi)) {
      expect(numbers.has(n!), `${file} names ${n}, which has no file`).toBe(true);
    }
  });

  it.each([...files, 'README.md'])('%s names no session, issue or task number', (file) => {
    expect(text(file)).not.toMatch(TRACKER_NUMBER);
  });

  it('a superseded record is named by a record that exists and says it replaces it', () => {
    for (const file of files) {
      const by = /superseded by (\d{3}[a-z]?)/i.exec(STATUS.exec(header(file))?.[1] ?? '')?.[1];
      if (!by) continue;
      const newer = files.find((f) => numberOf(f) === by);
      expect(newer, `${file} is superseded by ${by}, which has no file`).toBeDefined();
      expect(text(newer!)).toContain(numberOf(file));
    }
  });
});

describe('the decision index (docs/decisions/README.md)', () => {
  const index = text('README.md');
  const rows = [...index.matchAll(/^\| (\d{3}[a-z]?) \| \[[^\]]*\]\(([^)]+)\)/gm)].map((m) => ({ n: m[1]!, link: m[2]! }));

  it('every row names a record that exists, under its own number', () => {
    expect(rows.length).toBeGreaterThan(0);
    for (const { n, link } of rows) {
      expect(files, `index row ${n} links ${link}, which is not a file`).toContain(link);
      expect(numberOf(link)).toBe(n);
    }
  });

  it('every record has a row', () => {
    const listed = new Set(rows.map((r) => r.n));
    for (const file of files) expect(listed.has(numberOf(file)), `${file} is not in the index`).toBe(true);
  });
});
