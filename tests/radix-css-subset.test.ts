import fs from 'node:fs';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { pwaSources } from './pwa-sources';
import { radixCssSubset, UNUSED_BREAKPOINTS, UNUSED_COMPONENTS, USED_COLORS } from '../scripts/radix-css-subset';

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

  it('keeps every responsive rule of the breakpoints the screens use, whatever its prop', () => {
    // Only the breakpoints are dropped: which prop a responsive class serves is Radix's own business
    // (keeping the rules of props no screen gives responsive values cost 2.5 KiB on a first visit).
    const out = run(
      `
@media (min-width: 768px) {
  .sm\\:rt-r-gtc-2 { a: 1 }
  .sm\\:rt-r-jc-space-between { a: 3 }
  .rt-Button:where(.sm\\:rt-r-size-3) { a: 4 }
  .sm\\:rt-r-mt-4 { a: 5 }
  .sm\\:rt-r-pt-2, .sm\\:rt-r-px-2 { a: 6 }
}
@media (min-width: 1024px) { .md\\:rt-r-inset-0 { a: 7 } }
@media (hover: hover) { .rt-Button:hover { a: 8 } }`,
      'node_modules/@radix-ui/themes/utilities.css',
    );
    for (const kept of ['gtc-2', 'jc-space-between', 'size-3', 'mt-4', 'pt-2', 'px-2', 'inset-0', 'rt-Button:hover'])
      expect(out).toContain(kept);
  });

  it('drops the colours the app does not import, the light theme’s scales and the P3 variants', () => {
    const tokens = run(
      `
[data-accent-color='tomato'] { --accent-1: var(--tomato-1) }
[data-accent-color='amber'] { --accent-1: var(--amber-1) }
.radix-themes:where([data-gray-color='mauve']) { --gray-1: var(--mauve-1) }
.radix-themes:where([data-gray-color='sand']) { --gray-1: var(--sand-1) }
[data-accent-color]:where(:not([data-accent-color=''], [data-accent-color='gray'])) { --focus-1: var(--accent-1) }
@supports (color: color(display-p3 1 1 1)) { @media (color-gamut: p3) { :root { --black-a1: color(display-p3 0 0 0 / 0.05) } } }`,
      'node_modules/@radix-ui/themes/tokens/base.css',
    );
    expect(tokens).not.toContain('tomato');
    expect(tokens).not.toContain('mauve');
    expect(tokens).toContain("[data-accent-color='amber']");
    expect(tokens).toContain("[data-gray-color='sand']");
    expect(tokens).toContain('--focus-1');
    expect(tokens).not.toContain('display-p3');
    const scale = run(
      `
:root, .light, .light-theme { --amber-1: #fefdfb }
.dark, .dark-theme { --amber-1: #16120c }
:root { --amber-contrast: #21201c }`,
      'node_modules/@radix-ui/themes/tokens/colors/amber.css',
    );
    expect(scale).not.toContain('#fefdfb');
    expect(scale).toContain('#16120c');
    expect(scale).toContain('--amber-contrast');
  });

  it('drops only what no screen can use: listed colours, the dark theme everywhere', () => {
    const files = pwaSources({ tests: false });
    const RADIX_COLORS = [
      'tomato',
      'red',
      'ruby',
      'crimson',
      'pink',
      'plum',
      'purple',
      'violet',
      'iris',
      'indigo',
      'blue',
      'cyan',
      'teal',
      'jade',
      'green',
      'grass',
      'brown',
      'orange',
      'sky',
      'mint',
      'lime',
      'yellow',
      'amber',
      'gold',
      'bronze',
      'gray',
      'mauve',
      'slate',
      'sage',
      'olive',
      'sand',
    ];
    const quoted = new Set(files.flatMap(([, src]) => [...src.matchAll(/['"]([a-z]+)['"]/g)].map((m) => m[1]!)));
    expect(RADIX_COLORS.filter((c) => quoted.has(c) && !USED_COLORS.includes(c))).toEqual([]);
    // Each colour a screen names has its scale imported (a badge in a colour without one shows no colour at all).
    const imported = new Set(files.flatMap(([, src]) => [...src.matchAll(/tokens\/colors\/(\w+)\.css/g)].map((m) => m[1]!)));
    expect([...imported].sort()).toEqual([...USED_COLORS].sort());
    expect(fs.readFileSync('pwa/index.html', 'utf8')).toMatch(/<html[^>]*class="dark-theme"/);
    expect(fs.readFileSync('pwa/app/providers.tsx', 'utf8')).toContain('appearance="dark"');
  });

  it('leaves the app’s own stylesheets alone', () => {
    const css = '.rt-AvatarRoot { color: red }';
    expect(run(css, 'pwa/styles.css')).toBe(css);
  });

  it('only drops what the app really does not use: no screen imports those components or uses those breakpoints', () => {
    const sources = pwaSources().map(([, src]) => src);
    const imported = new Set(
      sources.flatMap((s) =>
        [...s.matchAll(/import \{([^}]+)\} from '@radix-ui\/themes'/g)].flatMap((m) =>
          m[1]!
            .split(',')
            .map((n) => n.replace(/\btype\b/, '').trim())
            .filter(Boolean),
        ),
      ),
    );
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
