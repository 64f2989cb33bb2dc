import fs from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { radixCssSubset, UNUSED_BREAKPOINTS, UNUSED_COMPONENTS } from '../scripts/radix-css-subset';

const RADIX = 'node_modules/@radix-ui/themes/components.css';
const run = (css: string, from = RADIX) => postcss([radixCssSubset()]).process(css, { from }).css;

describe('the Radix Themes CSS subset (the build drops what no screen can use)', () => {
  it('drops the rules of components the app never imports, keeps the others, and splits mixed selector lists', () => {
    const out = run(`
.rt-AvatarRoot { color: red }
.rt-Button { color: blue }
.rt-BaseMenuContent, .rt-SelectContent { margin: 0 }
.rt-Em, .rt-Strong { font-style: italic }
.rt-EmptyStateLike { color: green }`);
    expect(out).not.toContain('Avatar');
    expect(out).toContain('.rt-Button { color: blue }');
    expect(out).toMatch(/^\.rt-SelectContent \{ margin: 0 \}$/m);
    expect(out).not.toContain('BaseMenu');
    expect(out).not.toContain('.rt-Em,');
    expect(out).toContain('.rt-EmptyStateLike'); // a family is a whole name, not a prefix of another
  });

  it('drops the responsive rules of the breakpoints no screen uses, and the media queries left empty', () => {
    const out = run(`
@media (min-width: 1024px) { .md\\:rt-r-size-2 { width: 1px } }
@media (min-width: 1280px) { .lg\\:rt-r-size-2 { width: 2px } .rt-Container { width: 3px } }
@media (min-width: 1640px) { .xl\\:rt-r-m-1 { margin: 0 } }`);
    expect(out).toContain('.md\\:rt-r-size-2');
    expect(out).not.toContain('lg\\:');
    expect(out).toContain('.rt-Container { width: 3px }');
    expect(out).not.toContain('1640px');
  });

  it('leaves the app’s own stylesheets alone', () => {
    const css = '.rt-AvatarRoot { color: red }';
    expect(run(css, 'pwa/styles.css')).toBe(css);
  });

  it('only drops what the app really does not use: no screen imports those components or uses those breakpoints', () => {
    const sources: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (/\.tsx?$/.test(e.name)) sources.push(fs.readFileSync(p, 'utf8'));
      }
    };
    walk('pwa');
    const imported = new Set(sources.flatMap((s) => [...s.matchAll(/import \{([^}]+)\} from '@radix-ui\/themes'/g)]
      .flatMap((m) => m[1]!.split(',').map((n) => n.replace(/\btype\b/, '').trim()).filter(Boolean))));
    expect(imported.size).toBeGreaterThan(10);
    expect(UNUSED_COMPONENTS.filter((c) => imported.has(c))).toEqual([]);
    const breakpointProps = new RegExp(`\\b(${UNUSED_BREAKPOINTS.join('|')}): ?['"]`);
    expect(sources.filter((s) => breakpointProps.test(s))).toEqual([]);
  });

  it('makes the shipped components and utilities stylesheets at least a third smaller', () => {
    for (const file of ['components.css', 'utilities.css']) {
      const full = fs.readFileSync(`node_modules/@radix-ui/themes/${file}`, 'utf8');
      expect(run(full, `node_modules/@radix-ui/themes/${file}`).length, file).toBeLessThan(full.length * (2 / 3));
    }
  });
});
