// @vitest-environment jsdom
import fs from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import type { IconProps } from './icon-props';

const folder = path.dirname(new URL(import.meta.url).pathname);
const files = fs.readdirSync(folder).filter((f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx'));
const pascal = (file: string) =>
  file
    .replace(/\.tsx$/, '')
    .split('-')
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('') + 'Icon';

describe('the icons, one module each (decision 096)', () => {
  it('has every icon the screens import, and no other', () => {
    const used = new Set<string>();
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (/\.tsx?$/.test(e.name) && !p.startsWith(folder))
          for (const m of fs.readFileSync(p, 'utf8').matchAll(/from '#pwa\/components\/icons\/([\w-]+)'/g)) used.add(`${m[1]}.tsx`);
      }
    };
    walk(path.resolve(folder, '../..'));
    expect([...used].sort()).toEqual(files.sort());
  });

  for (const file of files) {
    it(`${file}: one component, 15 × 15 in the text colour, taking any SVG attribute and a colour`, async () => {
      const mod = (await import(`./${file}`)) as Record<string, ComponentType<IconProps>>;
      expect(Object.keys(mod)).toEqual([pascal(file)]);
      const Icon = mod[pascal(file)]!;
      const plain = render(<Icon aria-hidden />).container.querySelector('svg')!;
      expect(plain.getAttribute('width')).toBe('15');
      expect(plain.getAttribute('viewBox')).toBe('0 0 15 15');
      expect(plain.getAttribute('aria-hidden')).toBe('true');
      expect([...plain.querySelectorAll('path')].map((p) => p.getAttribute('fill'))).toContain('currentColor');
      const sized = render(<Icon width={20} height={20} className="x" color="red" />).container.querySelector('svg')!;
      expect(sized.getAttribute('width')).toBe('20');
      expect(sized.getAttribute('class')).toBe('x');
      for (const p of sized.querySelectorAll('path')) expect(p.getAttribute('fill')).toBe('red');
    });
  }
});
