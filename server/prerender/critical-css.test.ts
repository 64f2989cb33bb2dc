import { describe, expect, it } from 'vitest';
import { pruneCriticalCss } from './critical-css';

const page = (css: string, body: string) => `<!doctype html><html><head><style>${css}</style></head><body>${body}</body></html>`;
const styleOf = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;

describe('pruning the inlined critical CSS', () => {
  it('drops the custom properties nothing on the page uses, following var() chains and the page’s own style attributes', () => {
    const out = styleOf(pruneCriticalCss(page(
      ':root{--amber-9:#ffc53d;--blue-9:#0090ff;--accent-9:var(--amber-9);--space-3:12px;--space-4:16px;--unused:var(--blue-9)}'
      + '.rt-Button{background:var(--accent-9)}',
      '<button class="rt-Button" style="--margin-top:var(--space-3)">Book</button>',
    )));
    expect(out).toContain('--accent-9:var(--amber-9)');
    expect(out).toContain('--amber-9:#ffc53d');
    expect(out).toContain('--space-3:12px');
    expect(out).toContain('background:var(--accent-9)');
    for (const gone of ['--blue-9', '--space-4', '--unused']) expect(out).not.toContain(gone);
  });

  it('keeps a property used only as a fallback, and drops a rule left with no declarations', () => {
    const out = styleOf(pruneCriticalCss(page(
      ':root{--a:1px;--b:2px}.dark{--c:3px}.x{margin:var(--z,var(--a))}',
      '<div class="x dark"></div>',
    )));
    expect(out).toContain('--a:1px');
    expect(out).not.toContain('--b');
    expect(out).not.toContain('.dark');
  });

  it('leaves a page without inline CSS as it was', () => {
    const html = '<!doctype html><html><head></head><body><p style="--x:1">Hi</p></body></html>';
    expect(pruneCriticalCss(html)).toBe(html);
  });
});
