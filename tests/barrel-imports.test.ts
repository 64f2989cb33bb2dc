import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pwaSources } from './pwa-sources';
import { radixUiBarrel, rewriteBarrelImports, themesBarrel } from '../scripts/barrel-imports';

const maps = { themes: themesBarrel(), radixUi: radixUiBarrel() };

describe('Radix imports from the module that holds each name (scripts/barrel-imports.ts)', () => {
  it('reads both barrels: a component’s file, a namespace’s file, a primitive’s package', () => {
    expect(maps.themes.get('Badge')).toEqual({ file: 'badge', name: 'Badge' });
    expect(maps.themes.get('Dialog')).toEqual({ file: 'dialog', name: '*' });
    expect(maps.themes.get('useThemeContext')).toEqual({ file: 'theme', name: 'useThemeContext' });
    expect(maps.radixUi.get('Slot')).toBe('@radix-ui/react-slot');
    expect(maps.radixUi.get('AlertDialog')).toBe('@radix-ui/react-alert-dialog');
    // Every name the barrels export is mapped, and each file exists.
    for (const { file } of maps.themes.values())
      expect(fs.existsSync(`node_modules/@radix-ui/themes/dist/esm/components/${file}.js`), file).toBe(true);
  });

  it('rewrites our imports, aliases and types included, and Radix Themes’ minified ones', () => {
    const ours = rewriteBarrelImports(
      "import { Badge, Dialog as D, type ButtonProps, Flex } from '@radix-ui/themes';\nimport { Portal, Toast } from 'radix-ui';\nimport type { Theme } from '@radix-ui/themes';",
      maps,
    );
    expect(ours).toContain("import { Badge as Badge } from '@radix-ui/themes/components/badge';");
    expect(ours).toContain("import * as D from '@radix-ui/themes/components/dialog';");
    expect(ours).toContain("import { Flex as Flex } from '@radix-ui/themes/components/flex';");
    expect(ours).toContain("import type { ButtonProps } from '@radix-ui/themes';");
    expect(ours).toContain("import * as Portal from 'radix-primitive:@radix-ui/react-portal';");
    expect(ours).toContain("import type { Theme } from '@radix-ui/themes';"); // a type-only import stays as it is
    const minified = rewriteBarrelImports('import{Slot as i,Dialog as d}from"radix-ui";', maps);
    expect(minified).toBe(
      "import * as i from 'radix-primitive:@radix-ui/react-slot';\nimport * as d from 'radix-primitive:@radix-ui/react-dialog';",
    );
  });

  it('gives Radix Themes’ <Theme> a tooltip provider that only renders its children, and no screen shows a tooltip', () => {
    const theme = fs.readFileSync('node_modules/@radix-ui/themes/dist/esm/components/theme.js', 'utf8');
    const out = rewriteBarrelImports(theme, { ...maps, themeFile: true });
    expect(out).toMatch(/import \{ Tooltip as \w+ \} from '\0radix-tooltip-provider-passthrough'/);
    expect(out).not.toContain('react-tooltip');
    const sources = pwaSources().map(([, src]) => src);
    expect(sources.filter((s) => /\bTooltip\b|react-tooltip/.test(s))).toEqual([]);
  });
});
