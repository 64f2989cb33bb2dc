import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The walkthroughs in docs/walkthroughs/ name files and the functions in them, in the order a request
 * runs. Each step (a numbered or bulleted item, with its continuation lines) is checked: every backticked
 * path exists, and every backticked name is found in one of the files the same step names.
 */
const ROOT = join(import.meta.dirname, '..');
const DIR = join(ROOT, 'docs', 'walkthroughs');
const walkthroughs = readdirSync(DIR)
  .filter((f) => f.endsWith('.md'))
  .sort();

const PATH = /^(?:pwa|server|shared|tests|docs|scripts)\/[\w./-]+\.(?:ts|tsx|md|json|css)$/;
/** A function, type, table or constraint name: letters, digits and underscores, with a letter first. */
const NAME = /^[A-Za-z_]\w*$/;

/** The steps: a line starting a list item or a heading starts one; indented lines continue it. */
function steps(markdown: string): string[] {
  const out: string[] = [];
  for (const line of markdown.split('\n')) {
    if (/^(\d+\.|-|#+) /.test(line) || out.length === 0) out.push(line);
    else out[out.length - 1] += `\n${line}`;
  }
  return out;
}

const ticked = (text: string) => [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!);

describe.each(walkthroughs)('docs/walkthroughs/%s', (file) => {
  const markdown = readFileSync(join(DIR, file), 'utf8');

  it('is a short read: 40 to 80 lines', () => {
    const lines = markdown.trimEnd().split('\n').length;
    expect(lines).toBeGreaterThanOrEqual(40);
    expect(lines).toBeLessThanOrEqual(80);
  });

  it('names only files that exist', () => {
    const paths = ticked(markdown).filter((t) => PATH.test(t));
    expect(paths.length).toBeGreaterThan(5);
    for (const p of paths) expect(existsSync(join(ROOT, p)), `${p} does not exist`).toBe(true);
  });

  it('names only functions found in the files its step names', () => {
    for (const step of steps(markdown)) {
      const tokens = ticked(step);
      const sources = tokens.filter((t) => PATH.test(t) && existsSync(join(ROOT, t))).map((p) => readFileSync(join(ROOT, p), 'utf8'));
      const names = tokens.filter((t) => NAME.test(t));
      if (names.length === 0) continue;
      expect(sources.length, `a step names ${names.join(', ')} but no file:\n${step}`).toBeGreaterThan(0);
      for (const name of names) {
        const word = new RegExp(`\\b${name}\\b`);
        expect(
          sources.some((src) => word.test(src)),
          `\`${name}\` is in none of the files of the step:\n${step}`,
        ).toBe(true);
      }
    }
  });
});
