import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** A module of the PWA's own code (not a dependency's, nor a test or script outside pwa/): what the build's import rewrites touch. */
const isPwaSource = (id: string) => /[\\/]pwa[\\/]/.test(id) && !id.includes('node_modules') && /\.[jt]sx?$/.test(id);

/**
 * Imports from Radix's two barrels, `@radix-ui/themes` and `radix-ui`, rewritten to the modules that
 * hold each name (`import { Badge } from '@radix-ui/themes'` → `.../components/badge.js`), in our code
 * and in Radix Themes' own files (docs/decisions/047-lean-asset-headers.md). A barrel imports every
 * component, so through it every screen's Radix code looked reachable from every other, and the
 * bundler could not tell which components a page needs to put them in one file (scripts/site-chunks.ts).
 *
 * One more rewrite: Radix Themes' `<Theme>` wraps the app in Radix's tooltip provider, which alone put
 * the tooltip, its popper and floating-ui (about 10 kB in brotli) in every first visit. No screen shows
 * a tooltip (Themes' Tooltip is among the components whose CSS the build drops, and
 * tests/barrel-imports.test.ts fails if a screen imports either tooltip), so that one file gets a
 * provider that only renders its children. A screen that adds a tooltip must drop that rewrite and wrap
 * the app in Radix's provider with the spec's delays (700 ms to open, 300 ms between tooltips).
 */
const require = createRequire(import.meta.url);
const THEMES_INDEX = require.resolve('@radix-ui/themes').replace(/cjs[\\/]index\.js$/, 'esm/components/index.js');
const RADIX_UI_INDEX = path.join(path.dirname(require.resolve('radix-ui/package.json')), 'dist', 'index.mjs');
const THEME_FILE = /[\\/]@radix-ui[\\/]themes[\\/]dist[\\/]esm[\\/]components[\\/]theme\.js$/;
const TOOLTIP_SHIM = '\0radix-tooltip-provider-passthrough';
const PRIMITIVE = 'radix-primitive:';

type Source = { file: string; name: string | '*' };

/** What each name of Radix Themes' barrel is: a named export of a component file, or a whole file. */
export function themesBarrel(source = fs.readFileSync(THEMES_INDEX, 'utf8')): Map<string, Source> {
  const locals = new Map<string, Source>();
  for (const m of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*"\.\/([\w-]+)\.js"/g)) {
    for (const spec of m[1]!.split(',')) {
      const [name, local] = spec.trim().split(/\s+as\s+/);
      locals.set((local ?? name)!, { file: m[2]!, name: name! });
    }
  }
  for (const m of source.matchAll(/import\s*\*\s*as\s*(\w+)\s*from\s*"\.\/([\w-]+)\.js"/g)) locals.set(m[1]!, { file: m[2]!, name: '*' });
  const exported = /export\s*\{([^}]*)\}/.exec(source)?.[1] ?? '';
  const names = new Map<string, Source>();
  for (const spec of exported.split(',')) {
    const [local, name] = spec.trim().split(/\s+as\s+/);
    const from = locals.get(local!);
    if (from) names.set((name ?? local)!, from);
  }
  if (!names.has('Button') || !names.has('Dialog')) throw new Error('barrel-imports: the layout of @radix-ui/themes changed');
  return names;
}

/** The package behind each name of the `radix-ui` barrel (`Dialog` → `@radix-ui/react-dialog`). */
export function radixUiBarrel(source = fs.readFileSync(RADIX_UI_INDEX, 'utf8')): Map<string, string> {
  const names = new Map<string, string>();
  for (const m of source.matchAll(/import\s*\*\s*as\s*(\w+)\s*from\s*"(@radix-ui\/react-[\w-]+)"/g)) names.set(m[1]!, m[2]!);
  if (!names.has('Dialog') || !names.has('Slot')) throw new Error('barrel-imports: the layout of radix-ui changed');
  return names;
}

const IMPORT = /import\s*(type\s+)?\{([^}]*)\}\s*from\s*(['"])(@radix-ui\/themes|radix-ui)\3;?/g;

/** The file's imports from the two barrels, one import per name, from the module that holds it. */
export function rewriteBarrelImports(
  code: string,
  opts: { themes: Map<string, Source>; radixUi: Map<string, string>; themeFile?: boolean },
): string {
  return code.replace(IMPORT, (whole, typeOnly: string | undefined, specs: string, _q: string, from: string) => {
    if (typeOnly) return whole;
    const out: string[] = [];
    const types: string[] = [];
    for (const raw of specs
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      if (raw.startsWith('type ')) {
        types.push(raw.slice(5));
        continue;
      }
      const [name, alias] = raw.split(/\s+as\s+/) as [string, string | undefined];
      const local = alias ?? name;
      if (from === 'radix-ui') {
        if (opts.themeFile && name === 'Tooltip') {
          out.push(`import { Tooltip as ${local} } from '${TOOLTIP_SHIM}';`);
          continue;
        }
        const pkg = opts.radixUi.get(name);
        if (!pkg) return whole;
        out.push(`import * as ${local} from '${PRIMITIVE}${pkg}';`);
      } else {
        const source = opts.themes.get(name);
        if (!source) return whole;
        const file = `@radix-ui/themes/components/${source.file}`;
        out.push(source.name === '*' ? `import * as ${local} from '${file}';` : `import { ${source.name} as ${local} } from '${file}';`);
      }
    }
    if (types.length > 0) out.push(`import type { ${types.join(', ')} } from '${from}';`);
    return out.join('\n');
  });
}

export function barrelImports(): Plugin {
  let maps: { themes: Map<string, Source>; radixUi: Map<string, string> } | undefined;
  return {
    name: 'barrel-imports',
    enforce: 'pre',
    transform(code, id) {
      const ours = isPwaSource(id);
      const themes = /[\\/]@radix-ui[\\/]themes[\\/]dist[\\/]esm[\\/]/.test(id);
      if ((!ours && !themes) || !/(@radix-ui\/themes|radix-ui)['"]/.test(code)) return null;
      maps ??= { themes: themesBarrel(), radixUi: radixUiBarrel() };
      const out = rewriteBarrelImports(code, { ...maps, themeFile: THEME_FILE.test(id) });
      return out === code ? null : { code: out, map: null };
    },
    async resolveId(source) {
      if (source === TOOLTIP_SHIM) return source;
      // Resolved from the `radix-ui` package, as its barrel would: the same copy of each primitive.
      if (source.startsWith(PRIMITIVE)) return this.resolve(source.slice(PRIMITIVE.length), RADIX_UI_INDEX, { skipSelf: true });
      return null;
    },
    load(id) {
      if (id !== TOOLTIP_SHIM) return null;
      return '/** No screen shows a tooltip: the provider only renders its children. */\nexport const Tooltip = { Provider: ({ children }) => children };';
    },
  };
}
